import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { ChainGateway, normalizeTxHash } from "../../chain/index"
import { getTransfer, member, memoOf, postTransfer, system } from "../../ledger/index"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { type Purchase, type PurchaseEvent, type PurchaseOutcome, type PurchaseStatus, asOf, decidePurchase } from "../domain/purchase"
import { PurchaseStateConflict, ReviewReasonMissing, TxHashAlreadyUsed, TxHashMalformed, TxHashMismatch, TxHashRequired } from "../errors"
import { PurchaseRepository } from "../ports/purchase.repository.port"
import { completePurchase, expectedPaymentOf } from "./settle-purchase"

/** `/staff/purchases`: every purchase, newest first, optionally by status or member. */
export const listPurchases = (principal: StaffPrincipal, filter: { readonly status?: PurchaseStatus; readonly memberId?: number }, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const now = yield* Clock.use((c) => c.now)
    const { rows, total } = yield* PurchaseRepository.use((r) => r.list({ ...filter, limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows.map((p) => asOf(p, now)), total)
  })

/** `/staff/purchases/{id}`: the purchase with the transfers it caused, and which chain checks its payments. */
export const showPurchase = (principal: StaffPrincipal, id: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const p = yield* PurchaseRepository.use((r) => r.get(id))
    if (p === null) return yield* new NotFound({ entity: "purchase", id: String(id) })
    const credit = p.transferId === null ? null : yield* getTransfer(p.transferId)
    const refund = p.refundTransferId === null ? null : yield* getTransfer(p.refundTransferId)
    const chain = yield* ChainGateway
    return { purchase: asOf(p, yield* Clock.use((c) => c.now)), credit, refund, chain: { kind: chain.kind, simulated: chain.simulated } }
  })

/** The purchase's outcome as a typed failure, when it is not a move. */
const refusal = (p: Purchase, outcome: PurchaseOutcome, to: PurchaseStatus) => {
  switch (outcome._tag) {
    case "NeedsHash":
      return Effect.fail(new TxHashRequired())
    case "OtherHash":
      return Effect.fail(new TxHashMismatch())
    case "Refused":
      return Effect.fail(new PurchaseStateConflict({ from: outcome.from, to: outcome.to }))
    default:
      return Effect.fail(new PurchaseStateConflict({ from: p.status, to }))
  }
}

/**
 * A staff review in one unit of work: lock the purchase, let `decidePurchase` decide, do what it says, and audit
 * it. A reason is required and kept as the purchase's review note and in the audit log.
 */
const review = <A, E, R>(
  principal: StaffPrincipal,
  id: number,
  to: PurchaseStatus,
  reason: string,
  event: PurchaseEvent,
  run: (p: Purchase, next: Extract<PurchaseOutcome, { _tag: "Moved" }>["next"], now: Date) => Effect.Effect<A, E, R>
) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const note = reason.trim()
    if (note === "") return yield* new ReviewReasonMissing()
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const locked = yield* PurchaseRepository.use((r) => r.get(id))
          if (locked === null) return yield* new NotFound({ entity: "purchase", id: String(id) })
          const now = yield* Clock.use((c) => c.now)
          const p = asOf(locked, now)
          const outcome = decidePurchase(p, event, now)
          if (outcome._tag !== "Moved") return yield* refusal(p, outcome, to)
          yield* run(p, outcome.next, now)
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: `purchase.${to}`,
              target: { type: "purchase", id: String(id) },
              details: { from: p.status, reason: note, memberId: p.memberId, ...(p.issue ? { issue: p.issue } : {}), ...(outcome.next.txHash ? { txHash: outcome.next.txHash } : {}) }
            })
          )
          return asOf((yield* PurchaseRepository.use((r) => r.get(id)))!, now)
        })
      )
    )
  })

/**
 * Staff approve a purchase whose payment they checked by hand: a `pending` one, or an `incomplete` one (action
 * required: the invoice expired, or the chain showed the payment late or not as invoiced). The purchase needs a
 * transaction hash: its own, or the one staff enter when the member never did. The tickets are credited, and the
 * chain is told, so the simulated chain's record shows the payment confirmed too.
 */
export const approvePurchase = (principal: StaffPrincipal, id: number, reason: string, rawTxHash?: string) =>
  Effect.gen(function* () {
    const given = rawTxHash === undefined || rawTxHash.trim() === "" ? undefined : normalizeTxHash(rawTxHash)
    if (given === null) return yield* new TxHashMalformed()
    return yield* review(principal, id, "approved", reason, { type: "approve", txHash: given }, (p, next, now) =>
      Effect.gen(function* () {
        const txHash = next.txHash!
        if (p.txHash === null) {
          const holder = yield* PurchaseRepository.use((r) => r.withTxHash(txHash))
          if (holder !== null && holder !== p.id) return yield* new TxHashAlreadyUsed({ purchaseId: holder })
        }
        yield* completePurchase(p, txHash, reason.trim())
        yield* ChainGateway.use((c) => c.recordApproval(txHash, expectedPaymentOf(p), now))
      })
    )
  })

/** Staff turn a pending or incomplete purchase down; final, nothing is credited. */
export const rejectPurchase = (principal: StaffPrincipal, id: number, reason: string) =>
  review(principal, id, "rejected", reason, { type: "reject" }, (p, next, now) =>
    PurchaseRepository.use((r) => r.update(p.id, { status: "rejected", issue: next.issue, reviewNote: reason.trim() }, now))
  )

/**
 * `/staff/purchases/{id}/refund`: a reversing transfer of the credited tickets, never a delete, and never twice
 * (the purchase moves to refunded, and the transfer's idempotency key is the purchase's).
 *
 * Which tickets go back (the rule): those of the purchase's own lot, the one its credit created, as far as it
 * still holds them, so a refund never eats older tickets while the refunded purchase's lot lives on. Only when
 * that lot was partly spent (or has expired) does the rest come from the member's other live tickets, earliest
 * expiry first. When the member holds too few tickets in all, the refund is refused with the shortfall and
 * nothing moves.
 */
export const refundPurchase = (principal: StaffPrincipal, id: number, reason: string) =>
  review(principal, id, "refunded", reason, { type: "refund" }, (p) =>
    Effect.gen(function* () {
      const { transfer } = yield* postTransfer(
        {
          code: "ticketPurchaseRefund",
          reference: { type: "purchase", id: String(p.id) },
          idempotencyKey: `refund:purchase:${p.id}`,
          legs: [{ from: member(p.memberId, "tickets"), to: system("issuance", "tickets"), amount: p.tickets }],
          memo: memoOf("staffNote", { text: reason.trim() }),
          ...(p.transferId !== null ? { drawFirst: p.transferId } : {})
        },
        { field: "tickets" }
      )
      yield* PurchaseRepository.use((r) => r.update(p.id, { status: "refunded", refundTransferId: transfer.id, reviewNote: reason.trim() }, transfer.createdAt))
    })
  )
