import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PLOT_COORDINATE_MAX, PlotIdInput, decodeWire, encodeWire } from "../src/index"

const coordinate = fc.integer({ min: 0, max: PLOT_COORDINATE_MAX })

/** Spec §3 keys map plots by x:y: a game call's plotId is read from {x, y} or from the text x:y (or x,y). */
describe("a PLOT in a game call's body", () => {
  it("reads {x, y}, x:y and x,y as the same PLOT, and refuses other text on the field", () => {
    fc.assert(
      fc.property(coordinate, coordinate, (x, y) => {
        for (const input of [{ x, y }, `${x}:${y}`, `${x},${y}`, ` ${x} : ${y} `]) {
          const r = decodeWire(PlotIdInput, input, "plotId")
          expect(r.ok && r.value).toEqual({ x, y })
        }
        expect(encodeWire(PlotIdInput, { x, y })).toEqual({ x, y })
      })
    )
    for (const bad of ["12-40", "12:", "a:b", "", "1:2:3", { x: -1, y: 2 }, 12]) {
      const r = decodeWire(PlotIdInput, bad, "plotId")
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.errors).every((k) => k.startsWith("plotId"))).toBe(true)
    }
  })
})
