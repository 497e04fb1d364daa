/**
 * The top-up amount of spec §5: digits only, no decimals, comma-grouped as it is typed, clamped to maxAvailable.
 * Pure functions, so the dialog stays a thin shell around them.
 */
export const TOP_UP_MINIMUM = 1

/** The digits of what was typed or pasted, without leading zeros ("" when there are none). */
export const digitsOf = (raw: string): string => raw.replace(/\D/g, "").replace(/^0+(?=\d)/, "").replace(/^0$/, "")

/** Decimal separators people type or paste: the point, and its Arabic, full-width and ideographic forms. */
const DECIMAL_POINT = /[.\u066B\uFF0E\u3002]/

/**
 * What an edit of the field means (spec §5: digits only, no decimals, comma-grouped). Digits with commas and
 * spaces are an amount. Anything with a decimal point is refused, never read as its digits: "1.50" would otherwise
 * become 150. Any other character is refused too. A refused edit leaves the field as it was.
 */
export type AmountEdit = { readonly ok: true; readonly digits: string } | { readonly ok: false; readonly reason: "decimal" | "notDigits" }

export const readAmountEdit = (raw: string): AmountEdit => {
  if (DECIMAL_POINT.test(raw)) return { ok: false, reason: "decimal" }
  if (!/^[\d,\s]*$/.test(raw)) return { ok: false, reason: "notDigits" }
  return { ok: true, digits: digitsOf(raw) }
}

/** "1234567" → "1,234,567" (English grouping, spec §9). */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/** What the field holds after an edit: the typed digits, never more than `max`. */
export const clampDigits = (digits: string, max: number): string => {
  if (digits === "") return ""
  if (max <= 0) return ""
  return digits.length > String(max).length || Number(digits) > max ? String(max) : digits
}

/** Confirm is enabled only for 1 ≤ amount ≤ maxAvailable and when the member has a system wallet address. */
export const canConfirm = (digits: string, max: number, hasAddress: boolean): boolean => {
  if (!hasAddress || digits === "") return false
  const n = Number(digits)
  return Number.isSafeInteger(n) && n >= TOP_UP_MINIMUM && n <= max
}

/** Where the caret goes after regrouping: after the same number of digits as before the edit. */
export const caretAfterDigits = (grouped: string, digitsBefore: number): number => {
  if (digitsBefore <= 0) return 0
  let seen = 0
  for (let i = 0; i < grouped.length; i++) {
    if (/\d/.test(grouped[i])) seen++
    if (seen === digitsBefore) return i + 1
  }
  return grouped.length
}
