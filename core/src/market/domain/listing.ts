import type { MarketCategory, MarketResource } from "./category"

/** Spec §4-style states of a listing. */
export const LISTING_STATES = ["active", "sold", "expired", "cancelled"] as const
export type ListingState = (typeof LISTING_STATES)[number]

/**
 * What a listing sells: one asset (quantity 1), whole units of a ledger resource (minerals, wood), units of the
 * house's primary stock (each unit sold becomes a new asset of `assetType` for the buyer), or one of a member's
 * buildings (quantity 1, `templateId` for price history).
 */
export type ListingItem =
  | { readonly kind: "asset"; readonly assetId: number; readonly assetType: string; readonly name: string }
  | { readonly kind: "resource"; readonly resource: MarketResource }
  | { readonly kind: "stock"; readonly assetType: string; readonly name: string }
  | { readonly kind: "building"; readonly buildingId: number; readonly templateId: number; readonly name: string }

/** Listing periods a seller may choose, in days; the default is 7. */
export const LISTING_DAYS = [1, 3, 7, 14, 30] as const
export const DEFAULT_LISTING_DAYS = 7

/**
 * Spec §3 Listing: listing ID, owner ID, amount (units listed), quantity (units still for sale), unit price, price
 * (of the whole amount), expiry, date and fee (basis points of a sale, fixed when listed).
 */
export interface Listing {
  readonly id: number
  /** The seller; null for the house's primary stock. */
  readonly ownerId: number | null
  readonly category: MarketCategory
  readonly item: ListingItem
  readonly amount: number
  readonly quantity: number
  readonly unitPrice: bigint
  readonly feeBasisPoints: number
  readonly state: ListingState
  readonly expiresAt: Date
  readonly createdAt: Date
}

/** What a sale of some units costs and how it splits: fee (rounded down) + proceeds = price, exactly. */
export interface SaleTerms {
  readonly quantity: number
  readonly price: bigint
  readonly fee: bigint
  readonly proceeds: bigint
}

export const feeFor = (price: bigint, basisPoints: number): bigint => (price * BigInt(basisPoints)) / 10_000n

export const saleTerms = (unitPrice: bigint, quantity: number, feeBasisPoints: number): SaleTerms => {
  const price = unitPrice * BigInt(quantity)
  const fee = feeFor(price, feeBasisPoints)
  return { quantity, price, fee, proceeds: price - fee }
}

/** The listing's whole price: unit price × amount listed. */
export const listingPrice = (l: Pick<Listing, "unitPrice" | "amount">): bigint => l.unitPrice * BigInt(l.amount)

export const isExpired = (l: Pick<Listing, "expiresAt">, now: Date): boolean => l.expiresAt.getTime() <= now.getTime()

export type ListingPurchaseDecision =
  | { readonly _tag: "Buy"; readonly terms: SaleTerms; readonly after: { readonly quantity: number; readonly state: ListingState } }
  | { readonly _tag: "StatusInvalid" }
  | { readonly _tag: "Expired" }
  | { readonly _tag: "OwnListing" }
  | { readonly _tag: "NotEnough"; readonly available: number }

/**
 * Whether a member may buy `quantity` units of a listing now: only an active listing, not past its expiry ("Listing
 * expired"), not one's own, never more than is left. The listing is sold out when nothing is left.
 */
export const decideListingPurchase = (l: Listing, buyerId: number, quantity: number, now: Date): ListingPurchaseDecision => {
  if (l.state !== "active") return { _tag: "StatusInvalid" }
  if (isExpired(l, now)) return { _tag: "Expired" }
  if (l.ownerId === buyerId) return { _tag: "OwnListing" }
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > l.quantity) return { _tag: "NotEnough", available: l.quantity }
  const left = l.quantity - quantity
  return { _tag: "Buy", terms: saleTerms(l.unitPrice, quantity, l.feeBasisPoints), after: { quantity: left, state: left === 0 ? "sold" : "active" } }
}

/** Whether a listing may be closed (cancelled or expired): only while active. What is left goes back to the seller. */
export const mayClose = (l: Listing): boolean => l.state === "active"

/**
 * What price history groups sales by: the asset type (`asset:car`, house stock included, so the house's and the
 * members' sales of a kind share one history), the building's template (`building:3`) or the resource (`mineral_1`).
 */
export const itemKeyOf = (item: ListingItem): string => {
  switch (item.kind) {
    case "asset":
    case "stock":
      return `asset:${item.assetType}`
    case "building":
      return `building:${item.templateId}`
    case "resource":
      return item.resource
  }
}

/** The words a listing's item goes by: an asset's, stock's or building's name, a resource's ledger name. */
export const itemNameOf = (item: ListingItem): string => (item.kind === "resource" ? item.resource : item.name)

/** Whether the house sells the listing (its primary stock): paid to the house's revenue, no store fee. */
export const isHouseListing = (l: Pick<Listing, "ownerId">): boolean => l.ownerId === null
