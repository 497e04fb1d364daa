import { INVOICE_LIFETIME_SECONDS, type PurchaseIssue, type PurchaseStatus } from "@iw/core/domain"
import { formatDecimal } from "@iw/ui"

/** A purchase's review state and why an incomplete one needs action (core's purchase rules; the server decides). */
export type { PurchaseIssue, PurchaseStatus }

/**
 * What an incomplete ("action required") purchase asks of the member. The member enters a hash while the invoice is
 * open, after it expired (confirm later), or again when the one entered was not a payment to this invoice. A payment
 * that arrived late or for another amount is for staff to check: entering another hash would not help.
 */
export const asksForHash = (p: { readonly status: PurchaseStatus; readonly issue: PurchaseIssue | null }): boolean =>
  p.status === "incomplete" && p.issue !== "late" && p.issue !== "amount"

/** Spec §4 Purchase review: each state's badge tone; incomplete reads "Action required". */
export const STATUS_TONE: Record<PurchaseStatus, "warning" | "info" | "success" | "danger" | "muted"> = {
  incomplete: "warning",
  pending: "info",
  approved: "success",
  rejected: "danger",
  refunded: "muted"
}

/** Spec §9: the payment invoice lives 5 minutes (core's `INVOICE_LIFETIME_SECONDS`). */
export const INVOICE_LIFETIME_MS = INVOICE_LIFETIME_SECONDS * 1000
/** While its dialog is open, a pending purchase is asked about every 5 s. */
export const POLL_MS = 5_000
export const MAX_QUANTITY = 100

/** An invoice amount exactly as it must be paid: "90 USDT", "12.5 USDT" (never rounded). */
export const invoiceAmount = (decimal: string, currency: string): string => `${formatDecimal(decimal, { min: 0 })} ${currency}`

/** price × quantity on exact decimal strings ("12.5" × 3 = "37.50"), for the total before the invoice exists. */
export const multiplyPrice = (price: string, quantity: number): string => {
  const m = /^(\d+)(?:\.(\d{1,2}))?\d*$/.exec(price.trim())
  if (!m) return price
  const cents = (BigInt(m[1]) * 100n + BigInt((m[2] ?? "").padEnd(2, "0") || "0")) * BigInt(Math.max(0, Math.trunc(quantity)))
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`
}

/** The quantity field: digits only, 1 to 100 ("" while the member is typing). */
export const quantityFrom = (raw: string): string => {
  const digits = raw.replace(/\D/g, "").replace(/^0+/, "")
  if (digits === "") return ""
  return String(Math.min(MAX_QUANTITY, Number(digits.slice(0, 4))))
}

/** "4:05" for 245 seconds. */
export const clock = (seconds: number): string => {
  const s = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`
}

/** A transaction hash shortened for a table cell: 0x1234…cdef. */
export const shortHash = (hash: string): string => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash)
