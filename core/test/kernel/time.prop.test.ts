import { reportRange } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const date = fc.integer({ min: Date.UTC(2022, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms))

describe("a report's default range", () => {
  it("keeps the dates given; without an end it ends now, without a start it starts the given days before its end", () => {
    fc.assert(
      fc.property(fc.option(date, { nil: undefined }), fc.option(date, { nil: undefined }), date, fc.integer({ min: 1, max: 400 }), (from, to, now, days) => {
        const r = reportRange({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, now, days)
        expect(r.to).toEqual(to ?? now)
        expect(r.from).toEqual(from ?? new Date(r.to.getTime() - days * 86_400_000))
      })
    )
  })
})
