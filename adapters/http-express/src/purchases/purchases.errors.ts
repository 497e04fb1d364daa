import type { PurchaseStateConflict } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type PurchasesError = PurchaseStateConflict

export const purchasesErrors: ErrorMap<PurchasesError> = {
  PurchaseStateConflict: (e) => failure("PURCHASE_STATE", { from: e.from, to: e.to })
}
