import { Context, type Effect } from "effect"
import type { Purchase, PurchaseIssue, PurchaseStatus } from "../domain/purchase"

export type NewPurchase = Omit<Purchase, "id" | "updatedAt" | "txHash" | "reviewNote" | "transferId" | "refundTransferId" | "status" | "issue">

export class PurchaseRepository extends Context.Service<
  PurchaseRepository,
  {
    readonly create: (p: NewPurchase) => Effect.Effect<Purchase>
    /** The purchase, locked for the unit of work. */
    readonly get: (id: number) => Effect.Effect<Purchase | null>
    readonly update: (
      id: number,
      changes: { readonly status?: PurchaseStatus; readonly issue?: PurchaseIssue | null; readonly txHash?: string; readonly reviewNote?: string | null; readonly transferId?: number; readonly refundTransferId?: number },
      at: Date
    ) => Effect.Effect<void>
    /** The purchase already holding this transaction hash, if any. */
    readonly withTxHash: (txHash: string) => Effect.Effect<number | null>
    readonly list: (query: { readonly memberId?: number; readonly status?: PurchaseStatus; readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<Purchase>; readonly total: number }>
    readonly pendingIds: (limit: number) => Effect.Effect<ReadonlyArray<number>>
    /** Incomplete purchases with no hash and no issue yet whose invoice ended by `now`. */
    readonly expiredInvoiceIds: (now: Date, limit: number) => Effect.Effect<ReadonlyArray<number>>
  }
>()("iw/purchases/PurchaseRepository") {}
