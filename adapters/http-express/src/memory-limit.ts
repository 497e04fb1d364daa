/**
 * Drops the oldest built entries of an answer cache (a Map keeps insertion order) while the rest hold more than
 * `limit` bytes. An entry still being built (0 bytes) stays. Used by the world snapshot's derived pages and the
 * store's shelves.
 */
export const dropOldestOver = <K>(entries: Map<K, { readonly bytes: number }>, limit: number) => {
  let total = 0
  for (const e of entries.values()) total += e.bytes
  for (const [k, e] of entries) {
    if (total <= limit) break
    if (e.bytes === 0) continue
    entries.delete(k)
    total -= e.bytes
  }
}
