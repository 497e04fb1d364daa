/**
 * Crypto purchases of experience tickets (spec §4 Crypto purchase): the invoice shows amount and address and
 * lives 5 minutes; the member pays, then enters the transaction hash (or confirms later); tickets are credited
 * when the purchase completes. Review states of spec §4, plus `refunded`.
 */
export const PURCHASE_STATUSES = ["incomplete", "pending", "approved", "rejected", "refunded"] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

export const INVOICE_LIFETIME_SECONDS = 300

/** Allowed moves; anything else is refused. */
export const PURCHASE_TRANSITIONS: Readonly<Record<PurchaseStatus, ReadonlyArray<PurchaseStatus>>> = {
  incomplete: ["pending", "rejected"],
  pending: ["approved", "rejected", "incomplete"],
  approved: ["refunded"],
  rejected: [],
  refunded: []
}

export const canMove = (from: PurchaseStatus, to: PurchaseStatus): boolean => PURCHASE_TRANSITIONS[from].includes(to)

export interface Product {
  readonly id: number
  readonly kind: "tickets" | "shop"
  readonly name: string
  readonly description: string
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
  readonly productName: string
  readonly quantity: number
  readonly tickets: bigint
  /** What the invoice asks: USDT with 6 decimals on the ABEY chain. */
  readonly currency: string
  readonly amount: bigint
  readonly address: string
  readonly status: PurchaseStatus
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

export const isInvoiceOpen = (p: Purchase, now: Date): boolean => p.status === "incomplete" && now.getTime() < p.invoiceExpiresAt.getTime()
