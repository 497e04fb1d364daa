import { type Gate, flagsFor, defaultGates, parseGate } from "@iw/core"
import { passes } from "../../src/identity/domain/feature-gates"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const gateText = (g: Gate) => (g === "all" || g === "none" ? g : g.join(","))
const gate = fc.oneof(fc.constant<Gate>("all"), fc.constant<Gate>("none"), fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 9 }))

describe("feature gates (spec §6: 'all' passes everyone, otherwise the member id must be in the list)", () => {
  it("the build-setting text round-trips and decides membership", () => {
    fc.assert(
      fc.property(gate, fc.integer({ min: 1, max: 10 ** 9 }), (g, id) => {
        const parsed = parseGate(gateText(g))
        expect(parsed).toEqual(g)
        expect(passes(parsed!, id)).toBe(g === "all" ? true : g === "none" ? false : g.includes(id))
      })
    )
  })

  it("refuses malformed lists instead of guessing", () => {
    expect(parseGate("1,two,3")).toBeNull()
    expect(parseGate(" 100001 , 100002 ")).toEqual([100001, 100002])
  })

  it("the hide-for list hides the citizen and founders programmes for its member only", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (hidden, other) => {
        fc.pre(hidden !== other)
        const gates = { ...defaultGates, hideFor: [hidden] }
        expect(flagsFor(gates, hidden).citizenProgramIsVisible).toBe(false)
        expect(flagsFor(gates, hidden).founderPlanIsVisible).toBe(false)
        expect(flagsFor(gates, other).citizenProgramIsVisible).toBe(true)
      })
    )
  })
})
