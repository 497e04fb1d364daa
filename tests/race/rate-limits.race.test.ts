import { api } from "@iw/contracts"
import { ApiError, makeClient } from "@iw/contracts/client"
import { describe, expect, it } from "vitest"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { onRealPostgres } from "../support/database"

/**
 * Issue 11 §3: the rate limits hold across API processes. They are kept in PostgreSQL behind ports (the log-in
 * throttle's LoginThrottleRepository, the code sends' VerificationRepository), so a Redis adapter could replace them;
 * here two processes on one database share them: failures split between the processes add up to one block, and a
 * code sent through one process makes the other answer "wait".
 */
describe.runIf(onRealPostgres())("rate limits across two API processes (PostgreSQL)", () => {
  const processes = twoApiProcesses("limits")

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
    const tries = [processes.a(), processes.b(), processes.a(), processes.b()]
    for (const p of tries) expect((await failure(anon(p).staff.login({ body: { email: "support@interworld.local", password: "wrong" } }))).fieldErrors?.email?.[0].code).toBe("auth.failed")
    expect((await failure(anon(processes.b()).staff.login({ body: { email: "support@interworld.local", password: "wrong" } }))).fieldErrors?.email?.[0].code).toBe("auth.blocked")
    for (const p of [processes.a(), processes.b()]) {
      const e = await failure(anon(p).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } }))
      expect(e.fieldErrors?.email?.[0].code).toBe("auth.throttle")
    }
  })

  it("a code sent through one process makes the other answer with the time left", async () => {
    const email = `limits.${Date.now()}@example.com`
    const first = await anon(processes.a()).identity.sendEmailCode({ query: { email } })
    expect(first.availableIn).toBeGreaterThan(0)
    const again = await failure(anon(processes.b()).identity.sendEmailCode({ query: { email } }))
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
  })
})
