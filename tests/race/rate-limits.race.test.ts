import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { api } from "@iw/contracts"
import { ApiError, makeClient } from "@iw/contracts/client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ApiProcess, startApiProcess } from "../support/api-process"
import { dropSchema, freshSchemaName, onRealPostgres, testDatabaseUrl } from "../support/database"

/**
 * Issue 11 §3: the rate limits hold across API processes. They are kept in PostgreSQL behind ports (the log-in
 * throttle's LoginThrottleRepository, the code sends' VerificationRepository), so a Redis adapter could replace them;
 * here two processes on one database share them: failures split between the processes add up to one block, and a
 * code sent through one process makes the other answer "wait".
 */
describe.runIf(onRealPostgres())("rate limits across two API processes (PostgreSQL)", () => {
  const url = testDatabaseUrl()
  const schema = freshSchemaName()
  const dataDir = mkdtempSync(join(tmpdir(), "iw-limits-"))
  let a: ApiProcess | undefined
  let b: ApiProcess | undefined

  beforeAll(async () => {
    const env = { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema, WEB_DIR: "", STAFF_DIR: "", QUIET: "true", SEED_DEMO: "true", JOBS_EVERY_SECONDS: "0", APP_SECRET: "rate-limits-race-test-secret-0123456789abcdef" }
    a = await startApiProcess(env, "API process A")
    b = await startApiProcess(env, "API process B")
  }, 240_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    await dropSchema(url, schema)
  })

  const anon = (p: ApiProcess) => makeClient(api, { baseUrl: p.base, token: () => null, lang: () => "en" })
  const failure = async (call: Promise<unknown>) => {
    try {
      await call
    } catch (e) {
      if (e instanceof ApiError) return e
      throw e
    }
    throw new Error("expected a refusal")
  }

  it("log-in failures on both processes add up to one block, which both enforce", async () => {
    const tries = [a!, b!, a!, b!]
    for (const p of tries) expect((await failure(anon(p).staff.login({ body: { email: "support@interworld.local", password: "wrong" } }))).fieldErrors?.email?.[0].code).toBe("auth.failed")
    expect((await failure(anon(b!).staff.login({ body: { email: "support@interworld.local", password: "wrong" } }))).fieldErrors?.email?.[0].code).toBe("auth.blocked")
    for (const p of [a!, b!]) {
      const e = await failure(anon(p).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } }))
      expect(e.fieldErrors?.email?.[0].code).toBe("auth.throttle")
    }
  })

  it("a code sent through one process makes the other answer with the time left", async () => {
    const email = `limits.${Date.now()}@example.com`
    const first = await anon(a!).identity.sendEmailCode({ query: { email } })
    expect(first.availableIn).toBeGreaterThan(0)
    const again = await failure(anon(b!).identity.sendEmailCode({ query: { email } }))
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
  })
})
