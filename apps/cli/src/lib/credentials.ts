import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"
import { CliError } from "./errors"
import type { Translate } from "./i18n"

/** Where the server writes the ops account's token: `<DATA_DIR or .data>/ops-token`, from the current folder. */
export const tokenFile = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string =>
  resolve(cwd, env.DATA_DIR?.trim() || ".data", "ops-token")

/** The staff token: --token, else IW_TOKEN, else the ops-token file the server wrote on its last start. */
export const resolveToken = (explicit: string | undefined, t: Translate, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string => {
  const given = explicit?.trim() || env.IW_TOKEN?.trim()
  if (given) return given
  const file = tokenFile(env, cwd)
  if (!existsSync(file)) throw new CliError(t("cli.errors.noToken", { file }))
  let token: string
  try {
    token = readFileSync(file, "utf8").trim()
  } catch (e) {
    throw new CliError(t("cli.errors.tokenUnreadable", { file, reason: e instanceof Error ? e.message : String(e) }))
  }
  if (token === "") throw new CliError(t("cli.errors.emptyToken", { file }))
  return token
}
