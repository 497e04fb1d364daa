import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..")

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((res, rej) => {
    const srv = createServer()
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port
      srv.close(() => res(port))
    })
    srv.on("error", rej)
  })

export interface BuiltProduct {
  readonly url: string
  readonly dataDir: string
  readonly stop: () => Promise<void>
}

/**
 * The built product (`npm run build` first) started as `npm start` starts it, `node apps/api/dist/main.js`, on a free
 * port and a fresh data folder with the embedded database; for the browser suite and the Lighthouse benchmark. `env`
 * may name files inside that data folder.
 */
export const startBuiltProduct = async (
  env: Readonly<Record<string, string>> | ((dataDir: string) => Readonly<Record<string, string>>) = {},
  startMs = 300_000
): Promise<BuiltProduct> => {
  const dataDir = mkdtempSync(join(tmpdir(), "iw-product-"))
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ["apps/api/dist/main.js"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...(typeof env === "function" ? env(dataDir) : env) },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let log = ""
  child.stdout?.on("data", (d) => (log += String(d)))
  child.stderr?.on("data", (d) => (log += String(d)))
  const started = Date.now()
  while (!/running at/.test(log)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`)
    if (Date.now() - started > startMs) {
      child.kill("SIGKILL")
      throw new Error(`the server did not start in ${startMs / 1000} s:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM")
        await new Promise((r) => child.once("exit", r))
      }
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
