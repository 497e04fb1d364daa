import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { member, system } from "../../ledger/domain/account"
import { LedgerRepository } from "../../ledger/ports/ledger.repository.port"
import { postTransfer } from "../../ledger/use-cases/post-transfer"
import { requirePermission, staffActor } from "../../staff/use-cases/require-permission"
import { type PurchaseStatus, canMove } from "../domain/purchase"
import { PurchaseStateConflict } from "../errors"
import { PurchaseRepository } from "../ports/purchase.repository.port"
import { completePurchase } from "./settle-purchase"

/** `/staff/purchases`: every purchase, newest first, optionally by status or member. */
export const listPurchases = (principal: StaffPrincipal, filter: { readonly status?: PurchaseStatus; readonly memberId?: number }, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* PurchaseRepository.use((r) => r.list({ ...filter, limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows, total)
  })

/** `/staff/purchases/{id}`: the purchase with the transfers it caused. */
export const showPurchase = (principal: StaffPrincipal, id: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const p = yield* PurchaseRepository.use((r) => r.get(id))
    if (p === null) return yield* new NotFound({ entity: "purchase", id: String(id) })
    const ledger = yield* LedgerRepository
    const credit = p.transferId === null ? null : yield* ledger.transferById(p.transferId)
    const refund = p.refundTransferId === null ? null : yield* ledger.transferById(p.refundTransferId)
    return { purchase: p, credit, refund }
  })

const withPurchase = <A, E, R>(principal: StaffPrincipal, id: number, to: PurchaseStatus, reason: string, run: (p: NonNullable<Effect.Success<ReturnType<PurchaseRepository["Service"]["get"]>>>) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    if (reason.trim() === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const p = yield* PurchaseRepository.use((r) => r.get(id))
          if (p === null) return yield* new NotFound({ entity: "purchase", id: String(id) })
          if (!canMove(p.status, to)) return yield* new PurchaseStateConflict({ from: p.status, to })
          yield* run(p)
          yield* AuditLog.use((a) =>
            a.record({ actor: staffActor(principal), action: `purchase.${to}`, target: { type: "purchase", id: String(id) }, details: { from: p.status, reason: reason.trim(), memberId: p.memberId } })
          )
          return (yield* PurchaseRepository.use((r) => r.get(id)))!
        })
      )
    )
  })

/** Staff approve a purchase they have seen paid (the simulated chain also confirms this way): tickets are credited. */
export const approvePurchase = (principal: StaffPrincipal, id: number, reason: string) =>
  withPurchase(principal, id, "approved", reason, (p) => Effect.asVoid(completePurchase(p, reason.trim())))

export const rejectPurchase = (principal: StaffPrincipal, id: number, reason: string) =>
  withPurchase(principal, id, "rejected", reason, (p) =>
    Effect.flatMap(Clock.use((c) => c.now), (now) => PurchaseRepository.use((r) => r.update(p.id, { status: "rejected", reviewNote: reason.trim() }, now)))
  )

/**
 * `/staff/purchases/{id}/refund`: a reversing transfer of the credited tickets, never a delete, and never twice
 * (the purchase moves to refunded, and the transfer's idempotency key is the purchase's). Tickets the member has
 * already spent cannot be taken back: the refund is refused with the shortfall.
 */
export const refundPurchase = (principal: StaffPrincipal, id: number, reason: string) =>
  withPurchase(principal, id, "refunded", reason, (p) =>
    Effect.gen(function* () {
      const { transfer } = yield* postTransfer(
        {
          code: "ticketPurchaseRefund",
          reference: { type: "purchase", id: String(p.id) },
          idempotencyKey: `refund:purchase:${p.id}`,
          legs: [{ from: member(p.memberId, "tickets"), to: system("issuance", "tickets"), amount: p.tickets }],
          memo: reason.trim()
        },
        { field: "tickets" }
      )
      yield* PurchaseRepository.use((r) => r.update(p.id, { status: "refunded", refundTransferId: transfer.id, reviewNote: reason.trim() }, transfer.createdAt))
    })
  )
