import { Context, type Effect } from "effect"
import type { MarketCategory } from "../domain/category"
import type { Listing, ListingItem, ListingState } from "../domain/listing"

/** One sale of (part of) a listing, for histories and price history. */
export interface Sale {
  readonly id: number
  readonly listingId: number
  readonly category: MarketCategory
  /** `asset:{type}` or the resource name: what price history groups by. */
  readonly itemKey: string
  readonly itemName: string
  /** Null for a sale of the house's primary stock. */
  readonly sellerId: number | null
  readonly buyerId: number
  readonly quantity: number
  readonly unitPrice: bigint
  readonly price: bigint
  readonly fee: bigint
  readonly transferId: number | null
  readonly at: Date
}

export interface BrowseQuery {
  readonly category?: MarketCategory
  readonly ownerId?: number
  /** Only the house's primary stock. */
  readonly house?: boolean
  readonly states: ReadonlyArray<ListingState>
  /** Only listings not yet past expiry (for the store's shelves). */
  readonly liveAt?: Date
  readonly itemKey?: string
  readonly minUnitPrice?: bigint
  readonly maxUnitPrice?: bigint
  readonly sort: "newest" | "priceAsc" | "priceDesc"
  readonly limit: number
  readonly offset: number
  /** Count no further than this (the total is then the cap): the store's shelves, where an exact count of a huge shelf costs more than the page. */
  readonly countCap?: number
}

export type NewListing = Omit<Listing, "id" | "state" | "quantity">

/** Listings and sales. `lock` holds the listing's row for the unit of work: every buy, cancel and expiry takes it first. */
export class MarketRepository extends Context.Service<
  MarketRepository,
  {
    readonly create: (l: NewListing) => Effect.Effect<Listing>
    readonly find: (id: number) => Effect.Effect<Listing | null>
    readonly lock: (id: number) => Effect.Effect<Listing | null>
    readonly update: (id: number, change: { readonly quantity: number; readonly state: ListingState; readonly closedAt?: Date; readonly closeReason?: string }) => Effect.Effect<void>
    /** Staff revise house stock: what is listed and left, the unit price and the expiry (an active listing only). */
    readonly revise: (id: number, change: { readonly amount: number; readonly quantity: number; readonly unitPrice: bigint; readonly expiresAt: Date }) => Effect.Effect<void>
    readonly browse: (q: BrowseQuery) => Effect.Effect<{ readonly rows: ReadonlyArray<Listing>; readonly total: number }>
    /** The earliest expiry after `now` of an active listing (of one category when given): when a shelf read at `now` next changes by time alone. */
    readonly nextExpiry: (now: Date, category?: MarketCategory) => Effect.Effect<Date | null>
    /** Active listings past their expiry, oldest first. */
    readonly overdue: (now: Date, limit: number) => Effect.Effect<ReadonlyArray<number>>
    readonly recordSale: (s: Omit<Sale, "id">) => Effect.Effect<Sale>
    /** Sales the member made or bought, newest first. */
    readonly salesOf: (memberId: number, limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<Sale>; readonly total: number }>
    /** Sales of one item kind since `since`, oldest first. */
    readonly salesOfItem: (itemKey: string, since: Date) => Effect.Effect<ReadonlyArray<Sale>>
    /** Every sale between two instants, oldest first (staff statistics). */
    readonly salesBetween: (from: Date, to: Date) => Effect.Effect<ReadonlyArray<Sale>>
  }
>()("iw/market/MarketRepository") {}

/** The store's configured fee, a percentage of each sale in basis points (spec §9 "Store fee"). */
export class MarketSettings extends Context.Service<MarketSettings, { readonly feeBasisPoints: number }>()("iw/market/MarketSettings") {}
