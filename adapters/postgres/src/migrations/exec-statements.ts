import { type Kysely, sql } from "kysely"

/** Splits a DDL script into statements at `;` line ends, leaving dollar-quoted bodies (functions) whole. */
export const splitStatements = (script: string): Array<string> => {
  const out: Array<string> = []
  let current = ""
  let inDollar = false
  for (const line of script.split("\n")) {
    current += `${line}\n`
    const quotes = (line.match(/\$\$/g) ?? []).length
    if (quotes % 2 === 1) inDollar = !inDollar
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.trim().replace(/;$/, ""))
      current = ""
    }
  }
  if (current.trim() !== "") out.push(current.trim().replace(/;$/, ""))
  return out.filter((s) => s.length > 0)
}

/** Runs a DDL script one statement at a time (the extended protocol refuses several in one query). */
export const execStatements = async (db: Kysely<unknown>, script: string): Promise<void> => {
  for (const statement of splitStatements(script)) await sql.raw(statement).execute(db)
}
