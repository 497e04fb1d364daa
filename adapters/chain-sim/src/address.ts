import { keccak_256 } from "@noble/hashes/sha3.js"
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js"

/**
 * ABEY chain addresses are EVM addresses: `0x` and 40 hex digits, with the EIP-55 checksum in the letter case.
 * All-lowercase and all-uppercase forms carry no checksum and are accepted; mixed case must match it.
 */
export const toChecksumAddress = (hex40: string): string => {
  const lower = hex40.toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)))
  let out = "0x"
  for (let i = 0; i < 40; i++) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i]
  return out
}

export const normalizeAddress = (address: string): string | null => {
  const m = /^0x([0-9a-fA-F]{40})$/.exec(address.trim())
  if (!m) return null
  const body = m[1]
  if (/^0+$/.test(body)) return null
  const checksummed = toChecksumAddress(body)
  const unchecksummed = body === body.toLowerCase() || body === body.toUpperCase()
  return unchecksummed || checksummed === `0x${body}` ? checksummed : null
}

/** A deterministic address from a seed: the last 20 bytes of its Keccak-256, checksummed. */
export const addressFromSeed = (seed: string): string => toChecksumAddress(bytesToHex(keccak_256(utf8ToBytes(seed))).slice(-40))

export const randomTxHash = (): string => `0x${bytesToHex(crypto.getRandomValues(new Uint8Array(32)))}`
