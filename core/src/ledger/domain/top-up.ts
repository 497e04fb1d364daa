import { unitOf } from "./asset"

/**
 * Top-up from the system wallet (spec §5): whole ABEY only, at least 1, at most what the system wallet holds.
 * `maxAvailable` is the system wallet balance in whole ABEY, rounded down.
 */
export const TOP_UP_MINIMUM = 1

export const maxAvailable = (walletMinor: bigint): bigint => (walletMinor < 0n ? 0n : walletMinor / unitOf("abey"))

/** The input field's rule: digits only (commas allowed as grouping), clamped to `max`. Null when nothing usable was typed. */
export const clampTopUpInput = (typed: string, max: bigint): bigint | null => {
  const digits = typed.replace(/[,\s]/g, "")
  if (!/^\d+$/.test(digits)) return null
  const value = BigInt(digits)
  return value > max ? max : value
}

export const canTopUp = (amount: bigint, max: bigint, hasSystemWallet: boolean): boolean =>
  hasSystemWallet && amount >= BigInt(TOP_UP_MINIMUM) && amount <= max
