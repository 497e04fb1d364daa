import type {
  ProductNotOffered,
  PurchaseStateConflict,
  QuantityOutOfRange,
  ReviewReasonMissing,
  TxHashAlreadyUsed,
  TxHashMalformed,
  TxHashMismatch,
  TxHashRequired
} from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type PurchasesError =
  | PurchaseStateConflict
  | QuantityOutOfRange
  | ProductNotOffered
  | TxHashMalformed
  | TxHashAlreadyUsed
  | TxHashRequired
  | TxHashMismatch
  | ReviewReasonMissing

/** Spec §4 Crypto purchase: the member's invoices and hashes, and staff review (catalogue `purchase`). */
export const purchasesErrors: ErrorMap<PurchasesError> = {
  PurchaseStateConflict: (e) => failure("PURCHASE_STATE", { from: e.from, to: e.to }),
  QuantityOutOfRange: (e) => fieldFailure("quantity", "validation.between.numeric", { min: e.min, max: e.max }),
  ProductNotOffered: () => fieldFailure("productId", "validation.exists"),
  TxHashMalformed: () => fieldFailure("txHash", "purchase.tx_format"),
  TxHashAlreadyUsed: () => fieldFailure("txHash", "purchase.tx_used"),
  TxHashRequired: () => fieldFailure("txHash", "purchase.tx_required"),
  TxHashMismatch: () => fieldFailure("txHash", "purchase.tx_other"),
  ReviewReasonMissing: () => fieldFailure("reason", "validation.required")
}
