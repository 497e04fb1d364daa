import { gzipSync } from "node:zlib"
import { type WorldSnapshot, buildSnapshot, encodeSnapshot } from "@iw/contracts"
import { type WorldCell, readWorldCells, readWorldVersion } from "@iw/core"
import { Cause, type Effect, Exit } from "effect"
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
export const makeWorldSnapshotCache = (source: WorldSource) => {
  let current: EncodedWorld | null = null
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

  return {
    get: () => get(),
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
