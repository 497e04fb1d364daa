import { type Lang, type Localized, localized } from "../../kernel/lang"

/**
 * Crypto purchases of experience tickets (spec §4 Crypto purchase): the invoice shows amount and address and
 * lives 5 minutes; the member pays, then enters the transaction hash (or confirms later, from the purchase
 * history); tickets are credited when the purchase completes. Review states of spec §4, plus `refunded`.
 *
 * The states:
 * - `incomplete` — "action required" (spec §4). Either the member still has to pay and enter the hash (the invoice
 *   is open, or it expired: the hash may still be entered later), or the chain showed a payment that does not pay
 *   the invoice as asked (`issue` says how: late, wrong amount, wrong recipient or currency). A mismatched payment
 *   is never taken as paid: the member may enter another hash, and staff who checked the payment by hand may approve.
 * - `pending` — a hash was entered and the chain has not confirmed it yet.
 * - `approved` — paid; the tickets are credited (a new 180-day lot) in the same unit of work. Needs a hash.
 * - `rejected` — staff turned it down; final.
 * - `refunded` — staff reversed an approved purchase's tickets; final.
 */
export const PURCHASE_STATUSES = ["incomplete", "pending", "approved", "rejected", "refunded"] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

/** Why an incomplete purchase needs action; null while its invoice is simply open. */
export const PURCHASE_ISSUES = ["invoice_expired", "late", "amount", "recipient", "currency"] as const
export type PurchaseIssue = (typeof PURCHASE_ISSUES)[number]

export const INVOICE_LIFETIME_SECONDS = 300

/** Allowed moves; anything else is refused. */
export const PURCHASE_TRANSITIONS: Readonly<Record<PurchaseStatus, ReadonlyArray<PurchaseStatus>>> = {
  incomplete: ["pending", "approved", "rejected"],
  pending: ["approved", "rejected", "incomplete"],
  approved: ["refunded"],
  rejected: [],
  refunded: []
}

export const canMove = (from: PurchaseStatus, to: PurchaseStatus): boolean => PURCHASE_TRANSITIONS[from].includes(to)

/** A product's name and description in the languages other than English, as staff wrote them. */
export type ProductTranslations = Readonly<Partial<Record<Exclude<Lang, "en">, { readonly name: string; readonly description: string }>>>

export interface Product {
  readonly id: number
  readonly kind: "tickets" | "shop"
  /** In English, the fallback of every language. */
  readonly name: string
  readonly description: string
  readonly translations: ProductTranslations
  /** What one unit gives: tickets for ticket packages. */
  readonly tickets: bigint
  /** Price of one unit in US cents. */
  readonly priceCents: bigint
  readonly active: boolean
  readonly sort: number
}

export interface Purchase {
  readonly id: number
  readonly memberId: number
  readonly productId: number
  /** The product's name when the purchase started, in every language it had. */
  readonly productName: Localized
  readonly quantity: number
  readonly tickets: bigint
  /** What the invoice asks: USDT with 6 decimals on the ABEY chain. */
  readonly currency: string
  readonly amount: bigint
  readonly address: string
  readonly status: PurchaseStatus
  readonly issue: PurchaseIssue | null
  readonly txHash: string | null
  readonly invoiceExpiresAt: Date
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly reviewNote: string | null
  readonly transferId: number | null
  readonly refundTransferId: number | null
}

export const MAX_QUANTITY = 100
export const INVOICE_CURRENCY = "USDT"
/** USDT on the chain has 6 decimals; a US cent is 10^4 of its minor units. */
export const USDT_MINOR_PER_CENT = 10_000n

export const invoiceAmount = (product: Product, quantity: number): bigint => product.priceCents * BigInt(quantity) * USDT_MINOR_PER_CENT

/** The invoice still runs: nothing was entered for it yet and its 5 minutes are not over. */
export const isInvoiceOpen = (p: Pick<Purchase, "status" | "txHash" | "invoiceExpiresAt">, now: Date): boolean =>
  p.status === "incomplete" && p.txHash === null && now.getTime() < p.invoiceExpiresAt.getTime()

/** What the chain said about a payment (the ChainGateway's answer, as the rule needs it). */
export type ChainVerdict = { readonly _tag: "Confirmed" } | { readonly _tag: "Pending" } | { readonly _tag: "NotFound" } | { readonly _tag: "Mismatch"; readonly reason: "amount" | "recipient" | "late" | "currency" }

/** Everything that can happen to a purchase. */
export type PurchaseEvent =
  /** The clock passed the invoice's end. */
  | { readonly type: "expire" }
  /** The member entered a transaction hash (already checked for format and for use by another purchase). */
  | { readonly type: "submitHash"; readonly txHash: string }
  /** The chain answered about the pending purchase's hash. */
  | { readonly type: "chain"; readonly verdict: ChainVerdict }
  /** Staff approve: they saw the payment. `txHash` is the payment's hash when the purchase has none yet. */
  | { readonly type: "approve"; readonly txHash?: string }
  | { readonly type: "reject" }
  | { readonly type: "refund" }

