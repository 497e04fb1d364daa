import { Context, type Effect } from "effect"
import type { Holdings } from "../domain/eligibility"
import type { FounderPurchase } from "../domain/founders"

/** An approved purchase as the package perks read it: what it cost in US cents, and when it was approved. */
export interface PaidPurchase {
  readonly purchaseId: number
  readonly productId: number
  readonly productName: string
  readonly cents: bigint
  readonly at: Date
}

/**
 * What the programmes read of other areas, in one port the database answers with one query each: a member's
 * activated owned PLOTs and buildings at an instant, every member who holds any at an instant (the day job), and
 * the member's approved purchases (founders plan, package perks).
 */
export class ProgrammeHoldings extends Context.Service<
  ProgrammeHoldings,
  {
    readonly of: (memberId: number, at: Date) => Effect.Effect<Holdings>
    /** Every member holding at least one activated owned PLOT at `at`, with their holdings. */
    readonly candidatesAt: (at: Date) => Effect.Effect<ReadonlyArray<Holdings & { readonly memberId: number }>>
    readonly approvedPurchases: (memberId: number) => Effect.Effect<ReadonlyArray<PaidPurchase>>
  }
>()("iw/programmes/ProgrammeHoldings") {}

export const founderPurchasesOf = (rows: ReadonlyArray<PaidPurchase>): ReadonlyArray<FounderPurchase> => rows.map((r) => ({ purchaseId: r.purchaseId, productId: r.productId, at: r.at }))
