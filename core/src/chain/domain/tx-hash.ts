/** A transaction hash as the ABEY chain writes it: 0x and 64 hex digits. */
export const TX_HASH = /^0x[0-9a-fA-F]{64}$/

export const normalizeTxHash = (hash: string): string | null => {
  const h = hash.trim()
  return TX_HASH.test(h) ? h.toLowerCase() : null
}
