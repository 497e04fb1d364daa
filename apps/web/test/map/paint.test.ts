import { CELL_STATES, type CellState, HELD_CELL_STATES, type WorldSnapshot, buildSnapshot } from "@iw/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { COLORS, DIMMED_ALPHA, LEGEND, type MapFilter, NO_FILTER, legendKeyOf, matchesFilter, nextToMineMask, paintWorld, repaintCells } from "../../src/features/map/utils/paint"

const STATES = CELL_STATES.filter((s) => s !== "none") as ReadonlyArray<Exclude<CellState, "none">>

/** Small worlds with every state, level, kind and a few owners, with holes. */
const worldOf = (width: number, height: number) =>
  fc
    .array(
      fc.option(fc.record({ state: fc.constantFrom(...STATES), level: fc.integer({ min: 1, max: 4 }), kind: fc.constantFrom("land", "land", "land", "road", "plaza"), minted: fc.boolean(), owner: fc.integer({ min: 1, max: 4 }) }), { freq: 6 }),
      { minLength: width * height, maxLength: width * height }
    )
    .map((cells) => {
      const plots = cells.flatMap((c, i) => (c ? [{ x: i % width, y: Math.floor(i / width), status: c.state, level: c.level, kind: c.kind, minted: c.minted, ownerId: c.owner }] : []))
      return buildSnapshot(7, plots, { x0: 0, y0: 0, width, height })
    })
const size = fc.record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
const world = size.chain(({ width, height }) => worldOf(width, height))
/** Two states of the same world: before and after some changes. */
const twoWorlds = size.chain(({ width, height }) => fc.tuple(worldOf(width, height), worldOf(width, height)))
const filter: fc.Arbitrary<MapFilter> = fc.record({ forSale: fc.boolean(), mine: fc.boolean(), nextToMine: fc.boolean(), levels: fc.subarray([1, 2, 3, 4]) })
const member = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null })

const rgbOf = (out: Uint8Array, i: number) => (out[i * 4]! << 16) | (out[i * 4 + 1]! << 8) | out[i * 4 + 2]!
const held = (w: WorldSnapshot, i: number) => HELD_CELL_STATES.includes(CELL_STATES[w.cells[i]! & 15]!)

