import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { Forbidden } from "../../kernel/errors"
import { refundPayment } from "../../ledger/index"
import { type OrderState, decideMove, memberMayCancel } from "../domain/order"
import { OrderStateConflict } from "../errors"
import { CustomOrderRepository } from "../ports/custom-order.repository.port"
import { type OrderActor, actorIdOf, auditQueue, orderFor } from "./order-access"

/**
 * One move of an order's state machine, by its member (cancel while queued) or an artist (any move the machine
 * allows). In one unit of work the order is locked and the move decided on the state as locked, so of two moves at
 * once (a cancel and a complete, twenty cancels) one wins and the others are refused with 409 ORDER_STATE. A cancel
 * refunds the tickets through the ledger's refundPayment, whose key (`payment-refund:{transferId}`) pays it once
 * even if the same refund were asked again. The move names who made it and when; an artist's is audited.
 */
export const moveOrder = (actor: OrderActor, id: number, to: OrderState) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const order = yield* orderFor(actor, id, true)
        if (actor.kind === "member" && !(to === "cancelled" && memberMayCancel(order.state))) {
          if (to !== "cancelled") return yield* new Forbidden({ reason: "custom-orders" })
          return yield* new OrderStateConflict({ from: order.state, to, reason: "not_allowed" })
        }
        const repo = yield* CustomOrderRepository
        const hasDeliverable = (yield* repo.files(id)).some((f) => f.role === "deliverable")
        const decision = decideMove({ state: order.state, hasDeliverable }, to)
        if ("refusal" in decision) return yield* new OrderStateConflict({ from: order.state, to, reason: decision.refusal })
        const now = yield* Clock.use((c) => c.now)
        let refundTransferId: number | undefined
        if (decision.refund && order.transferId !== null) {
          refundTransferId = (yield* refundPayment({ transferId: order.transferId, code: "customOrderRefund" })).transferId
        }
        // Taking an order: the first artist to start it becomes its assignee.
        const assign = actor.kind === "staff" && to === "in_progress" && order.assigneeId === null ? { assigneeId: actor.staffId } : {}
        yield* repo.update(id, { state: to, ...(refundTransferId === undefined ? {} : { refundTransferId }), ...assign }, now)
        yield* repo.addEvent({ orderId: id, type: "move", from: order.state, to, note: null, actorKind: actor.kind, actorId: actorIdOf(actor), at: now })
        yield* auditQueue(actor, "move", order, { from: order.state, to, ...(refundTransferId === undefined ? {} : { refundTransferId }) })
        return yield* orderFor(actor, id)
      })
    )
  )
