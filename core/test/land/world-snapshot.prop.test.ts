import { CELL_STATES, applyDelta, buildSnapshot, decodeDelta, decodeSnapshot, diffSnapshots, encodeDelta, encodeSnapshot, packCell, unpackCell } from "@iw/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const cell = fc.record({
  state: fc.constantFrom(...CELL_STATES.filter((s) => s !== "none")),
  level: fc.integer({ min: 1, max: 4 }),
  kind: fc.constantFrom("land" as const, "road" as const, "plaza" as const),
  minted: fc.boolean(),
  ownerId: fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: null })
})
const world = fc
  .record({ x0: fc.integer({ min: -50, max: 50 }), y0: fc.integer({ min: -50, max: 50 }), width: fc.integer({ min: 1, max: 30 }), height: fc.integer({ min: 1, max: 30 }), version: fc.integer({ min: 0, max: 2 ** 40 }) })
  .chain((g) =>
    fc.record({
      g: fc.constant(g),
      plots: fc.array(fc.tuple(fc.nat(g.width - 1), fc.nat(g.height - 1), cell), { maxLength: g.width * g.height }).map((cs) => cs.map(([x, y, c]) => ({ x: g.x0 + x, y: g.y0 + y, status: c.state, level: c.level, kind: c.kind, minted: c.minted, ownerId: c.ownerId })))
    })
  )
  .map(({ g, plots }) => buildSnapshot(g.version, plots, g))

describe("world snapshot encoding (issue 4 §2)", () => {
  it("a packed cell unpacks to itself (levels of roads and plazas are not carried)", () => {
    fc.assert(
      fc.property(cell, (c) => {
        const expected = { state: c.state, level: c.kind === "land" ? c.level : 1, kind: c.kind, minted: c.minted }
        expect(unpackCell(packCell(expected))).toEqual(expected)
      })
    )
  })

  it("decode(encode(snapshot)) is the snapshot, and the size is 32 bytes + one per cell + owner varints", () => {
    fc.assert(
      fc.property(world, (s) => {
        const bytes = encodeSnapshot(s)
        expect(decodeSnapshot(bytes)).toEqual(s)
        expect(bytes.length).toBeGreaterThanOrEqual(32 + s.width * s.height)
      })
    )
  })

  it("applying the encoded delta between two states of the world gives the second state", () => {
    fc.assert(
      fc.property(world, fc.array(fc.tuple(fc.nat(), cell), { maxLength: 40 }), fc.integer({ min: 1, max: 1000 }), (a, edits, step) => {
        const plots: Array<{ x: number; y: number; status: string; level: number; kind: string; minted: boolean; ownerId: number | null }> = []
        const n = a.width * a.height
        const after = a.cells.slice()
        const owners = a.owners.slice()
        for (const [i, c] of edits) {
          after[i % n] = packCell({ state: c.state, level: c.level, kind: c.kind, minted: c.minted })
          owners[i % n] = c.ownerId ?? 0
        }
        for (let i = 0; i < n; i++) {
          if (after[i] === 0) continue
          const u = unpackCell(after[i]!)
          plots.push({ x: a.x0 + (i % a.width), y: a.y0 + Math.floor(i / a.width), status: u.state, level: u.level, kind: u.kind, minted: u.minted, ownerId: owners[i] || null })
        }
        const b = buildSnapshot(a.version + step, plots, a)
        const delta = decodeDelta(encodeDelta(diffSnapshots(a, b)))
        expect(applyDelta(a, delta)).toEqual(b)
      })
    )
  })

  it("a delta for another geometry never applies", () => {
    fc.assert(
      fc.property(world, world, (a, b) => {
        const d = diffSnapshots(b, b)
        const same = a.x0 === b.x0 && a.y0 === b.y0 && a.width === b.width && a.height === b.height
        if (!same) expect(applyDelta(a, d)).toBeNull()
      })
    )
  })
})
