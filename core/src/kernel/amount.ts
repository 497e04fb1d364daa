/**
 * Exact amounts. Every amount is a bigint count of minor units at a fixed scale (decimal places);
 * nothing here ever touches a float.
 */
/**
 * ABEY, the chain's coin and the ledger's main asset, counts 8 decimal places: the ledger holds it at the
 * precision the chain moves it in. The one definition the ledger's asset table and the chain's currencies read.
 */
export const ABEY_SCALE = 8

export interface BalanceValue {
  readonly integerPart: string
  readonly fractionalPart: string
  readonly decimal: string
}

/** The spec §3 balance shape for `minor` units at `scale` decimals: exact, without trailing zeros. */
export const balanceValue = (minor: bigint, scale: number): BalanceValue => {
  const negative = minor < 0n
  const abs = negative ? -minor : minor
  const digits = abs.toString().padStart(scale + 1, "0")
  const integerPart = (negative ? "-" : "") + digits.slice(0, digits.length - scale)
  const fractionalPart = scale === 0 ? "" : digits.slice(digits.length - scale).replace(/0+$/, "")
  return { integerPart, fractionalPart, decimal: fractionalPart === "" ? integerPart : `${integerPart}.${fractionalPart}` }
}

/** Parses a plain decimal string into minor units at `scale`; null when malformed or more precise than the scale. */
export const parseAmount = (text: string, scale: number): bigint | null => {
  const m = /^(-?)(\d{1,30})(?:\.(\d+))?$/.exec(text.trim())
  if (m === null) return null
  const frac = (m[3] ?? "").replace(/0+$/, "")
  if (frac.length > scale) return null
  const minor = BigInt(m[2] + frac.padEnd(scale, "0"))
  return m[1] === "-" ? -minor : minor
}
