/**
 * AdNet credits (spec §4, §9): the ledger's `adnet` asset at 2 decimals, moved only with the spec's eleven codes.
 */
export const AD_CREDIT_CODES = [
  "packagePurchase",
  "packageRefund",
  "packageRefundCancel",
  "expired",
  "deductByImpressions",
  "deductByViews",
  "deductByClicks",
  "deductByPlacement",
  "adPlacementRefund",
  "deductByAccountTransfer",
  "accountTransferIncome"
] as const
export type AdCreditCode = (typeof AD_CREDIT_CODES)[number]

export const isAdCreditCode = (v: string): v is AdCreditCode => (AD_CREDIT_CODES as ReadonlyArray<string>).includes(v)

/** Codes that take credits from the member (their entries are negative). */
export const DEBIT_CODES: ReadonlySet<AdCreditCode> = new Set([
  "packageRefund",
  "expired",
  "deductByImpressions",
  "deductByViews",
  "deductByClicks",
  "deductByPlacement",
  "deductByAccountTransfer"
])

/** Credits have 2 decimal places: 1 credit is 100 minor units. */
export const CREDIT_SCALE = 2
export const CREDIT_UNIT = 100n

/** Spec §9: under 100 AdNet credits a member's ads are not displayed. */
export const DISPLAY_MINIMUM_CREDITS = 100n * CREDIT_UNIT

export interface CreditEntry {
  readonly code: AdCreditCode
  /** Signed minor units: positive in, negative out. */
  readonly amount: bigint
}

/** The sign an entry of this code carries. */
export const signOf = (code: AdCreditCode): 1n | -1n => (DEBIT_CODES.has(code) ? -1n : 1n)

/** A signed entry for a movement of `amount` (> 0) with `code`. */
export const entryOf = (code: AdCreditCode, amount: bigint): CreditEntry => ({ code, amount: signOf(code) * amount })

/** A balance is the sum of its entries. */
export const balanceOf = (entries: ReadonlyArray<CreditEntry>): bigint => entries.reduce((s, e) => s + e.amount, 0n)

/** What of a wanted deduction may be taken: never more than the balance, never below zero. */
export const deductible = (balance: bigint, wanted: bigint): bigint => (wanted <= 0n || balance <= 0n ? 0n : wanted < balance ? wanted : balance)

/**
 * What a package refund takes back: at most what the purchase bought (less what earlier refunds took and what a
 * cancelled refund gave back), and never more than the member holds.
 */
export const refundable = (p: { readonly bought: bigint; readonly refunded: bigint; readonly held: bigint }): bigint => {
  const open = p.bought - p.refunded
  return deductible(p.held, open)
}

/** Whether a member's ads may be displayed with this balance. */
export const displayable = (balance: bigint): boolean => balance >= DISPLAY_MINIMUM_CREDITS

/** Credits as the spec's decimal text ("12.5"), and back. */
export const creditsFromText = (text: string): bigint | null => {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  return m === null ? null : BigInt(m[1]) * CREDIT_UNIT + BigInt((m[2] ?? "").padEnd(2, "0") || "0")
}