describe("how the map colours plots", () => {
  it("has a colour and a legend entry for every state a plot can be in, staked and placed included", () => {
    for (const state of STATES) {
      for (const level of [1, 2, 3, 4]) {
        const w = buildSnapshot(1, [{ x: 0, y: 0, status: state, level, kind: "land", minted: false, ownerId: HELD_CELL_STATES.includes(state) ? 9 : null }], { x0: 0, y0: 0, width: 1, height: 1 })
        const key = legendKeyOf(w, 0, 1)
        expect(key).not.toBeNull()
        expect(LEGEND).toContain(key)
        expect(COLORS[key!]).toBeTypeOf("number")
      }
    }
    expect(LEGEND).toEqual(expect.arrayContaining(["staked", "placed", "temporarily_unavailable"]))
  })

  it("paints every plot in its legend colour and leaves holes transparent", () => {
    fc.assert(
      fc.property(world, member, (w, me) => {
        const out = new Uint8Array(w.cells.length * 4)
        paintWorld(w, { memberId: me, filter: NO_FILTER }, out)
        for (let i = 0; i < w.cells.length; i++) {
          const key = legendKeyOf(w, i, me)
          if (key === null) expect(out[i * 4 + 3]).toBe(0)
          else {
            expect(rgbOf(out, i)).toBe(COLORS[key])
            expect(out[i * 4 + 3]).toBe(255)
          }
        }
      })
    )
  })

  it("shows the member's own plots as theirs, whatever their state, and nobody else's", () => {
    fc.assert(
      fc.property(world, member, (w, me) => {
        for (let i = 0; i < w.cells.length; i++) {
          const isRoad = (w.cells[i]! & 0x80) !== 0
          const mine = me !== null && !isRoad && held(w, i) && w.owners[i] === me
          expect(legendKeyOf(w, i, me) === "mine").toBe(mine)
        }
      })
    )
  })

  it("dims exactly the plots a filter leaves out, and counts the rest", () => {
    fc.assert(
      fc.property(world, member, filter, (w, me, f) => {
        const out = new Uint8Array(w.cells.length * 4)
        const matching = paintWorld(w, { memberId: me, filter: f }, out)
        const near = nextToMineMask(w, me)
        let expected = 0
        const filtering = f.forSale || f.mine || f.nextToMine || f.levels.length > 0
        for (let i = 0; i < w.cells.length; i++) {
          if (legendKeyOf(w, i, me) === null) continue
          const shown = !filtering || matchesFilter(w, i, me, f, near)
          if (shown) expected++
          expect(out[i * 4 + 3]).toBe(shown ? 255 : DIMMED_ALPHA)
        }
        expect(matching).toBe(expected)
      })
    )
  })

  it("'for sale' keeps only available land; 'level' keeps only land of those levels", () => {
    fc.assert(
      fc.property(world, member, fc.subarray([1, 2, 3, 4], { minLength: 1 }), (w, me, levels) => {
        for (let i = 0; i < w.cells.length; i++) {
          const b = w.cells[i]!
          const land = (b & 0x80) === 0 && (b & 15) !== 0
          expect(matchesFilter(w, i, me, { ...NO_FILTER, forSale: true }, null)).toBe(land && CELL_STATES[b & 15] === "available")
          expect(matchesFilter(w, i, me, { ...NO_FILTER, levels }, null)).toBe(land && levels.includes(((b >> 4) & 3) + 1))
        }
      })
    )
  })

  it("'next to my plots' marks exactly the available land touching one of them", () => {
    fc.assert(
      fc.property(world, member, (w, me) => {
        const mask = nextToMineMask(w, me)
        for (let y = 0; y < w.height; y++) {
          for (let x = 0; x < w.width; x++) {
            const i = y * w.width + x
            const b = w.cells[i]!
            const availableLand = (b & 0x80) === 0 && CELL_STATES[b & 15] === "available"
            let touches = false
            for (let dy = -1; dy <= 1; dy++)
              for (let dx = -1; dx <= 1; dx++) {
                const nx = x + dx
                const ny = y + dy
                if ((dx || dy) && nx >= 0 && ny >= 0 && nx < w.width && ny < w.height && legendKeyOf(w, ny * w.width + nx, me) === "mine") touches = true
              }
            expect(mask[i] === 1).toBe(availableLand && touches)
          }
        }
      })
    )
  })

  it("repainting only the changed plots gives the same pixels as painting everything", () => {
    fc.assert(
      fc.property(twoWorlds, member, ([a, b], me) => {
        const full = new Uint8Array(b.cells.length * 4)
        paintWorld(b, { memberId: me, filter: NO_FILTER }, full)
        const partial = new Uint8Array(a.cells.length * 4)
        paintWorld(a, { memberId: me, filter: NO_FILTER }, partial)
        const changed = [...b.cells.keys()].filter((i) => a.cells[i] !== b.cells[i] || a.owners[i] !== b.owners[i])
        paintWorld(b, { memberId: me, filter: NO_FILTER }, partial, changed)
        expect(partial).toEqual(full)
      })
    )
  })

  it("keeps the 'N matching' count exact across live repaints of only the changed plots (repeats included)", () => {
    fc.assert(
      fc.property(twoWorlds, member, filter.map((f) => ({ ...f, nextToMine: false })), fc.array(fc.nat(), { maxLength: 6 }), ([a, b], me, f, extra) => {
        const out = new Uint8Array(a.cells.length * 4)
        const before = paintWorld(a, { memberId: me, filter: f }, out)
        const changed = [...b.cells.keys()].filter((i) => a.cells[i] !== b.cells[i] || a.owners[i] !== b.owners[i])
        // A change may name a plot twice, or a plot that did not change.
        const indices = [...changed, ...changed.slice(0, 2), ...extra.map((n) => n % b.cells.length)]
        const after = repaintCells(b, { memberId: me, filter: f }, out, indices, before)
        const full = new Uint8Array(b.cells.length * 4)
        expect(after).toBe(paintWorld(b, { memberId: me, filter: f }, full))
        expect(out).toEqual(full)
      })
    )
  })
})
