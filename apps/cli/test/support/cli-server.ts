import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type RunningServer, loadConfig, startServer } from "@iw/api"
import { afterAll, beforeAll, expect } from "vitest"

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url))
const CLI = join(ROOT, "apps/cli/bin/cli.js")

export interface CliRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * A real server started in-process for one test file (PGlite in memory, jobs off, `env` on top), and the staff CLI run
 * against it as staff run it: `node apps/cli/bin/cli.js … --url <server>`, with the ops token from the server's data
 * folder and none of the caller's IW_* settings.
 */
export const cliAgainstServer = (name: string, env: Readonly<Record<string, string>> = {}) => {
  let server: RunningServer | undefined
  let dataDir = ""

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `iw-cli-${name}-`))
    const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, PGLITE_DIR: "memory://", WEB_DIR: "", STAFF_DIR: "", QUIET: "true", JOBS_EVERY_SECONDS: "0", ...env }, process.cwd())
    server = await startServer(config)
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const url = (): string => server!.url

  /** The CLI with exactly these arguments; `env` adds settings (an IW_* setting is passed only when given here). */
  const runRaw = (args: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>> = {}): Promise<CliRun> =>
    new Promise((resolve, reject) => {
      const childEnv: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, NO_COLOR: "1", ...env }
      for (const k of ["IW_URL", "IW_TOKEN", "IW_LANG", "FORCE_COLOR"]) if (!(k in env)) delete childEnv[k]
      const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: childEnv as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] })
      let stdout = ""
      let stderr = ""
      child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d))
      child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d))
      child.on("error", reject)
      child.on("close", (code) => resolve({ code, stdout, stderr }))
    })

  /** The CLI against this file's server. */
  const run = (args: ReadonlyArray<string>): Promise<CliRun> => runRaw([...args, "--url", url()])

  const json = async <T = any>(args: ReadonlyArray<string>): Promise<T> => {
    const r = await run([...args, "--json"])
    expect(r.stderr, `stderr of ${args.join(" ")}`).toBe("")
    expect(r.code).toBe(0)
    return JSON.parse(r.stdout) as T
  }

  return { url, dataDir: (): string => dataDir, run, runRaw, json }
}
