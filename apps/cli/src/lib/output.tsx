import { type ReactElement } from "react"
import { renderToString } from "ink"

/** Width to lay tables out in: the terminal's, or a generous one when the output goes to a file or a pipe. */
export const terminalColumns = (): number => {
  if (process.stdout.isTTY && process.stdout.columns) return process.stdout.columns
  const fromEnv = Number(process.env.COLUMNS)
  return Number.isInteger(fromEnv) && fromEnv > 20 ? fromEnv : 160
}

/**
 * Prints a command's result: with --json, the result as JSON and nothing else; otherwise the Ink view,
 * rendered once as static text (no cursor tricks, no waiting), so it reads the same in a terminal, a pipe or a script.
 */
export const emit = (json: boolean, result: unknown, view: () => ReactElement): void => {
  if (json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
    return
  }
  const text = renderToString(view(), { columns: terminalColumns() })
  process.stdout.write(`${text.replace(/[ \t]+$/gm, "")}\n`)
}

/** Error lines to stderr, the first behind the translated "Error:" prefix. */
export const printError = (prefix: string, lines: ReadonlyArray<string>): void => {
  const [first = "", ...rest] = lines
  const lead = /[：:]$/.test(prefix) && !prefix.endsWith(":") ? prefix : `${prefix} `
  process.stderr.write([`${lead}${first}`, ...rest.map((l) => `  ${l}`)].join("\n") + "\n")
}
