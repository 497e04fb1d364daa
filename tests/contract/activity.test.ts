import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { gamer } from "../support/games"
import { type TestServer, startTestServer } from "../support/server"

/**
 * The activity tracker over HTTP (spec §7 `member/common/tracker`): refused unsigned, credited no more than the wall
 * time, limited per member (429), summed into the rollups the users-activity statistics read; and the four back-office
 * statistics (sales, revenue, users-activity, nft-office-transfer-history) with their periods and permissions.
 */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>
const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10)

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("activity tracker (spec §7, §9 activity tracker packages)", () => {
  it("is refused unsigned and for bad input, and answers 401 before reading the body", async () => {
    expect((await failureOf(s.anon.activity.tracker({ body: { route: "/en/map", seconds: 15, visibility: "visible" } }))).status).toBe(401)
    const m = await gamer(s, staff, "tracker-bad", [])
    const bad = await failureOf(m.client.activity.tracker({ body: { route: "https://evil.example/x", seconds: 15, visibility: "visible" } }))
    expect(bad.status).toBe(422)
    expect(bad.fieldErrors?.route?.[0]?.code).toBe("validation.regex")
  })

  it("credits at most the wall time, limits beats per member, and the rollups count the member and the route", async () => {
    const before = await staff.activity.usersActivity({ query: { from: today(), to: today() } })
    const m = await gamer(s, staff, "tracker", [])
    const first = await m.client.activity.tracker({ body: { route: "/en/plots/123?x=1", seconds: 3600, visibility: "visible" } })
    expect(first.credited).toBe(15)
    const second = await m.client.activity.tracker({ body: { route: "/en/plots/456", seconds: 15, visibility: "hidden" } })
    expect(second.credited).toBeLessThanOrEqual(1)
    // At most 8 a clock minute: 17 quick beats span at most two minutes, so at least one is refused with 429.
    const answers = await Promise.allSettled(Array.from({ length: 15 }, () => m.client.activity.tracker({ body: { route: "/en/map", seconds: 1, visibility: "visible" } })))
    const refused = answers.filter((a) => a.status === "rejected")
    expect(refused.length).toBeGreaterThan(0)
    for (const r of refused) expect(((r as PromiseRejectedResult).reason as { status: number; code: string })).toMatchObject({ status: 429, code: "TOO_MANY_ATTEMPTS" })

    const after = await staff.activity.usersActivity({ query: { from: today(), to: today() } })
    const was = before.data[0]
    const now = after.data[0]!
    expect(now.day).toBe(today())
    expect(now.activeMembers).toBe((was?.activeMembers ?? 0) + 1)
    expect(now.seconds).toBeGreaterThanOrEqual((was?.seconds ?? 0) + 15)
    expect(after.routes.find((r) => r.route === "/plots/:id")).toMatchObject({ memberDays: expect.any(Number) })
    const mine = await m.client.activity.packages()
    expect(mine).toMatchObject({ boxes: 0, reached: [], next: 7, missing: 7, windowDays: 56, boxSeconds: 300 })
  })
})

describe("staff statistics (spec §2 /staff/statistics/…)", () => {
  it("answers sales, revenue, users-activity and NFT transfers by CST day, and refuses members and bad periods", async () => {
    const m = await gamer(s, staff, "stats", [{ x: 141, y: 95 }])
    await m.client.lumberYard.purchase({ body: { productId: 1, quantity: 1 } })
    const revenue = await staff.activity.revenue({ query: {} })
    expect(revenue.to).toBe(today())
    expect(revenue.data.some((r) => r.day === today() && Number(r.amount.decimal) > 0)).toBe(true)
    const sales = await staff.activity.sales({ query: { from: "2022-01-01", to: "2022-12-31" } })
    expect(sales).toMatchObject({ from: "2022-01-01", to: "2022-12-31" })
    expect(Array.isArray(sales.data)).toBe(true)
    const nft = await staff.activity.nftTransfers({ query: {} })
    for (const r of nft.data) expect(["mint", "transfer"]).toContain(r.kind)

    const late = await failureOf(staff.activity.sales({ query: { from: "2026-02-02", to: "2026-02-01" } }))
    expect(late.fieldErrors?.to?.[0]?.code).toBe("validation.invalid")
    expect((await failureOf(staff.activity.revenue({ query: { from: "2020-01-01", to: "2026-01-01" } }))).fieldErrors?.from?.[0]?.code).toBe("validation.max.numeric")
    expect((await failureOf(staff.activity.sales({ query: { from: "2026-02-30" } }))).fieldErrors?.from?.[0]?.code).toBe("validation.date")
    expect((await failureOf(m.client.activity.sales({ query: {} }))).status).toBe(401)
  })
})
