import type { WorldCell } from "@iw/core"
import { describe, expect, it } from "vitest"
import { type WorldSource, makeWorldSnapshotCache } from "../src/land/world-snapshot.cache"

/** A world whose version moves when a test says, counting what the cache reads from it. */
const fakeWorld = () => {
  let version = 1
  const reads = { version: 0, cells: 0 }
  const cells = (): ReadonlyArray<WorldCell> => [{ x: 0, y: 0, status: version % 2 === 0 ? "sold" : "available", level: 1, kind: "land", minted: false, ownerId: version % 2 === 0 ? 7 : null }]
  const source: WorldSource = {
    readVersion: async () => (reads.version++, version),
    readCells: async () => (reads.cells++, { version, cells: cells() })
  }
  return { source, reads, commit: () => ++version }
}

describe("the world snapshot served from memory (issue 4 §2)", () => {
  it("while the live channel is up, answers every request, 304s included, without reading the database", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source)
    cache.goLive(await w.source.readVersion())
    const readsBefore = w.reads.version
    const first = await cache.get()
    for (let i = 0; i < 50; i++) expect((await cache.get()).etag).toBe(first.etag)
    expect(w.reads.version).toBe(readsBefore)
    expect(w.reads.cells).toBe(1)
    expect(cache.versionReads()).toBe(0)
  })

  it("rebuilds once when an announced version moves, however many requests wait", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source)
    cache.goLive(1)
    await cache.get()
    cache.noteVersion(w.commit())
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get()))
    expect(new Set(all.map((a) => a.etag)).size).toBe(1)
    expect(all[0]!.version).toBe(2)
    expect(w.reads.cells).toBe(2)
    // An older or repeated announcement changes nothing.
    cache.noteVersion(1)
    cache.noteVersion(2)
    expect((await cache.get()).version).toBe(2)
    expect(w.reads.cells).toBe(2)
  })

  it("while the live channel is down, reads the version per request, so a change it could not announce is still served", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source)
    cache.goLive(1)
    await cache.get()
    cache.offline()
    w.commit()
    expect((await cache.get()).version).toBe(2)
    expect(cache.versionReads()).toBe(1)
    // Back live with the version read after LISTEN started: memory again.
    w.commit()
    cache.goLive(await w.source.readVersion())
    expect((await cache.get()).version).toBe(3)
    await cache.get()
    expect(cache.versionReads()).toBe(1)
  })

  it("an announcement heard while going live is not lost to an older version read", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source)
    cache.noteVersion(w.commit())
    cache.goLive(1)
    expect((await cache.get()).version).toBe(2)
  })

  it("without a live channel, always asks the database (the cache of an app that never goes live)", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source)
    await cache.get()
    await cache.get()
    expect(cache.versionReads()).toBe(2)
    w.commit()
    expect((await cache.get()).version).toBe(2)
  })
})

describe("answers derived from the world, kept per version (issue 11 §2: member/map pages)", () => {
  it("builds once per version and key however many requests ask, and again when the version moves", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source)
    cache.goLive(1)
    let builds = 0
    const build = async (version: number) => (builds++, { version, bytes: 10 })
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.atVersion("page:1", build)))
    expect(new Set(first.map((a) => a.version))).toEqual(new Set([1]))
    expect(builds).toBe(1)
    await cache.atVersion("page:2", build)
    expect(builds).toBe(2)
    cache.noteVersion(w.commit())
    expect((await cache.atVersion("page:1", build)).version).toBe(2)
    expect((await cache.atVersion("page:1", build)).version).toBe(2)
    expect(builds).toBe(3)
    expect(cache.versionReads()).toBe(0)
  })

  it("keeps at most its byte limit, dropping the oldest, and forgets a failed build", async () => {
    const w = fakeWorld()
    const cache = makeWorldSnapshotCache(w.source, { derivedBytes: 25 })
    cache.goLive(1)
    let builds = 0
    const build = async (version: number) => (builds++, { version, bytes: 10 })
    await cache.atVersion("a", build)
    await cache.atVersion("b", build)
    await cache.atVersion("c", build)
    await new Promise((r) => setTimeout(r, 0))
    expect(builds).toBe(3)
    await cache.atVersion("c", build)
    expect(builds).toBe(3)
    await cache.atVersion("a", build)
    expect(builds).toBe(4)
    await expect(cache.atVersion("bad", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down")
    await new Promise((r) => setTimeout(r, 0))
    expect((await cache.atVersion("bad", build)).version).toBe(1)
  })
})
