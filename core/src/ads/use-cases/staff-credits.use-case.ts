import { Effect } from "effect"
import { balanceValue } from "../../kernel/amount"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { getTransfer, memoOf, postTransfer } from "../../ledger/index"
import { CREDIT_SCALE, CREDIT_UNIT, refundable } from "../domain/credits"
import { AdnetRefundState } from "../errors"
import { AdsRepository } from "../ports/ads.repository.port"
import { runDisplayDay } from "./run-display-day.use-case"
import { moveCredits } from "./move-credits"

/** Most credits one grant may give. */
export const MAX_CREDIT_GRANT = 1_000_000n * CREDIT_UNIT

/** A member's credits, package purchases and credit history, for staff and the CLI. */
export const showMemberAdCredits = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const repo = yield* AdsRepository
    if (!(yield* repo.lockAccount(memberId))) return yield* new NotFound({ entity: "member", id: String(memberId) })
    return { memberId, balance: yield* repo.balance(memberId), purchases: yield* repo.purchases(memberId), transactions: (yield* repo.entries(memberId, { code: null, limit: 100, offset: 0 })).rows }
  })

/** Staff grant credits with a reason (accountTransferIncome), audited. */
export const grantAdCredits = (principal: StaffPrincipal, memberId: number, amount: bigint, reasonText: string, idempotencyKey: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const reason = reasonText.trim()
    if (reason === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    if (amount <= 0n || amount > MAX_CREDIT_GRANT) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.between.numeric", { min: "0.01", max: "1000000" }) })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* AdsRepository
          if (!(yield* repo.lockAccount(memberId))) return yield* new NotFound({ entity: "member", id: String(memberId) })
          const moved = yield* moveCredits({
            memberId,
            code: "accountTransferIncome",
            amount,
            reference: { type: "staff-grant", id: String(principal.staffId) },
            idempotencyKey: `adnet-grant:${memberId}:${idempotencyKey}`,
            memo: memoOf("staffNote", { text: reason })
          })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "ads.credits.grant", target: { type: "member", id: String(memberId) }, details: { amount: balanceValue(amount, CREDIT_SCALE).decimal, reason, transferId: moved?.transferId ?? null } }))
          return { transferId: moved?.transferId ?? 0, balance: yield* repo.balance(memberId) }
        })
      )
    )
  })

/**
 * Staff refund a package purchase with a reason: the ABEY paid goes back (refundPayment), and the credits come out as
 * packageRefund — at most what the purchase bought and never more than the member holds. Once; audited.
 */
export const refundAdnetPackage = (principal: StaffPrincipal, memberId: number, purchaseId: number, reasonText: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const reason = reasonText.trim()
    if (reason === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* AdsRepository
          if (!(yield* repo.lockAccount(memberId))) return yield* new NotFound({ entity: "member", id: String(memberId) })
          const purchase = yield* repo.purchase(purchaseId, true)
          if (purchase === null || purchase.memberId !== memberId) return yield* new NotFound({ entity: "adnet-purchase", id: String(purchaseId) })
          if (purchase.refunded) return yield* new AdnetRefundState({ purchaseId })
          const take = refundable({ bought: purchase.credits, refunded: purchase.refundedCredits, held: yield* repo.balance(memberId) })
          const moved = yield* moveCredits({
            memberId,
            code: "packageRefund",
            amount: take,
            reference: { type: "adnet-purchase", id: String(purchaseId) },
            idempotencyKey: `adnet-refund:${purchaseId}`,
            memo: memoOf("staffNote", { text: reason })
          })
          // The ABEY legs of the payment go back as they came (the credits it delivered are the packageRefund above,
          // capped by what the member still holds, so the ledger's refundPayment, which reverses every leg, is not used).
          const paid = purchase.transferId === null ? null : yield* getTransfer(purchase.transferId)
          const abeyLegs = (paid?.legs ?? []).filter((l) => l.from.asset === "abey").map((l) => ({ from: l.to, to: l.from, amount: l.amount }))
          if (abeyLegs.length > 0)
            yield* postTransfer({ code: "packageRefund", reference: { type: "adnet-purchase", id: String(purchaseId) }, idempotencyKey: `adnet-refund-abey:${purchaseId}`, legs: abeyLegs, memo: memoOf("staffNote", { text: reason }) })
          yield* repo.markRefunded(purchaseId, take, yield* Clock.use((c) => c.now))
          yield* AuditLog.use((a) =>
            a.record({ actor: staffActor(principal), action: "ads.credits.refund", target: { type: "member", id: String(memberId) }, details: { purchaseId, credits: balanceValue(take, CREDIT_SCALE).decimal, reason, transferId: moved?.transferId ?? null } })
          )
          return { transferId: moved?.transferId ?? 0, balance: yield* repo.balance(memberId) }
        })
      )
    )
  })

/** Staff run the display job for a day (the e2e's "simulated day"), audited. */
export const runDisplayDayAsStaff = (principal: StaffPrincipal, day: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const result = yield* runDisplayDay(day)
    yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "ads.display-day", target: { type: "adnet-day", id: day }, details: { ...result } }))
    return result
  })
