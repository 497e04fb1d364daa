import { type ChildProcess, spawn } from "node:child_process"
import { resolve } from "node:path"

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

