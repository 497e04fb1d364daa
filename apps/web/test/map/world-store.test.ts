import { CELL_STATES, type WorldSnapshot, buildSnapshot, encodeDelta, encodeSnapshot, indexOf, unpackCell } from "@iw/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { WorldStore } from "../../src/features/map/api/world-store"

type Plot = { x: number; y: number; status: (typeof CELL_STATES)[number]; level: number; kind: "land"; minted: boolean; ownerId: number | null }
const W = 6
const H = 4
const base = (): Array<Plot> => Array.from({ length: W * H }, (_, i) => ({ x: i % W, y: Math.floor(i / W), status: "available", level: 1 + (i % 4), kind: "land", minted: false, ownerId: null }))
const snap = (version: number, plots: Array<Plot>) => buildSnapshot(version, plots, { x0: 0, y0: 0, width: W, height: H })

/**
 * A server that keeps every version of the world and answers snapshot and delta requests like the API: a delta
 * since v carries every cell written after v (the plots table's `version > v`), also one that changed and changed
 * back, which a diff of two snapshots would leave out although a live event may have shown the client the middle.
 */
const fakeServer = () => {
  const versions: Array<WorldSnapshot> = [snap(1, base())]
  const writtenAt: Array<number> = Array.from({ length: W * H }, () => 1)
  const calls: Array<string> = []
  const latest = () => versions[versions.length - 1]!
  const deltaSince = (since: number) => {
    const now = latest()
    const changes = writtenAt.flatMap((v, index) => (v > since ? [{ index, cell: now.cells[index]!, owner: now.owners[index]! }] : []))
    return { fromVersion: since, toVersion: now.version, x0: now.x0, y0: now.y0, width: now.width, height: now.height, changes }
  }
  const fetchFn = async (url: string) => {
    calls.push(url)
    const m = /since=(\d+)/.exec(url)
    const body = m ? (() => {
      const since = Number(m[1])
      return versions.some((v) => v.version === since) ? encodeDelta(deltaSince(since)) : encodeSnapshot(latest())
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
    writtenAt[indexOf(prev, x, y)] = prev.version + 1
    return { version: prev.version + 1, payload: { plots: [{ x, y, status: "sold" as const, level: plots[indexOf(prev, x, y)]!.level, kind: "land" as const, minted: false, ownerId: owner }], more: 0 } }
  }
  return { fetchFn, buy, latest, calls }
}

/**
 * The same server behind a network whose timing the scheduler decides: a request reaches the server at one
 * scheduled moment (the server reads the world then) and the answer reaches the client at a later one. Purchases
 * commit, and their live events arrive, at scheduled moments too, interleaved with those.
 */
const scheduledServer = (s: fc.Scheduler) => {
  const server = fakeServer()
  let scheduled = false
  const fetchFn = async (url: string) => {
    if (!scheduled) return server.fetchFn(url)
    await s.schedule(Promise.resolve(), `request ${url}`)
    const res = await server.fetchFn(url)
    return s.schedule(Promise.resolve(res), `answer ${url}`)
  }
  return { ...server, fetchFn, start: () => (scheduled = true) }
}

describe("the map's copy of the world", () => {
  it("converges to the server's world whatever the interleaving of commits, live events (late, repeated, missing, too big to carry their plots) and deltas in flight", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(
          fc.record({ x: fc.integer({ min: 0, max: W - 1 }), y: fc.integer({ min: 0, max: H - 1 }), owner: fc.integer({ min: 1, max: 3 }), copies: fc.constantFrom(0, 1, 1, 2), big: fc.boolean() }),
          { minLength: 1, maxLength: 8 }
        ),
        async (s, purchases) => {
          const server = scheduledServer(s)
          const store = new WorldStore(server.fetchFn as typeof fetch)
          await store.load()
          server.start()
          const work: Array<Promise<unknown>> = []
          // Commits happen one after the other (versions are taken in order); everything else interleaves.
          let committed: Promise<unknown> = Promise.resolve()
          purchases.forEach((p, i) => {
            const event = committed.then(() => s.schedule(Promise.resolve(), `commit ${i}`)).then(() => server.buy(p.x, p.y, p.owner))
            committed = event
            // The newest event reaches the client at least once: without it, nothing could tell it what it missed.
            const copies = i === purchases.length - 1 ? Math.max(1, p.copies) : p.copies
            for (let k = 0; k < copies; k++) {
              work.push(
                event
                  .then((e) => s.schedule(Promise.resolve(e), `deliver v${e.version}${p.big ? " (too big)" : ""}`))
                  .then((e) => store.applyLive(e.version, p.big ? { plots: [], more: 3 } : e.payload))
              )
            }
          })
          await s.waitFor(Promise.all(work))
          await s.waitAll()
          const mine = store.current!
          expect(mine.version).toBe(server.latest().version)
          expect([...mine.cells]).toEqual([...server.latest().cells])
          expect([...mine.owners]).toEqual([...server.latest().owners])
        }
      ),
      { numRuns: 300 }
    )
  })

  /** A server whose answers the test releases by hand: a delta read now arrives when the test says. */
  const heldServer = () => {
    const server = fakeServer()
    const gates: Array<() => void> = []
    let hold = false
    const fetchFn = async (url: string) => {
      const res = await server.fetchFn(url)
      if (hold) await new Promise<void>((r) => gates.push(r))
      return res
    }
    return { ...server, fetchFn, hold: (on: boolean) => (hold = on), release: () => gates.splice(0).forEach((g) => g()) }
  }

  it("a version+1 event applied while an older delta is in flight survives that delta", async () => {
    const server = heldServer()
    const store = new WorldStore(server.fetchFn as typeof fetch)
    await store.load()
    const v2 = server.buy(1, 0, 2)
    server.hold(true)
    // A resync asks for the delta since 1; the server reads it at version 2 …
    const inFlight = store.catchUp(v2.version)
    await new Promise((r) => setTimeout(r, 0))
    // … then (1,0) changes again at 3, and both events arrive before that delta.
    const v3 = server.buy(1, 0, 3)
    store.applyLive(v2.version, v2.payload)
    store.applyLive(v3.version, v3.payload)
    expect(store.version).toBe(3)
    server.release()
    await inFlight
    expect(store.current!.owners[indexOf(store.current!, 1, 0)]).toBe(3)
    expect([...store.current!.cells]).toEqual([...server.latest().cells])
    expect(store.version).toBe(3)
  })

  it("an event behind a gap, arriving while a delta read before it is in flight, is fetched, not dropped", async () => {
    const server = heldServer()
    const store = new WorldStore(server.fetchFn as typeof fetch)
    await store.load()
    server.buy(0, 0, 1)
    const v3 = server.buy(1, 0, 2)
    server.hold(true)
    // Only 3's event arrives: a gap, so the store asks for the delta since 1, read at version 3 …
    const first = store.applyLive(v3.version, v3.payload)
    await new Promise((r) => setTimeout(r, 0))
    // … and 4 commits and its event arrives while that delta is still on its way.
    const v4 = server.buy(2, 0, 3)
    const second = store.applyLive(v4.version, v4.payload)
    server.hold(false)
    server.release()
    await Promise.all([first, second])
    expect(store.version).toBe(4)
    expect([...store.current!.cells]).toEqual([...server.latest().cells])
    expect([...store.current!.owners]).toEqual([...server.latest().owners])
  })

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
