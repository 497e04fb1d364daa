import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll } from "vitest"
import { dropSchema, freshSchemaName, testDatabaseUrl } from "./database"

const ROOT = resolve(__dirname, "../..")

export interface ApiProcess {
  readonly base: string
  readonly child: ChildProcess
  readonly stop: () => Promise<void>
}

/** `node apps/api/src/main.ts` in a process of its own, ready once it prints its address. */
export const startApiProcess = (env: Record<string, string>, name: string): Promise<ApiProcess> =>
  new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let out = ""
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${out}`)), 180_000)
    const onData = (d: Buffer) => {
      out += String(d)
      const m = /Interworld is running at (http:\/\/\S+)/.exec(out)
      if (!m) return
      clearTimeout(timer)
      child.stdout!.off("data", onData)
      child.stdout!.resume()
      resolveStart({
        base: m[1]!.replace("localhost", "127.0.0.1"),
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done()
            child.once("exit", () => done())
            child.kill("SIGTERM")
            setTimeout(() => child.kill("SIGKILL"), 10_000).unref()
          })
      })
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", (d) => (out += String(d)))
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code}:\n${out}`))
    })
  })


/**
 * The two API processes of a race suite, on one fresh schema of the test PostgreSQL server and one data folder: started
 * one after the other before the suite (the second finds the schema migrated and seeded), stopped and dropped after
 * it. `name` names the folder and the shared APP_SECRET (both must accept each other's tokens); `env` adds settings.
 */
export const twoApiProcesses = (name: string, env: Record<string, string> = {}) => {
  const url = testDatabaseUrl()
  const schema = freshSchemaName()
  const dataDir = mkdtempSync(join(tmpdir(), `iw-${name}-`))
  let a: ApiProcess | undefined
  let b: ApiProcess | undefined
  beforeAll(async () => {
    const settings = {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      WEB_DIR: "",
      STAFF_DIR: "",
      QUIET: "true",
      SEED_DEMO: "true",
      JOBS_EVERY_SECONDS: "0",
      APP_SECRET: `${name}-race-test-secret-0123456789abcdef`,
      ...env
    }
    a = await startApiProcess(settings, "API process A")
    b = await startApiProcess(settings, "API process B")
  }, 400_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    await dropSchema(url, schema)
  }, 60_000)
  return { url, schema, a: () => a!, b: () => b! }
}
