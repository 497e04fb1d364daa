import { describe, expect, it } from "vitest"
import { addDays, cstToday, monthGrid, shiftMonth } from "../../src/features/ads/utils/days"

describe("the schedule calendar's CST days (spec §5 Ad date ranges)", () => {
  it("lays a month out in Monday-first weeks with every day once, in order", () => {
    const grid = monthGrid("2026-11-15")
    expect(grid[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]) // 1 Nov 2026 is a Sunday
    const days = grid.flat().filter((d) => d !== null)
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toBe("2026-11-30")
    expect(grid.every((w) => w.length === 7)).toBe(true)
    expect(monthGrid("2024-02-01").flat().filter((d) => d !== null)).toHaveLength(29)
  })

  it("counts whole days across month and year ends, and today is the CST date (UTC−6)", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28")
    expect(shiftMonth("2026-12-01", 1)).toBe("2027-01-01")
    expect(shiftMonth("2026-01-01", -1)).toBe("2025-12-01")
    expect(cstToday(new Date("2026-11-27T05:59:59Z"))).toBe("2026-11-26")
    expect(cstToday(new Date("2026-11-27T06:00:00Z"))).toBe("2026-11-27")
  })
})
