import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LandSchemas, PLOT_COORDINATE_MAX, PlotIdText, decodeWire, parsePlotIdText, plotIdText, plotOfQuery } from "../src/index"

/** One plot id on the wire: `{x, y}` from 0 to PLOT_COORDINATE_MAX, and `x,y` as one text. */
const coordinate = fc.integer({ min: 0, max: PLOT_COORDINATE_MAX })

describe("the plot id", () => {
  it("as text reads back the plot it was written from, and names no plot out of the world's range", () => {
    fc.assert(
      fc.property(coordinate, coordinate, (x, y) => {
        expect(parsePlotIdText(plotIdText({ x, y }))).toEqual({ x, y })
        expect(parsePlotIdText(` ${x},${y} `)).toEqual({ x, y })
      })
    )
    for (const bad of ["one", "1;2", "-1,2", "1,2,3", "1.5,2", `${PLOT_COORDINATE_MAX + 1},0`, "1, 2"]) expect(parsePlotIdText(bad), bad).toBeNull()
  })

  it("as a field of a request is refused by the server with ledger.plot_format, and sent by the client as typed", () => {
    const Body = Schema.Struct({ plotId: Schema.optionalKey(PlotIdText) })
    expect(decodeWire(Body, { plotId: "one" }, "body")).toEqual({ ok: false, errors: { plotId: [{ code: "ledger.plot_format" }] } })
    expect(decodeWire(Body, { plotId: "x".repeat(40) }, "body")).toEqual({ ok: false, errors: { plotId: [{ code: "validation.max.string", params: { max: 32 } }] } })
    expect(decodeWire(Body, { plotId: "12,40" }, "body")).toEqual({ ok: true, value: { plotId: "12,40" } })
    expect(decodeWire(Body, { plotId: "" }, "body")).toEqual({ ok: true, value: { plotId: "" } })
    expect(Schema.encodeSync(Body)({ plotId: "one" })).toEqual({ plotId: "one" })
  })

  it("as coordinates takes whole numbers from 0 in bodies and queries", () => {
    expect(decodeWire(LandSchemas.CoordQuery, { x: "-1", y: "3" }, "query")).toEqual({ ok: false, errors: { x: [{ code: "validation.between.numeric", params: { min: 0, max: PLOT_COORDINATE_MAX } }] } })
    expect(decodeWire(LandSchemas.CoordBody, { x: 0, y: PLOT_COORDINATE_MAX }, "body")).toEqual({ ok: true, value: { x: 0, y: PLOT_COORDINATE_MAX } })
    expect(decodeWire(LandSchemas.CartBody, { plots: [{ x: 2, y: -4 }] }, "body")).toMatchObject({ ok: false, errors: { "plots.0.y": [{ code: "validation.between.numeric" }] } })
  })
})

describe("a query naming one PLOT (spec §7 Lumber Yard plot (plotId))", () => {
  it("reads plotId as x:y (the spec's map key) or x,y, or x and y; names none when half or malformed", () => {
    fc.assert(
      fc.property(coordinate, coordinate, (x, y) => {
        expect(plotOfQuery({ plotId: `${x}:${y}` })).toEqual({ x, y })
        expect(plotOfQuery({ plotId: `${x},${y}` })).toEqual({ x, y })
        expect(plotOfQuery({ x, y })).toEqual({ x, y })
        expect(plotOfQuery({ x })).toBeNull()
        expect(plotOfQuery({ plotId: `${x}-${y}` })).toBeNull()
        expect(plotOfQuery({ plotId: `${x}:${y}`, y })).toBeNull()
      })
    )
  })
})
