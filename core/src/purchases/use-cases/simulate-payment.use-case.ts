import { Effect, Option } from "effect"
import { ChainGateway, ChainSimulator, currencyScale } from "../../chain/index"
import { AuditLog, NotFound, type StaffPrincipal, Transactor, ValidationFailed, balanceValue, fieldError, parseAmount } from "../../kernel/index"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { PurchaseRepository } from "../ports/purchase.repository.port"

/**
 * `POST staff/chain-sim/payments` (SIMULATED chain only): staff play a member who paid a purchase's invoice, by
 * default exactly and on time (just after the invoice opened); `amount` pays another amount, `late` pays just after
 * the invoice ended. Audited in the same unit of work. Answers the hash the member then enters. Without a simulated
 * chain there is no such tool: not found.
 */
export const simulatePayment = (principal: StaffPrincipal, input: { readonly purchaseId: number; readonly amount?: string; readonly late?: boolean }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const simulator = yield* Effect.serviceOption(ChainSimulator)
    if (Option.isNone(simulator)) return yield* new NotFound({ entity: "tool", id: "chain-sim" })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const p = yield* PurchaseRepository.use((r) => r.get(input.purchaseId))
          if (p === null) return yield* new NotFound({ entity: "purchase", id: String(input.purchaseId) })
          const scale = currencyScale(p.currency)
          const amount = input.amount === undefined ? p.amount : parseAmount(input.amount, scale)
          if (amount === null || amount <= 0n) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.numeric") })
          const late = input.late === true
          const seenAt = new Date(late ? p.invoiceExpiresAt.getTime() + 1000 : p.createdAt.getTime() + 1000)
          const to = yield* ChainGateway.use((c) => c.receivingAddress)
          const { txHash } = yield* simulator.value.pay({ to, currency: p.currency, amount, notAfter: p.invoiceExpiresAt, seenAt })
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: "chain_sim.payment",
              target: { type: "purchase", id: String(p.id) },
              details: { amount: balanceValue(amount, scale).decimal, currency: p.currency, txHash, late, seenAt: seenAt.toISOString() }
            })
          )
          return { txHash, to, amount: balanceValue(amount, scale), currency: p.currency, seenAt }
        })
      )
    )
  })
