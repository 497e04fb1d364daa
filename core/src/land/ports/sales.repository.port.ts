import { Context, type Effect } from "effect"
import type { Coord } from "../domain/plot"

export interface PlotSale extends Coord {
  readonly memberId: number
  readonly price: bigint
  readonly level: number
  /** The ledger transfer that paid for it; null for a free PLOT (nothing moved, but it still counts as a sale). */
  readonly transferId: number | null
  readonly soldAt: Date
}

export interface SalesReport {
  readonly days: ReadonlyArray<{ readonly day: string; readonly count: number; readonly amount: bigint }>
  readonly byLevel: ReadonlyArray<{ readonly level: number; readonly count: number; readonly amount: bigint }>
  readonly count: number
  readonly amount: bigint
  readonly buyers: number
}

export interface LandStatistics {
  readonly total: number
  readonly byStatus: Readonly<Record<string, number>>
  readonly byLevel: ReadonlyArray<{ readonly level: number; readonly total: number; readonly available: number; readonly minPrice: bigint; readonly maxPrice: bigint }>
}

/** PLOT sales as they are recorded, and the reports read from the land: sales by day and level, plots by status and level. */
export class SalesRepository extends Context.Service<
  SalesRepository,
  {
    readonly recordSales: (sales: ReadonlyArray<PlotSale>) => Effect.Effect<void>
    readonly salesReport: (q: { readonly from: Date; readonly to: Date }) => Effect.Effect<SalesReport>
    readonly statistics: Effect.Effect<LandStatistics>
  }
>()("iw/land/SalesRepository") {}
