import { STORED_PLOT_STATES, TILE_SIZE, countTiles } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

/** `member/tiles`: the world cut into squares with how many plots each holds and how many are for sale. */
const state = fc.constantFrom("none" as const, "none" as const, ...STORED_PLOT_STATES)
const worlds = fc
  .record({ x0: fc.integer({ min: 0, max: 500 }), y0: fc.integer({ min: 0, max: 500 }), width: fc.integer({ min: 0, max: 90 }), height: fc.integer({ min: 0, max: 90 }), size: fc.integer({ min: 1, max: 40 }) })
  .chain((g) => fc.record({ g: fc.constant(g), cells: fc.array(state, { minLength: g.width * g.height, maxLength: g.width * g.height }) }))

describe("counting the map's tiles", () => {
  it("cuts the world into squares that cover every cell once, each counting exactly the plots and the plots for sale inside it", () => {
    fc.assert(
      fc.property(worlds, ({ g, cells }) => {
        const tiles = countTiles(g, (i) => cells[i]!, g.size)
        const covered = new Map<string, number>()
        for (const t of tiles) {
          expect(t.x1 - t.x0 + 1).toBeLessThanOrEqual(g.size)
          expect(t.y1 - t.y0 + 1).toBeLessThanOrEqual(g.size)
          let plots = 0
          let available = 0
          for (let y = t.y0; y <= t.y1; y++)
            for (let x = t.x0; x <= t.x1; x++) {
              covered.set(`${x},${y}`, (covered.get(`${x},${y}`) ?? 0) + 1)
              const s = cells[(y - g.y0) * g.width + (x - g.x0)]
              if (s !== "none") plots++
              if (s === "available") available++
            }
          expect({ plots: t.plots, available: t.available }).toEqual({ plots, available })
        }
        expect(covered.size).toBe(g.width * g.height)
        expect([...covered.values()].every((n) => n === 1)).toBe(true)
        expect(tiles.reduce((n, t) => n + t.plots, 0)).toBe(cells.filter((c) => c !== "none").length)
      })
    )
  })

  it("uses squares of 32 plots a side by default", () => {
    const tiles = countTiles({ x0: 0, y0: 0, width: 70, height: 33 }, () => "available")
    expect(TILE_SIZE).toBe(32)
    expect(tiles.map((t) => [t.x0, t.y0, t.x1, t.y1])).toEqual([
      [0, 0, 31, 31],
      [32, 0, 63, 31],
      [64, 0, 69, 31],
      [0, 32, 31, 32],
      [32, 32, 63, 32],
      [64, 32, 69, 32]
    ])
  })
})
