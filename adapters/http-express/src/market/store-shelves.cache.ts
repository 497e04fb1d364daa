import { createHash } from "node:crypto"
import { dropOldestOver } from "../memory-limit"

/** How many bytes of encoded shelf pages one process keeps at most: 32 MiB. */
const SHELF_BYTES = 32 * 2 ** 20

/** A shelf page as the cache keeps it: its encoded bytes (counted against the limit) and until when it holds by time alone. */
export interface ShelfAnswer<T> {
  readonly value: T
  readonly bytes: number
  /** The earliest expiry on the shelf after it was read (ms since the epoch), or null when none will expire. */
  readonly liveUntil: number | null
}

/**
 * The store's shelves (`GET member/market/listings`, issue 13 §4) encoded once per store change and kept in memory, as
 * `member/map` pages are per world version (land/world-snapshot.cache.ts).
 *
 * Every change of a listing (listing, buying, cancelling, expiring, staff stock), by any flow of any API process, is
 * announced when it commits on the live channel by a trigger on `market_listings` (migration 0083), and reaches every
 * process through LISTEN/NOTIFY; {@link changed} then drops every page. Changes committed by this process call it
 * at once as well, before the announcement comes back. A page also drops at the earliest expiry on its shelf, when
 * the database would stop answering the listing. While the live channel is down ({@link offline}, and before
 * {@link goLive}), announcements may be missed, so nothing is kept: every request reads the database.
 */
export const makeStoreShelvesCache = (options: { readonly maxBytes?: number } = {}) => {
  type Entry = { readonly generation: number; readonly value: Promise<ShelfAnswer<unknown>>; bytes: number; liveUntil: number | null }
  const entries = new Map<string, Entry>()
  const limit = options.maxBytes ?? SHELF_BYTES
  /** Moves on every change heard of: a page built before it is never kept after it. */
  let generation = 0
  let live = false
  let builds = 0

  /**
   * The page under `key`, from memory when it was built since the last change and its shelf has not reached its
   * next expiry; else built (once, however many requests ask at the same time).
   */
  const answer = async <T>(key: string, now: number, build: () => Promise<ShelfAnswer<T>>): Promise<T> => {
    if (!live) {
      builds++
      return (await build()).value
    }
    const hit = entries.get(key)
    if (hit !== undefined && hit.generation === generation && (hit.liveUntil === null || now < hit.liveUntil)) return ((await hit.value) as ShelfAnswer<T>).value
    builds++
    const at = generation
    const value = build()
    const entry: Entry = { generation: at, value, bytes: 0, liveUntil: null }
    entries.set(key, entry)
    value.then(
      (v) => {
        entry.bytes = v.bytes
        entry.liveUntil = v.liveUntil
        // A change heard of while it was built: the page may predate it, so it is not kept.
        if (at !== generation && entries.get(key) === entry) entries.delete(key)
        dropOldestOver(entries, limit)
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key)
      }
    )
    return (await value).value
  }

  return {
    answer,
    /** A listing changed (announced on the live channel, or committed by this process): every page is dropped. */
    changed: () => {
      generation++
      entries.clear()
    },
    /** The live channel listens (again): changes missed meanwhile are covered by starting afresh. */
    goLive: () => {
      generation++
      entries.clear()
      live = true
    },
    /** The live channel is down: until it is back, every request reads the database. */
    offline: () => {
      live = false
      generation++
      entries.clear()
    },
    isLive: () => live,
    /** How many pages were built (tests: once per change and key). */
    builds: () => builds
  }
}

export type StoreShelvesCache = ReturnType<typeof makeStoreShelvesCache>

/** An ETag from the bytes themselves, so every API process answers the same page with the same tag. */
export const contentTag = (bytes: Buffer) => `"s${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`
