import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import type { TestProject } from "vitest/node"

const ROOT = resolve(__dirname, "../../..")

const freePort = () =>
  new Promise<number>((res, rej) => {
    const srv = createServer()
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port
      srv.close(() => res(port))
    })
    srv.on("error", rej)
  })

/** Starts the built product once (`node apps/api/dist/main.js`, as `npm start` does) on a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "iw-e2e-"))
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ["apps/api/dist/main.js"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", MEMBER_TOKEN_SECONDS: "3600", SEED_DEMO_BUILDINGS: process.env.SEED_DEMO_BUILDINGS ?? "false",
      // Games: a short mining session, and the test-only game day offset the games e2e moves (refused in production).
      GAME_MINING_SECONDS: "2", TEST_GAME_DAY_OFFSET_FILE: join(dataDir, "game-day-offset") },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let log = ""
  child.stdout?.on("data", (d) => (log += String(d)))
  child.stderr?.on("data", (d) => (log += String(d)))
  const started = Date.now()
  while (!/running at/.test(log)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`)
    if (Date.now() - started > 180_000) throw new Error(`the server did not start in 180 s:\n${log}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  mkdirSync(join(ROOT, "test-results/e2e"), { recursive: true })
  project.provide("e2e", { url: `http://127.0.0.1:${port}`, dataDir })
  return async () => {
    child.kill("SIGTERM")
    await new Promise((r) => child.once("exit", r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { url: string; dataDir: string }
  }
}
