import { gzipSync } from "node:zlib"
import { type WorldSnapshot, buildSnapshot, encodeSnapshot } from "@iw/contracts"
import { readWorldCells, readWorldVersion } from "@iw/core"
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

const unwrap = async <A>(run: Run, effect: Effect.Effect<A, unknown, unknown>): Promise<A> => {
  const exit = await run(effect)
  if (Exit.isSuccess(exit)) return exit.value
  throw Cause.squash(exit.cause)
}

/**
 * The encoded world snapshot, kept in memory with its ETag and a gzip'd copy. Each read asks only for the world
 * version (one row); the snapshot is rebuilt when that version moved, once however many requests wait for it.
 */
export const makeWorldSnapshotCache = (run: Run) => {
  let current: EncodedWorld | null = null
  let building: Promise<EncodedWorld> | null = null
  const build = async (): Promise<EncodedWorld> => {
    const started = performance.now()
    const { version, cells } = await unwrap(run, readWorldCells)
    const snapshot = buildSnapshot(version, cells)
    const bytes = encodeSnapshot(snapshot)
    const gzipped = gzipSync(bytes, { level: 9 })
    return { version, snapshot, bytes, gzipped, etag: `"w${version}-f1-${snapshot.width}x${snapshot.height}"`, builtInMs: performance.now() - started }
  }
  const get = async (): Promise<EncodedWorld> => {
    const version = await unwrap(run, readWorldVersion)
    if (current !== null && current.version === version) return current
    if (building === null) {
      building = build().then(
        (w) => {
          if (current === null || w.version >= current.version) current = w
          building = null
          return w
        },
        (e) => {
          building = null
          throw e
        }
      )
    }
    return building
  }
  return { get, peek: () => current }
}

export type WorldSnapshotCache = ReturnType<typeof makeWorldSnapshotCache>
