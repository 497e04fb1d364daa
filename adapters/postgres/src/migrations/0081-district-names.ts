import { type Kysely, sql } from "kysely"
import { DEMO_DISTRICTS } from "../seed/demo-catalogue"
import { execStatements } from "./exec-statements"

/** A district's name in the other languages, English (`name`) the fallback; the demo world's districts get theirs. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `alter table districts add column translations jsonb not null default '{}'::jsonb;`)
  for (const d of DEMO_DISTRICTS) {
    await sql`update districts set translations = ${JSON.stringify(d.translations)}::jsonb where name = ${d.name} and translations = '{}'::jsonb`.execute(db)
  }
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `alter table districts drop column translations;`)
}
