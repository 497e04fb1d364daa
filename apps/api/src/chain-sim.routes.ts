import { simulateDeposit, simulatePayment } from "@iw/chain-sim"
import { api } from "@iw/contracts"
import {
  AuditLog,
  ChainGateway,
  MemberRepository,
  NotFound,
  PurchaseRepository,
  Transactor,
  ValidationFailed,
  balanceValue,
  collectWalletDeposits,
  currencyScale,
  depositCredit,
  fieldError,
  parseAmount,
  requirePermission,
  staffActor,
  unitOf
} from "@iw/core"
import type { makeBinder } from "@iw/http-express"
import { Effect } from "effect"

/**
 * Tools of the SIMULATED chain, bound by the composition root because only it knows the chain is simulated. Every
 * use is a staff action, so each is audited in the same unit of work as what it puts on the chain.
 */
export const chainSimRoutes = (bind: ReturnType<typeof makeBinder>) => {
  bind(api.ledger.simulateDeposit, ({ principal, body }) =>
    Effect.gen(function* () {
      yield* requirePermission(principal, "back-office")
      const amount = BigInt(body.amount) * unitOf("abey")
      const { txHash, to } = yield* Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            if ((yield* MemberRepository.use((m) => m.findById(body.memberId))) === null) return yield* new NotFound({ entity: "member", id: String(body.memberId) })
            const deposit = yield* simulateDeposit(body.memberId, amount)
            yield* AuditLog.use((a) =>
              a.record({
                actor: staffActor(principal),
                action: "chain_sim.deposit",
                target: { type: "member", id: String(body.memberId) },
                details: { amount: String(body.amount), currency: "ABEY", txHash: deposit.txHash, to: deposit.to }
              })
            )
            return deposit
          })
        )
      )
      // Credit what the chain shows now; whichever process's job credits this deposit, the answer says whether it is.
      yield* collectWalletDeposits()
      const credit = yield* depositCredit(txHash)
      return { txHash, to, credited: credit !== null, transferId: credit?.id ?? null }
    })
  )

  bind(api.ledger.simulatePayment, ({ principal, body }) =>
    Effect.gen(function* () {
      yield* requirePermission(principal, "back-office")
      return yield* Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const p = yield* PurchaseRepository.use((r) => r.get(body.purchaseId))
            if (p === null) return yield* new NotFound({ entity: "purchase", id: String(body.purchaseId) })
            const scale = currencyScale(p.currency)
            const amount = body.amount === undefined ? p.amount : parseAmount(body.amount, scale)
            if (amount === null || amount <= 0n) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.numeric") })
            // On time: just after the invoice opened. Late: just after it ended.
            const seenAt = new Date(body.late === true ? p.invoiceExpiresAt.getTime() + 1000 : p.createdAt.getTime() + 1000)
            const to = yield* ChainGateway.use((c) => c.receivingAddress)
            const { txHash } = yield* simulatePayment({ to, currency: p.currency, amount, notAfter: p.invoiceExpiresAt, seenAt })
            yield* AuditLog.use((a) =>
              a.record({
                actor: staffActor(principal),
                action: "chain_sim.payment",
                target: { type: "purchase", id: String(p.id) },
                details: { amount: balanceValue(amount, scale).decimal, currency: p.currency, txHash, late: body.late === true, seenAt: seenAt.toISOString() }
              })
            )
            return { txHash, to, amount: balanceValue(amount, scale), currency: p.currency, seenAt }
          })
        )
      )
    })
  )
}
