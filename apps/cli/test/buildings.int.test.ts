import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type RunningServer, loadConfig, startServer } from "@iw/api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * `buildings list --member ID`, `buildings remove ID --reason …` and `products list` as staff run them, against a real
 * server with the demo buildings seeded (SEED_DEMO_BUILDINGS): the demo member's Villa stands on (12,12)–(13,13).
 */
const ROOT = fileURLToPath(new URL("../../..", import.meta.url))
const CLI = join(ROOT, "apps/cli/bin/cli.js")

let server: RunningServer
let dataDir: string

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

const run = (args: ReadonlyArray<string>): Promise<Run> =>
  new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, NO_COLOR: "1" }
    for (const k of ["IW_URL", "IW_TOKEN", "IW_LANG", "FORCE_COLOR"]) delete env[k]
    const child = spawn(process.execPath, [CLI, ...args, "--url", server.url], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d))
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })

const json = async <T = any>(args: ReadonlyArray<string>): Promise<T> => {
  const r = await run([...args, "--json"])
  expect(r.stderr, `stderr of ${args.join(" ")}`).toBe("")
  expect(r.code).toBe(0)
  return JSON.parse(r.stdout) as T
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "iw-cli-buildings-"))
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, PGLITE_DIR: "memory://", WEB_DIR: "", STAFF_DIR: "", QUIET: "true", JOBS_EVERY_SECONDS: "0", SEED_DEMO_BUILDINGS: "true" }, process.cwd())
  server = await startServer(config)
}, 120_000)

afterAll(async () => {
  await server?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe("buildings and products commands against a running server", { timeout: 300_000 }, () => {
  type Building = { id: number; name: string; size: string; placed: boolean; area: { startX: number; startY: number; endX: number; endY: number } | null }

  it("lists the demo member's buildings, the templates, and removes a building with a reason", async () => {
    const list = await json<{ data: Array<Building> }>(["buildings", "list", "--member", "100001"])
    expect(list.data.map((b) => [b.name, b.placed]).sort()).toEqual([["Cottage", false], ["Villa", true]])
    const villa = list.data.find((b) => b.placed)!
    expect(villa.area).toEqual({ startX: 12, startY: 12, endX: 13, endY: 13 })

    const view = await run(["buildings", "list", "--member", "100001"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Buildings")
    expect(view.stdout).toContain("12,12:13,13")

    const products = await json<{ data: Array<{ size: string }> }>(["products", "list"])
    expect(products.data.map((p) => p.size)).toEqual(["1x1", "2x1", "2x2", "3x3", "4x4", "5x5"])
    const removed = await run(["buildings", "remove", String(villa.id), "--reason", "Blocks the plaza entrance"])
    expect(removed.stderr).toBe("")
    expect(removed.stdout).toContain(`Building #${villa.id} was removed from 12,12:13,13.`)
    const audit = await json<{ data: Array<{ action: string; details: { reason?: string } }> }>(["audit", "--target-type", "building", "--target-id", String(villa.id)])
    expect(audit.data[0]).toMatchObject({ action: "buildings.remove", details: { reason: "Blocks the plaza entrance" } })
  })
})
