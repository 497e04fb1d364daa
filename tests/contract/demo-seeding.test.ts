import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { bannerLines, loadConfig, startServer } from "@iw/api"
import { describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"

/** Issue 11 §1.4: demo accounts (published passwords) only where a demo is meant, never in production. */
describe("demo seeding", () => {
  it("seeds the embedded one-command demo, but a PostgreSQL server only with SEED_DEMO=true, and production never", () => {
    expect(loadConfig({}).seedDemo).toBe(true)
    expect(loadConfig({ DATABASE_URL: "postgres://db/x" }).seedDemo).toBe(false)
    expect(loadConfig({ DATABASE_URL: "postgres://db/x", SEED_DEMO: "true" }).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false)
    expect(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" }).seedDemo).toBe(false)
    expect(() => loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" })).toThrow(/SEED_DEMO/)
  })

  it("prints demo passwords only for the embedded demo", () => {
    const server = { url: "http://localhost:3000", demoMemberId: 100001 }
    const embedded = bannerLines(loadConfig({}), server).join("\n")
    expect(embedded).toContain("Admin#2026pass")
    expect(embedded).toContain("/api/health")
    const postgres = bannerLines(loadConfig({ DATABASE_URL: "postgres://db/x", SEED_DEMO: "true" }), server).join("\n")
    expect(postgres).toContain("admin@interworld.local")
    expect(postgres).not.toMatch(/#2026pass/)
    expect(bannerLines(loadConfig({ DATABASE_URL: "postgres://db/x" }), { ...server, demoMemberId: null }).join("\n")).not.toContain("Demo accounts")
  })

  it.skipIf(onRealPostgres())("refuses to start in production while a demo account exists", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "iw-prod-"))
    const env = { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIR: "", STAFF_DIR: "", QUIET: "true", JOBS_EVERY_SECONDS: "0" }
    try {
      const demo = await startServer(loadConfig(env))
      expect(demo.demoMemberId).toBe(100001)
      await demo.close()
      await expect(startServer(loadConfig({ ...env, NODE_ENV: "production" }))).rejects.toThrow(/demo accounts/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
