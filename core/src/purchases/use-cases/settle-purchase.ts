import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { ChainGateway } from "../../chain/ports/chain-gateway.port"
import { member, system } from "../../ledger/domain/account"
import { postTransfer } from "../../ledger/use-cases/post-transfer"
import type { Purchase } from "../domain/purchase"
import { PurchaseRepository } from "../ports/purchase.repository.port"

/** Credits the purchase's tickets (a new 180-day lot) and marks it approved. Runs inside the caller's unit of work. */
export const completePurchase = (p: Purchase, note: string | null) =>
  Effect.gen(function* () {
    const { transfer } = yield* postTransfer({
      code: "ticketPurchase",
      reference: { type: "purchase", id: String(p.id) },
      idempotencyKey: `purchase:${p.id}`,
      legs: [{ from: system("issuance", "tickets"), to: member(p.memberId, "tickets"), amount: p.tickets }],
      memo: `${p.productName} × ${p.quantity}`
    })
    yield* PurchaseRepository.use((r) => r.update(p.id, { status: "approved", transferId: transfer.id, reviewNote: note }, new Date(transfer.createdAt)))
    return transfer
  })

/**
 * Asks the chain whether a pending purchase's transaction paid its invoice: a confirmed payment completes it,
 * a payment of the wrong amount, to the wrong address or after the invoice expired rejects it, anything else
 * leaves it pending.
 */
export const settlePurchase = (purchaseId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* PurchaseRepository
        const p = yield* repo.get(purchaseId)
        if (p === null || p.status !== "pending" || p.txHash === null) return p?.status ?? null
        const check = yield* ChainGateway.use((c) => c.checkPayment(p.txHash!, { to: p.address, currency: p.currency, amount: p.amount, notAfter: p.invoiceExpiresAt }))
        if (check._tag === "Confirmed") {
          yield* completePurchase(p, null)
          return "approved" as const
        }
        if (check._tag === "Mismatch") {
          yield* repo.update(p.id, { status: "rejected", reviewNote: `chain:${check.reason}` }, yield* Clock.use((c) => c.now))
          return "rejected" as const
        }
        return "pending" as const
      })
    )
  )

/** A periodic job: settles every pending purchase the chain may have confirmed since. */
export const reconcilePurchases = (batch = 100) =>
  Effect.gen(function* () {
    const ids = yield* PurchaseRepository.use((r) => r.pendingIds(batch))
    const outcomes = yield* Effect.forEach(ids, settlePurchase)
    return { checked: ids.length, approved: outcomes.filter((o) => o === "approved").length }
  })
