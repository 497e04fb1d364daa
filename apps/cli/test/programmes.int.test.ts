import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * `programmes run revenue-sharing --day …` and `programmes status MEMBER` as staff run them, against a real server with
 * the demo buildings seeded (SEED_DEMO_BUILDINGS): the demo member holds 9 activated PLOTs and 2 buildings, so they
 * qualify in phase 4.
 */
const { run, json } = cliAgainstServer("programmes", { SEED_DEMO_BUILDINGS: "true" })

describe("programmes commands against a running server", { timeout: 300_000 }, () => {
  it("shows a member's programmes, runs a past day twice (the second pays nobody again) and refuses a day not over", async () => {
    const status = await json<{ citizen: { eligibility: { eligible: boolean; phase: number; activatedPlots: number } }; revenueSharing: { todayState: string | null } }>(["programmes", "status", "100001"])
    expect(status.citizen.eligibility).toMatchObject({ eligible: true, phase: 4, activatedPlots: 9 })
    expect(status.revenueSharing.todayState).toBe("calculating")
    const view = await run(["programmes", "status", "100001"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Eligible in phase 4: 9 of 3 activated PLOTs")

    const first = await json<{ day: string; state: string; runs: number }>(["programmes", "run", "revenue-sharing", "--day", "2026-01-02"])
    expect(first).toMatchObject({ day: "2026-01-02", state: "paid", runs: 1 })
    const again = await run(["programmes", "run", "revenue-sharing", "--day", "2026-01-02"])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain("Day 2026-01-02: paid.")
    expect(again.stdout).toContain("run 2 time(s)")

    const future = await run(["programmes", "run", "revenue-sharing", "--day", "2099-01-01"])
    expect(future.code).not.toBe(0)
    expect(future.stderr).toContain("is not over yet")
    const bad = await run(["programmes", "run", "lottery", "--day", "2026-01-02"])
    expect(bad.code).not.toBe(0)
  })

  it("lists the DAO's proposals with their results and the board's five seats (the demo seeds one open proposal and seat 1)", async () => {
    const list = await json<{ data: Array<{ id: number; title: string; state: string; result: { yes: string; voters: number } }>; meta: { total: number; page: number } }>(["programmes", "dao", "proposals"])
    expect(list.meta).toMatchObject({ total: 1, page: 1 })
    expect(list.data[0]).toMatchObject({ title: "Open a second Lumber Yard district", state: "open", result: { yes: "0", voters: 0 } })
    const view = await run(["programmes", "dao", "proposals"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("DAO proposals")
    expect(view.stdout).toContain("open")
    expect(view.stdout).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} CST/)
    const board = await json<{ data: Array<{ seat: number; memberId: number }> }>(["programmes", "dao", "board"])
    expect(board.data).toEqual([expect.objectContaining({ seat: 1, memberId: 100001 })])
    const seats = await run(["programmes", "dao", "board"])
    expect(seats.stdout).toContain("Security Advisory Board")
    expect(seats.stdout.match(/vacant/g)).toHaveLength(4)
    const bad = await run(["programmes", "dao", "proposals", "--page", "0"])
    expect(bad.code).not.toBe(0)
  })
})
