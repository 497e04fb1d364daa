import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"
import { CliError } from "./errors"
import type { Translate } from "./i18n"

/** What `npm start` leaves in the folder it runs from while it runs (`.iw-running.json`): its URL and token file. */
export const RUNNING_FILE = ".iw-running.json"

export interface RunningServerNote {
  readonly url: string
  readonly tokenFile: string
  readonly pid: number
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The server `npm start` runs from this folder, whatever PORT and DATA_DIR it was given, or null. */
export const runningServer = (cwd = process.cwd()): RunningServerNote | null => {
  try {
    const note = JSON.parse(readFileSync(resolve(cwd, RUNNING_FILE), "utf8")) as RunningServerNote
    return typeof note.url === "string" && typeof note.tokenFile === "string" && Number.isInteger(note.pid) && alive(note.pid) ? note : null
  } catch {
    return null
  }
}

/**
 * Where the server writes the ops account's token: `<DATA_DIR>/ops-token` when DATA_DIR is set, else the running
 * server's (found through `.iw-running.json`), else `.data/ops-token`, from the current folder.
 */
export const tokenFile = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string =>
  env.DATA_DIR?.trim() ? resolve(cwd, env.DATA_DIR.trim(), "ops-token") : (runningServer(cwd)?.tokenFile ?? resolve(cwd, ".data", "ops-token"))

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
