import { Data } from "effect"
import type { MoveRefusal, OrderState } from "./domain/order"

/** The move is not one the order's state allows (409 ORDER_STATE), or completing it lacks a deliverable. */
export class OrderStateConflict extends Data.TaggedError("OrderStateConflict")<{ readonly from: OrderState; readonly to: OrderState; readonly reason: MoveRefusal }> {}
