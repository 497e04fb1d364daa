import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AP_POINTS_START, CST_TIME_ZONE, FOUNDERS_PHASE_2_STARTS, WORLD_START, cstDays, formatCst, parseCst, toCstWall } from "../src/cst"

/** Spec §9 "Displayed times: CST" and §5 "Ad date ranges: UTC-6": one CST, UTC−6, for the server, the web apps and the CLI. */
describe("CST, the product's one clock for people", () => {
  it("is UTC−6 all year: the spec's dates name these instants", () => {
    expect(WORLD_START.toISOString()).toBe("2022-03-10T14:55:00.000Z")
    expect(FOUNDERS_PHASE_2_STARTS.toISOString()).toBe("2022-09-01T14:00:00.000Z")
    expect(AP_POINTS_START.toISOString()).toBe("2024-01-01T06:00:00.000Z")
    expect(formatCst(new Date("2030-01-02T06:00:00Z"))).toBe("2030-01-02 00:00")
  })

  it("reads back what it writes, to the minute, and the browser's Intl time zone shows the same wall clock", () => {
    const minute = 60_000
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / minute, max: Date.UTC(2100, 0, 1) / minute }), (m) => {
        const d = new Date(m * minute)
        expect(parseCst(toCstWall(d))?.getTime()).toBe(d.getTime())
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat("en-CA", { timeZone: CST_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
            .formatToParts(d)
            .map((p) => [p.type, p.value])
        )
        expect(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`).toBe(formatCst(d))
      })
    )
  })

  it("refuses what is not a time", () => {
    for (const bad of ["", "2022-02-30T10:00", "2022-03-10T25:00", "2022-03-10", "10/03/2022 08:55"]) expect(parseCst(bad)).toBeNull()
    expect(parseCst("2022-03-10 08:55")?.toISOString()).toBe("2022-03-10T14:55:00.000Z")
  })

  it("a run of CST days covers from the first day's 00:00 CST to the next day's 00:00 CST after the last", () => {
    expect(cstDays("2026-01-01", "2026-01-31")).toEqual({ from: "2026-01-01T06:00:00.000Z", to: "2026-02-01T06:00:00.000Z" })
    expect(cstDays("2026-02-30", "2026-03-01")).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 }), fc.integer({ min: 0, max: 400 }), (day, n) => {
        const first = new Date(day * 86_400_000).toISOString().slice(0, 10)
        const last = new Date((day + n) * 86_400_000).toISOString().slice(0, 10)
        const r = cstDays(first, last)!
        expect(Date.parse(r.to) - Date.parse(r.from)).toBe((n + 1) * 86_400_000)
        expect(toCstWall(new Date(r.from))).toBe(`${first}T00:00`)
        expect(toCstWall(new Date(Date.parse(r.to) - 1)).slice(0, 10)).toBe(last)
      })
    )
  })
})
