import { ApiError } from "@iw/contracts/client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/** Races need real concurrency: PGlite has one connection, so these run on PostgreSQL (TEST_DATABASE_URL). */
describe.runIf(onRealPostgres())("identity under concurrency (PostgreSQL)", () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer()
  })
  afterAll(async () => {
    await s?.stop()
  })

  const settle = async <A>(ps: Array<Promise<A>>) => {
    const results = await Promise.allSettled(ps)
    return {
      ok: results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<A>).value),
      failed: results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as ApiError)
    }
  }

  it("ten simultaneous uses of one one-time code sign in exactly once", async () => {
    const login = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const { otp } = await s.clientWith(login.accessToken).identity.loginCode()
    const r = await settle(Array.from({ length: 10 }, () => s.anon.identity.loginByOtp({ query: { otp, member_id: 100001 } })))
    expect(r.ok).toHaveLength(1)
    expect(r.failed.every((e) => e.code === "OTP_INVALID")).toBe(true)
  })

  it("twenty simultaneous code requests for one e-mail send exactly one code", async () => {
    const email = `race.${Date.now()}@example.com`
    const r = await settle(Array.from({ length: 20 }, () => s.anon.identity.sendEmailCode({ query: { email } })))
    expect(r.ok).toHaveLength(1)
    expect(r.failed.every((e) => e.fieldErrors?.email?.[0].code === "verification.too_many")).toBe(true)
    expect((await s.ops.staff.outbox({ query: { recipient: email } })).meta.total).toBe(1)
  })

  it("twelve simultaneous wrong passwords: four fail, the fifth blocks the account, the rest are refused while blocked", async () => {
    const r = await settle(Array.from({ length: 12 }, () => s.anon.identity.login({ body: { username: "100001", password: "wrong" } })))
    const codes = r.failed.map((e) => e.fieldErrors?.username?.[0].code)
    expect(codes.filter((c) => c === "auth.failed")).toHaveLength(4)
    expect(codes.filter((c) => c === "auth.blocked")).toHaveLength(1)
    expect(codes.filter((c) => c === "auth.throttle")).toHaveLength(7)
  })

  it("ten simultaneous registrations with one token create exactly one member", async () => {
    const email = `token.${Date.now()}@example.com`
    await s.anon.identity.sendEmailCode({ query: { email } })
    const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
    const pw = "Str0ng!pass"
    const r = await settle(Array.from({ length: 10 }, (_, i) => s.anon.identity.register({ body: { token, lang: "en", name: `N${i}`, password: pw, password_confirmation: pw } })))
    expect(r.ok).toHaveLength(1)
    expect(r.failed.every((e) => e.status === 422)).toBe(true)
    expect((await s.ops.staff.listMembers({ query: { q: email } })).meta.total).toBe(1)
  })

})
