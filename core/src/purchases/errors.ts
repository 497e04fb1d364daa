import { Data } from "effect"
import type { PurchaseStatus } from "./domain/purchase"

/** The purchase cannot make this move from its current state. */
export class PurchaseStateConflict extends Data.TaggedError("PurchaseStateConflict")<{ readonly from: PurchaseStatus; readonly to: PurchaseStatus }> {}

/** A purchase is of 1 to {max} units (spec §4 Crypto purchase). */
export class QuantityOutOfRange extends Data.TaggedError("QuantityOutOfRange")<{ readonly min: number; readonly max: number }> {}

/** The product is not one a member can buy now (unknown, inactive, or not a ticket package). */
export class ProductNotOffered extends Data.TaggedError("ProductNotOffered")<{ readonly productId: number }> {}

/** A transaction hash is 0x followed by 64 hexadecimal characters. */
export class TxHashMalformed extends Data.TaggedError("TxHashMalformed")<{}> {}

/** The transaction hash already pays another purchase. */
export class TxHashAlreadyUsed extends Data.TaggedError("TxHashAlreadyUsed")<{ readonly purchaseId: number }> {}

/** Approving a purchase needs a transaction hash: it has none, and staff entered none. */
export class TxHashRequired extends Data.TaggedError("TxHashRequired")<{}> {}

/** Staff entered a transaction hash other than the one the purchase already has. */
export class TxHashMismatch extends Data.TaggedError("TxHashMismatch")<{}> {}

/** A staff review (approve, reject, refund) needs a reason: it is kept as the review note and in the audit log. */
export class ReviewReasonMissing extends Data.TaggedError("ReviewReasonMissing")<{}> {}
