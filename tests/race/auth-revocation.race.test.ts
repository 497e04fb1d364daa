import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { describe, expect, it } from "vitest"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { onRealPostgres } from "../support/database"

/**
 * Each API process keeps the members it authenticated (so the tracker's posts every 15 s skip the session and member
 * reads), yet what ends a session ends it in every process at once: a log-out, a refresh or a block through one
 * process is refused by the other, which had the caller kept, within the live channel's delivery (migration 0053).
 */
describe.runIf(onRealPostgres())("sessions ended in one API process are refused by another (PostgreSQL)", () => {
  const processes = twoApiProcesses("auth-revocation")
  const { url, schema } = processes

  const anon = () => makeClient(api, { baseUrl: processes.a().base, token: () => null, lang: () => "en" })
  const as = (p: ApiProcess, token: string) => makeClient(api, { baseUrl: p.base, token: () => token, lang: () => "en" })
  const logIn = async () => (await anon().identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  /** The status of a member request through `p` with `token` (200 or the refusal's). */
  const statusOf = (p: ApiProcess, token: string) =>
    as(p, token).activity.packages().then(
      () => 200,
      (e: { status?: number }) => e.status ?? 0
    )
  /** Both processes have the caller kept: each answered the token twice. */
  const warm = async (token: string) => {
    for (const p of [processes.a(), processes.b(), processes.a(), processes.b()]) expect(await statusOf(p, token)).toBe(200)
  }
  /** Milliseconds until `p` refuses `token` with 401 (polling), or fails the test after 2 s. */
  const refusedWithin = async (p: ApiProcess, token: string) => {
    const t0 = performance.now()
    for (;;) {
      const s = await statusOf(p, token)
      if (s === 401) return performance.now() - t0
      expect(s).toBe(200)
      if (performance.now() - t0 > 2_000) throw new Error("the other process still answers the ended session after 2 s")
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  it("a log-out through A is refused by A at once and by B promptly", { timeout: 60_000 }, async () => {
    const token = await logIn()
    await warm(token)
    await as(processes.a(), token).identity.logout()
    expect(await statusOf(processes.a(), token)).toBe(401)
    expect(await refusedWithin(processes.b(), token)).toBeLessThan(1_000)
  })

  it("a refresh through B ends the previous token in A; the new one works in both", { timeout: 60_000 }, async () => {
    const token = await logIn()
    await warm(token)
    const fresh = (await as(processes.b(), token).identity.refresh()).accessToken
    expect(await statusOf(processes.b(), token)).toBe(401)
    expect(await refusedWithin(processes.a(), token)).toBeLessThan(1_000)
    expect(await statusOf(processes.a(), fresh)).toBe(200)
    expect(await statusOf(processes.b(), fresh)).toBe(200)
  })

  it("a member blocked by staff through B is refused by A, with every session", { timeout: 60_000 }, async () => {
    const [one, two] = [await logIn(), await logIn()]
    await warm(one)
    await warm(two)
    const staffToken = (await anon().staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    await as(processes.b(), staffToken).staff.blockMember({ params: { id: 100001 }, body: { reason: "chargeback" } })
    expect(await statusOf(processes.b(), one)).toBe(401)
    expect(await refusedWithin(processes.a(), one)).toBeLessThan(1_000)
    expect(await refusedWithin(processes.a(), two)).toBeLessThan(1_000)
    await as(processes.b(), staffToken).staff.unblockMember({ params: { id: 100001 }, body: {} })
    // Unblocking lets the member log in again; the sessions the block ended stay ended.
    expect(await statusOf(processes.a(), one)).toBe(401)
    expect(await statusOf(processes.a(), await logIn())).toBe(200)
  })

  it("a session revoked by hand in the database is refused by both processes promptly", { timeout: 60_000 }, async () => {
    const token = await logIn()
    await warm(token)
    const pg = (await import("pg")).default
    const db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` })
    await db.connect()
    try {
      const sessionId = token.split(".")[1]!
      await db.query("update sessions set revoked_at = now() where id = $1", [sessionId])
    } finally {
      await db.end()
    }
    expect(await refusedWithin(processes.a(), token)).toBeLessThan(1_000)
    expect(await refusedWithin(processes.b(), token)).toBeLessThan(1_000)
  })
})
