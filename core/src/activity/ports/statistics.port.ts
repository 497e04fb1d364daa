import { Context, type Effect } from "effect"

/** Purchases of one product on one CST day (approved purchases only). */
export interface SalesRow {
  readonly day: number
  readonly productId: number
  readonly productName: string
  readonly purchases: number
  readonly quantity: number
  /** The currency paid in and the sum in its minor units (exact). */
  readonly currency: string
  readonly amount: bigint
}

/** Ledger income of one source (the transfer's code) in one asset on one CST day: what reached the revenue account. */
export interface RevenueRow {
  readonly day: number
  readonly source: string
  readonly asset: string
  readonly transfers: number
  /** Minor units of the asset (exact). */
  readonly amount: bigint
}

/** NFT mints and transfers through the chain adapter on one CST day, per collection. */
export interface NftTransferRow {
  readonly day: number
  readonly collection: string
  readonly kind: "mint" | "transfer"
  readonly count: number
}

/**
 * Read-only reports of the back-office's statistics (spec §2 /staff/statistics/…), over whole CST days (day numbers,
 * both ends counted). The adapter reads the areas' own tables; nothing is written.
 */
export class StatisticsReader extends Context.Service<
  StatisticsReader,
  {
    readonly sales: (from: number, to: number) => Effect.Effect<ReadonlyArray<SalesRow>>
    readonly revenue: (from: number, to: number) => Effect.Effect<ReadonlyArray<RevenueRow>>
    readonly nftTransfers: (from: number, to: number) => Effect.Effect<ReadonlyArray<NftTransferRow>>
  }
>()("iw/activity/StatisticsReader") {}