export type PurchaseChange = Pick<Purchase, "status" | "issue" | "txHash">

/** What an event does: the purchase's new state (credit when tickets are to be credited now), or why it cannot. */
export type PurchaseOutcome =
  | { readonly _tag: "Moved"; readonly next: PurchaseChange; readonly credit: boolean; readonly debit: boolean }
  | { readonly _tag: "Unchanged" }
  | { readonly _tag: "Refused"; readonly from: PurchaseStatus; readonly to: PurchaseStatus }
  | { readonly _tag: "NeedsHash" }
  | { readonly _tag: "OtherHash" }

const moved = (next: PurchaseChange, effects: { credit?: boolean; debit?: boolean } = {}): PurchaseOutcome => ({
  _tag: "Moved",
  next,
  credit: effects.credit ?? false,
  debit: effects.debit ?? false
})

/**
 * The purchase state machine (spec §4), as one pure rule: the use-cases read, call it, and write what it says.
 * - An open invoice that runs out with no hash stays `incomplete`, now with issue `invoice_expired`; the member
 *   may still enter a hash later, from the purchase history.
 * - A hash makes an `incomplete` purchase `pending` (whatever its issue); entering the hash a settled or pending
 *   purchase already has changes nothing.
 * - The chain settles only a `pending` purchase: confirmed → `approved` with its tickets credited; a payment first
 *   seen after the invoice expired, of another amount, to another address or in another currency → back to
 *   `incomplete` with that issue (never silently paid); not seen or not yet confirmed → stays `pending`.
 * - Staff approve a `pending` or `incomplete` purchase (they checked the payment by hand); it must carry a hash,
 *   its own or the one staff give (which must not contradict its own). Staff reject either. Only `approved` is
 *   refunded, once.
 */
export const decidePurchase = (p: PurchaseChange & Pick<Purchase, "invoiceExpiresAt">, event: PurchaseEvent, now: Date): PurchaseOutcome => {
  switch (event.type) {
    case "expire":
      // Only an invoice nothing was entered for, whose 5 minutes are over.
      return p.status === "incomplete" && p.txHash === null && p.issue === null && !isInvoiceOpen(p, now)
        ? moved({ status: "incomplete", issue: "invoice_expired", txHash: null })
        : { _tag: "Unchanged" }
    case "submitHash":
      // The same hash again changes nothing, except on an incomplete purchase: there it asks the chain once more.
      if (p.status !== "incomplete" && p.txHash === event.txHash) return { _tag: "Unchanged" }
      if (p.status !== "incomplete") return { _tag: "Refused", from: p.status, to: "pending" }
      return moved({ status: "pending", issue: null, txHash: event.txHash })
    case "chain":
      if (p.status !== "pending") return { _tag: "Unchanged" }
      switch (event.verdict._tag) {
        case "Confirmed":
          return moved({ status: "approved", issue: null, txHash: p.txHash }, { credit: true })
        case "Mismatch":
          return moved({ status: "incomplete", issue: event.verdict.reason, txHash: p.txHash })
        default:
          return { _tag: "Unchanged" }
      }
    case "approve": {
      if (!canMove(p.status, "approved")) return { _tag: "Refused", from: p.status, to: "approved" }
      const given = event.txHash ?? null
      if (p.txHash !== null && given !== null && given !== p.txHash) return { _tag: "OtherHash" }
      const txHash = p.txHash ?? given
      if (txHash === null) return { _tag: "NeedsHash" }
      return moved({ status: "approved", issue: null, txHash }, { credit: true })
    }
    case "reject":
      return canMove(p.status, "rejected") ? moved({ status: "rejected", issue: p.issue, txHash: p.txHash }) : { _tag: "Refused", from: p.status, to: "rejected" }
    case "refund":
      return canMove(p.status, "refunded") ? moved({ status: "refunded", issue: null, txHash: p.txHash }, { debit: true }) : { _tag: "Refused", from: p.status, to: "refunded" }
  }
}

/** The purchase as of `now`: an open invoice whose time ran out reads as expired even before the job books it. */
export const asOf = <P extends Purchase>(p: P, now: Date): P => {
  const r = decidePurchase(p, { type: "expire" }, now)
  return r._tag === "Moved" ? { ...p, ...r.next } : p
}

/** A product's name in every language it was written in, English the fallback. */
export const productName = (p: Pick<Product, "name" | "translations">): Localized =>
  localized(p.name, Object.fromEntries(Object.entries(p.translations).map(([l, t]) => [l, t?.name ?? ""])))

/** A product's description in every language it was written in, English the fallback. */
export const productDescription = (p: Pick<Product, "description" | "translations">): Localized =>
  localized(p.description, Object.fromEntries(Object.entries(p.translations).map(([l, t]) => [l, t?.description ?? ""])))
