import { describe, expect, it } from "vitest"
import { makeStoreShelvesCache } from "../src/market/store-shelves.cache"

/** A store whose shelf a test changes, counting the reads the cache makes of it. */
const fakeStore = () => {
  let state = 1
  let reads = 0
  let gate: Promise<void> = Promise.resolve()
  return {
    change: () => ++state,
    reads: () => reads,
    /** Holds the next reads until `release` is called (a read in flight while a change is heard of). */
    hold: () => {
      let release = () => {}
      gate = new Promise<void>((r) => (release = r))
      return () => release()
    },
    read: (liveUntil: number | null = null) => async () => {
      reads++
      const seen = state
      await gate
      return { value: `state ${seen}`, bytes: 8, liveUntil }
    }
  }
}

describe("the store's shelves served from memory (issue 13 §4)", () => {
  it("reads a shelf page once per change and key however many requests ask, and again after a change", async () => {
    const store = fakeStore()
    const cache = makeStoreShelvesCache()
    cache.goLive()
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.answer("minerals|1", 0, store.read())))
    expect(new Set(first)).toEqual(new Set(["state 1"]))
    expect(store.reads()).toBe(1)
    expect(await cache.answer("wood|1", 0, store.read())).toBe("state 1")
    expect(store.reads()).toBe(2)
    store.change()
    expect(await cache.answer("minerals|1", 0, store.read())).toBe("state 1")
    cache.changed()
    expect(await cache.answer("minerals|1", 0, store.read())).toBe("state 2")
    expect(await cache.answer("minerals|1", 0, store.read())).toBe("state 2")
    expect(store.reads()).toBe(3)
  })

  it("does not keep a page read while a change was announced", async () => {
    const store = fakeStore()
    const cache = makeStoreShelvesCache()
    cache.goLive()
    const release = store.hold()
    const inFlight = cache.answer("k", 0, store.read())
    store.change()
    cache.changed()
    release()
    expect(await inFlight).toBe("state 1")
    expect(await cache.answer("k", 0, store.read())).toBe("state 2")
    expect(store.reads()).toBe(2)
  })

  it("drops a page at the earliest expiry on its shelf", async () => {
    const store = fakeStore()
    const cache = makeStoreShelvesCache()
    cache.goLive()
    await cache.answer("k", 0, store.read(1000))
    await cache.answer("k", 999, store.read(1000))
    expect(store.reads()).toBe(1)
    await cache.answer("k", 1000, store.read(1000))
    expect(store.reads()).toBe(2)
  })

  it("keeps nothing while the live channel is down, and starts afresh when it is back", async () => {
    const store = fakeStore()
    const cache = makeStoreShelvesCache()
    await cache.answer("k", 0, store.read())
    await cache.answer("k", 0, store.read())
    expect(store.reads()).toBe(2)
    cache.goLive()
    await cache.answer("k", 0, store.read())
    cache.offline()
    // A change missed while offline: nothing kept from before is answered.
    store.change()
    expect(await cache.answer("k", 0, store.read())).toBe("state 2")
    cache.goLive()
    expect(await cache.answer("k", 0, store.read())).toBe("state 2")
    expect(store.reads()).toBe(5)
  })

  it("keeps at most its byte limit, dropping the oldest pages first", async () => {
    const store = fakeStore()
    const cache = makeStoreShelvesCache({ maxBytes: 20 })
    cache.goLive()
    for (const k of ["a", "b", "c"]) await cache.answer(k, 0, store.read())
    await new Promise((r) => setTimeout(r, 0))
    expect(store.reads()).toBe(3)
    await cache.answer("c", 0, store.read())
    await cache.answer("a", 0, store.read())
    expect(store.reads()).toBe(4)
  })
})
