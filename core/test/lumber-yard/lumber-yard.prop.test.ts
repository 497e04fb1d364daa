import { TREE_FULL_GROWTH, type TreeGrowth, WOODS, decideHarvest, isPosition, seedItem, seedToPlant, TREE_POSITIONS_PER_PLOT, water } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

/** Each step: a CST day offset (0 = same day as before) and an action. */
const stepsArb = fc.array(fc.record({ advance: fc.nat({ max: 2 }), action: fc.constantFrom("water", "harvest") }), { minLength: 1, maxLength: 80 })

describe("tree growth (spec §9 Tree)", () => {
  it("gains at most 1 point a CST day and is harvestable exactly at 10, once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), stepsArb, (startDay, steps) => {
        let t: TreeGrowth = { growth: 0, lastWateredDay: null, harvestedAt: null }
        let day = startDay
        const gainedOn = new Map<number, number>()
        let harvests = 0
        for (const s of steps) {
          day += s.advance
          if (s.action === "water") {
            const d = water(t, day)
            if (d._tag === "Watered") {
              expect(d.growth).toBe(t.growth + 1)
              gainedOn.set(day, (gainedOn.get(day) ?? 0) + 1)
              t = { ...t, growth: d.growth, lastWateredDay: d.day }
            }
          } else {
            const d = decideHarvest(t)
            if (d._tag === "Harvest") {
              expect(t.growth).toBe(TREE_FULL_GROWTH)
              harvests++
              t = { ...t, harvestedAt: new Date(0) }
            } else if (d._tag === "NotGrown") expect(t.growth).toBeLessThan(TREE_FULL_GROWTH)
          }
          expect(t.growth).toBeLessThanOrEqual(TREE_FULL_GROWTH)
        }
        for (const n of gainedOn.values()) expect(n).toBe(1)
        expect(harvests).toBeLessThanOrEqual(1)
      })
    )
  })

  it("ten watering days grow it fully; the same day twice counts once", () => {
    let t: TreeGrowth = { growth: 0, lastWateredDay: null, harvestedAt: null }
    for (let d = 1; d <= 10; d++) {
      const first = water(t, d)
      if (first._tag !== "Watered") throw new Error(first._tag)
      t = { ...t, growth: first.growth, lastWateredDay: first.day }
      expect(water(t, d)._tag).toBe(d === 10 ? "FullyGrown" : "AlreadyWatered")
    }
    expect(decideHarvest(t)._tag).toBe("Harvest")
  })

  it("bounds planting positions", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (p) => {
        expect(isPosition(p)).toBe(p >= 0 && p < TREE_POSITIONS_PER_PLOT)
      })
    )
  })
})

describe("the seed a planting takes (spec §7 planting {plotId, position})", () => {
  const inventoryArb = fc.record({ 6: fc.nat({ max: 3 }), 7: fc.nat({ max: 3 }), 8: fc.nat({ max: 3 }) })
  it("is the wood asked for when a seed of it is held; without one asked, the first wood (6, 7, 8) held; else none", () => {
    fc.assert(
      fc.property(inventoryArb, fc.constantFrom(null, ...WOODS), (counts, wanted) => {
        const inventory = new Map(WOODS.map((w) => [seedItem(w), counts[w]] as const))
        const got = seedToPlant(inventory, wanted)
        if (wanted !== null) expect(got).toBe(counts[wanted] > 0 ? wanted : null)
        else expect(got).toBe(WOODS.find((w) => counts[w] > 0) ?? null)
        if (got !== null) expect(counts[got]).toBeGreaterThan(0)
      })
    )
  })
})
