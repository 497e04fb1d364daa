import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatTime } from "../src/lib/text"

describe("times in the CLI (spec §9: displayed times are CST)", () => {
  it("print the CST wall clock to the second, whatever the machine's time zone", () => {
    expect(formatTime(new Date("2026-01-02T05:59:59Z"))).toBe("2026-01-01 23:59:59 CST")
    expect(formatTime(new Date("2026-07-01T12:00:07Z"))).toBe("2026-07-01 06:00:07 CST")
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const shifted = new Date(ms - 6 * 3_600_000).toISOString()
        expect(formatTime(new Date(ms))).toBe(`${shifted.slice(0, 10)} ${shifted.slice(11, 19)} CST`)
      })
    )
  })
})
