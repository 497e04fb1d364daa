import { Data } from "effect"
import type { PurchaseStatus } from "./domain/purchase"

/** The purchase cannot make this move from its current state. */
export class PurchaseStateConflict extends Data.TaggedError("PurchaseStateConflict")<{ readonly from: PurchaseStatus; readonly to: PurchaseStatus }> {}
