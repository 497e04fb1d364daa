import { CELL_STATES, type WorldSnapshot, buildSnapshot, diffSnapshots, encodeDelta, encodeSnapshot, indexOf, unpackCell } from "@iw/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { WorldStore } from "../../src/features/map/world-store"

type Plot = { x: number; y: number; status: (typeof CELL_STATES)[number]; level: number; kind: "land"; minted: boolean; ownerId: number | null }
const W = 6
const H = 4
const base = (): Array<Plot> => Array.from({ length: W * H }, (_, i) => ({ x: i % W, y: Math.floor(i / W), status: "available", level: 1 + (i % 4), kind: "land", minted: false, ownerId: null }))
const snap = (version: number, plots: Array<Plot>) => buildSnapshot(version, plots, { x0: 0, y0: 0, width: W, height: H })

/** A server that keeps every version of the world and answers snapshot and delta requests like the API. */
const fakeServer = () => {
  const versions: Array<WorldSnapshot> = [snap(1, base())]
  const calls: Array<string> = []
  const latest = () => versions[versions.length - 1]!
  const fetchFn = async (url: string) => {
    calls.push(url)
    const m = /since=(\d+)/.exec(url)
    const body = m ? (() => {
      const since = Number(m[1])
      const from = versions.find((v) => v.version === since)
      return from ? encodeDelta(diffSnapshots(from, latest())) : encodeSnapshot(latest())
    })() : encodeSnapshot(latest())
    return new Response(new Blob([body as Uint8Array<ArrayBuffer>]), { status: 200, headers: { ETag: `"w${latest().version}"` } })
  }
  const buy = (x: number, y: number, owner: number) => {
    const plots = base()
    const prev = latest()
    for (let i = 0; i < plots.length; i++) {
      const c = unpackCell(prev.cells[i]!)
      plots[i] = { ...plots[i]!, status: c.state as Plot["status"], ownerId: prev.owners[i] || null }
    }
    plots[indexOf(prev, x, y)] = { ...plots[indexOf(prev, x, y)]!, status: "sold", ownerId: owner }
    versions.push(snap(prev.version + 1, plots))
    return { version: prev.version + 1, payload: { plots: [{ x, y, status: "sold" as const, level: plots[indexOf(prev, x, y)]!.level, kind: "land" as const, minted: false, ownerId: owner }], more: 0 } }
  }
  return { fetchFn, buy, latest, calls }
}

describe("the map's copy of the world", () => {
  it("ends equal to the server's world whatever live events it misses, repeats or gets out of order, once it catches up", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: W - 1 }), y: fc.integer({ min: 0, max: H - 1 }), owner: fc.integer({ min: 1, max: 3 }), deliver: fc.constantFrom("yes", "no", "twice") }), { maxLength: 12 }),
        fc.boolean(),
        async (purchases, shuffle) => {
          const server = fakeServer()
          const store = new WorldStore(server.fetchFn as typeof fetch)
          await store.load()
          const events = purchases.flatMap((p) => {
            const e = server.buy(p.x, p.y, p.owner)
            return p.deliver === "no" ? [] : p.deliver === "twice" ? [e, e] : [e]
          })
          if (shuffle) events.reverse()
          for (const e of events) await store.applyLive(e.version, e.payload)
          await store.catchUp()
          const mine = store.current!
          expect(mine.version).toBe(server.latest().version)
          expect([...mine.cells]).toEqual([...server.latest().cells])
          expect([...mine.owners]).toEqual([...server.latest().owners])
        }
      ),
      { numRuns: 150 }
    )
  })

  it("applies the next version at once, without asking the server", async () => {
    const server = fakeServer()
    const store = new WorldStore(server.fetchFn as typeof fetch)
    await store.load()
    const changes: Array<ReadonlyArray<number> | null> = []
    store.subscribe((c) => changes.push(c.changed))
    const e = server.buy(2, 1, 9)
    await store.applyLive(e.version, e.payload)
    expect(server.calls).toHaveLength(1)
    expect(changes).toEqual([[indexOf(store.current!, 2, 1)]])
    expect(store.current!.owners[indexOf(store.current!, 2, 1)]).toBe(9)
  })

  it("fills a gap from the delta since its version", async () => {
    const server = fakeServer()
    const store = new WorldStore(server.fetchFn as typeof fetch)
    await store.load()
    server.buy(0, 0, 1)
    const e = server.buy(1, 0, 2)
    await store.applyLive(e.version, e.payload)
    expect(server.calls[1]).toBe("/api/public/map/delta?since=1")
    expect(store.version).toBe(3)
    expect([...store.current!.cells]).toEqual([...server.latest().cells])
  })
})
