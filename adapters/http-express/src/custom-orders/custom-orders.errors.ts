import type { Live2EarnNotAllowed, OrderStateConflict, PhotoAlreadyReviewed } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type CustomOrdersError = OrderStateConflict | PhotoAlreadyReviewed | Live2EarnNotAllowed

/** Custom orders and Live2Earn (issue 17). */
export const customOrdersErrors: ErrorMap<CustomOrdersError> = {
  OrderStateConflict: (e) => (e.reason === "no_deliverable" ? fieldFailure("deliverable", "customOrders.deliverable_required") : failure("ORDER_STATE", { from: e.from, to: e.to })),
  PhotoAlreadyReviewed: (e) => failure("PHOTO_STATE", { state: e.state }),
  Live2EarnNotAllowed: () => failure("FORBIDDEN")
}
