import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { describe, expect, it } from "vitest"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { onRealPostgres } from "../support/database"

/**
 * The tracker's limit holds across API processes (issue 16 §1): one member's beats sent at once through two
 * processes are admitted at most 8 per clock minute in all, and every admitted beat reaches the rollups exactly once,
 * whichever process buffered it.
 */
describe.runIf(onRealPostgres())("activity tracker across two API processes (PostgreSQL)", () => {
  const processes = twoApiProcesses("activity")

  it("admits at most 8 beats a member a minute through both processes, and the rollups count each admitted beat once", { timeout: 120_000 }, async () => {
    // Start early in a clock minute, so the burst stays in one window.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 61_000 - intoMinute))
    const anon = makeClient(api, { baseUrl: processes.a().base, token: () => null, lang: () => "en" })
    const token = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const staffToken = (await anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    const member = (p: ApiProcess) => makeClient(api, { baseUrl: p.base, token: () => token, lang: () => "en" })
    const staff = makeClient(api, { baseUrl: processes.b().base, token: () => staffToken, lang: () => "en" })

    const answers = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => member(i % 2 === 0 ? processes.a() : processes.b()).activity.tracker({ body: { route: "/en/map", seconds: 15, visibility: "visible" } }))
    )
    const admitted = answers.filter((x) => x.status === "fulfilled").length
    expect(admitted).toBe(8)
    for (const x of answers) if (x.status === "rejected") expect((x.reason as { status: number }).status).toBe(429)

    // Both processes write their buffers within a second; the rollups then hold exactly the admitted beats.
    await new Promise((r) => setTimeout(r, 2_500))
    const today = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10)
    const report = await staff.activity.usersActivity({ query: { from: today, to: today } })
    expect(report.data[0]).toMatchObject({ day: today, activeMembers: 1, beats: admitted })
    expect(report.routes).toEqual([expect.objectContaining({ route: "/map", beats: admitted, memberDays: 1 })])
  })
  it("credits a beat through the other process from the member's previous beat through the first, once written back", { timeout: 120_000 }, async () => {
    const anon = makeClient(api, { baseUrl: processes.a().base, token: () => null, lang: () => "en" })
    const r = await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    // The demo member's beats of this minute were used up by the test above: the next clock minute.
    await new Promise((done) => setTimeout(done, 60_500 - (Date.now() % 60_000)))
    const member = (p: ApiProcess) => makeClient(api, { baseUrl: p.base, token: () => r.accessToken, lang: () => "en" })
    const beat = (p: ApiProcess) => member(p).activity.tracker({ body: { route: "/en/map", seconds: 15, visibility: "visible" } })
    await beat(processes.a())
    // A second beat through A, admitted from A's share: the shared row does not know it until A writes it back.
    await new Promise((done) => setTimeout(done, 3_000))
    await beat(processes.a())
    await new Promise((done) => setTimeout(done, 1_500))
    const through = await beat(processes.b())
    // 1.5 s after A's second beat (and some): not the 4.5 s since A's first.
    expect(through.credited).toBeLessThanOrEqual(2)
  })
})
