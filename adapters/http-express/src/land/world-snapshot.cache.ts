import { gzipSync } from "node:zlib"
import { type WorldSnapshot, buildSnapshot, encodeSnapshot } from "@iw/contracts"
import { type WorldCell, readWorldCells, readWorldVersion } from "@iw/core"
import { Cause, type Effect, Exit } from "effect"
import { dropOldestOver } from "../memory-limit"
import type { Run } from "../router"

export interface EncodedWorld {
  readonly version: number
  readonly snapshot: WorldSnapshot
  readonly bytes: Uint8Array
  readonly gzipped: Buffer
  readonly etag: string
  readonly builtInMs: number
}

/** Where the cache reads the world: the version alone (one row), and every cell with the version they are at. */
export interface WorldSource {
  readonly readVersion: () => Promise<number>
  readonly readCells: () => Promise<{ readonly version: number; readonly cells: ReadonlyArray<WorldCell> }>
}

/** The services reading the world needs. */
export type WorldSourceServices = Effect.Services<typeof readWorldVersion> | Effect.Services<typeof readWorldCells>

const unwrap = async <A, E>(run: Run<WorldSourceServices>, effect: Effect.Effect<A, E, WorldSourceServices>): Promise<A> => {
  const exit = await run(effect)
  if (Exit.isSuccess(exit)) return exit.value
  throw Cause.squash(exit.cause)
}

/** The world as the core reads it, through the app's runtime. */
export const worldSourceOf = (run: Run<WorldSourceServices>): WorldSource => ({
  readVersion: () => unwrap(run, readWorldVersion),
  readCells: () => unwrap(run, readWorldCells)
})

/** How many bytes of derived answers (e.g. encoded `member/map` pages) the cache keeps at most: 96 MiB. */
const DERIVED_BYTES = 96 * 2 ** 20

/**
 * The encoded world snapshot, kept in memory with its ETag and a gzip'd copy, rebuilt only when the world version
 * moved (once, however many requests wait for it).
 *
 * Which version is current comes from memory while the live channel is up: every world change is announced on it
 * (LISTEN/NOTIFY reaches every API process, this one included) and {@link noteVersion} records it, as the routes do
 * for the changes this process commits. So a snapshot request, 304 or 200, reads nothing from the database. While
 * the live channel is down ({@link offline}, before {@link goLive}), announcements may be missed, so every request
 * asks the database for the version, as a cache without a live channel always does.
 */
export const makeWorldSnapshotCache = (source: WorldSource, options: { readonly derivedBytes?: number } = {}) => {
  let current: EncodedWorld | null = null
  /** Answers derived from the world at a version (e.g. `member/map` pages), by key; see {@link atVersion}. */
  type DerivedEntry = { readonly version: number; readonly value: Promise<{ readonly bytes: number }>; bytes: number }
  const derived = new Map<string, DerivedEntry>()
  const derivedLimit = options.derivedBytes ?? DERIVED_BYTES
  let derivedBuilds = 0
  let building: Promise<EncodedWorld> | null = null
  /** The highest version announced or read; trusted as current only while `live`. */
  let seen = 0
  let live = false
  let versionReads = 0

  const build = async (): Promise<EncodedWorld> => {
    const started = performance.now()
    const { version, cells } = await source.readCells()
    const snapshot = buildSnapshot(version, cells)
    const bytes = encodeSnapshot(snapshot)
    const gzipped = gzipSync(bytes, { level: 9 })
    return { version, snapshot, bytes, gzipped, etag: `"w${version}-f1-${snapshot.width}x${snapshot.height}"`, builtInMs: performance.now() - started }
  }

  /** The current world version: from memory while live, else read from the database. */
  const version = async (): Promise<number> => {
    if (live) return seen
    versionReads++
    const v = await source.readVersion()
    if (v > seen) seen = v
    return v
  }

  const get = async (retry = true): Promise<EncodedWorld> => {
    const wanted = await version()
    if (current !== null && current.version >= wanted) return current
    if (building === null) {
      building = build().then(
        (w) => {
          if (current === null || w.version >= current.version) current = w
          if (w.version > seen) seen = w.version
          building = null
          return w
        },
        (e) => {
          building = null
          throw e
        }
      )
    }
    const built = await building
    // A build that started before the version we want was announced is older: build once more.
    return built.version >= wanted || !retry ? built : get(false)
  }

  /** Drops answers of versions before `wanted`, then the oldest built ones while the rest hold more than the limit. */
  const evict = (wanted: number) => {
    for (const [k, e] of derived) if (e.version < wanted) derived.delete(k)
    dropOldestOver(derived, derivedLimit)
  }

  /**
   * An answer derived from the world, built once per world version and key however many requests ask, and kept in
   * memory until the version moves (at most `derivedBytes` of them, oldest dropped first). `build` gets the version
   * read before it starts, so what it reads is at that version or newer: the answer is labelled with the version,
   * and when a newer one is announced the next request builds again.
   */
  const atVersion = async <T extends { readonly bytes: number }>(key: string, build: (version: number) => Promise<T>): Promise<T> => {
    const wanted = await version()
    const hit = derived.get(key)
    if (hit !== undefined && hit.version >= wanted) return (await hit.value) as T
    derivedBuilds++
    const value = build(wanted)
    const entry: DerivedEntry = { version: wanted, value, bytes: 0 }
    derived.set(key, entry)
    value.then(
      (v) => {
        entry.bytes = v.bytes
        evict(wanted)
      },
      () => {
        if (derived.get(key) === entry) derived.delete(key)
      }
    )
    return value
  }

  return {
    get: () => get(),
    atVersion,
    /** How many derived answers were built (tests: once per version and key). */
    derivedBuilds: () => derivedBuilds,
    version,
    peek: () => current,
    /** A world version announced on the live channel, or committed by this process. */
    noteVersion: (v: number) => {
      if (v > seen) seen = v
    },
    /** The live channel listens again; `v` was read from the database after it started listening. */
    goLive: (v: number) => {
      if (v > seen) seen = v
      live = true
    },
    /** The live channel is down: until it is back, every request reads the version from the database. */
    offline: () => {
      live = false
    },
    isLive: () => live,
    /** How many times the version was read from the database (tests: none while live). */
    versionReads: () => versionReads
  }
}

export type WorldSnapshotCache = ReturnType<typeof makeWorldSnapshotCache>
