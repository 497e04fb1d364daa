import type { OrderStateConflict } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type CustomOrdersError = OrderStateConflict

/** Custom orders (issue 17): a move the order's state does not allow is 409 ORDER_STATE; completing without a glb names the field. */
export const customOrdersErrors: ErrorMap<CustomOrdersError> = {
  OrderStateConflict: (e) => (e.reason === "no_deliverable" ? fieldFailure("deliverable", "customOrders.deliverable_required") : failure("ORDER_STATE", { from: e.from, to: e.to }))
}
