import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { ChainGateway, type ExpectedPayment } from "../../chain/index"
import { member, memoOf, postTransfer, system } from "../../ledger/index"
import { type Purchase, decidePurchase } from "../domain/purchase"
import { PurchaseRepository } from "../ports/purchase.repository.port"

/** What the purchase's invoice asks of a payment. */
export const expectedPaymentOf = (p: Purchase): ExpectedPayment => ({ to: p.address, currency: p.currency, amount: p.amount, notAfter: p.invoiceExpiresAt })

/**
 * Credits the purchase's tickets (a new 180-day lot) and marks it approved with its hash. Runs inside the caller's
 * unit of work; the credit's idempotency key is the purchase's, so tickets are never credited twice.
 */
export const completePurchase = (p: Purchase, txHash: string, note: string | null) =>
  Effect.gen(function* () {
    const { transfer } = yield* postTransfer({
      code: "ticketPurchase",
      reference: { type: "purchase", id: String(p.id) },
      idempotencyKey: `purchase:${p.id}`,
      legs: [{ from: system("issuance", "tickets"), to: member(p.memberId, "tickets"), amount: p.tickets }],
      memo: memoOf("productPurchase", { product: p.productName, quantity: p.quantity })
    })
    yield* PurchaseRepository.use((r) => r.update(p.id, { status: "approved", issue: null, txHash, transferId: transfer.id, reviewNote: note }, new Date(transfer.createdAt)))
    return transfer
  })

/**
 * Asks the chain whether a pending purchase's transaction paid its invoice (`decidePurchase` decides): a confirmed
 * payment completes it and credits the tickets; a payment first seen after the invoice expired, of another amount,
 * to another address or in another currency makes it `incomplete` with that issue (action required, never
 * silently paid); anything else leaves it pending. Answers the status it ends in.
 */
export const settlePurchase = (purchaseId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* PurchaseRepository
        const p = yield* repo.get(purchaseId)
        if (p === null || p.status !== "pending" || p.txHash === null) return p?.status ?? null
        const txHash = p.txHash
        const verdict = yield* ChainGateway.use((c) => c.checkPayment(txHash, expectedPaymentOf(p)))
        const now = yield* Clock.use((c) => c.now)
        const outcome = decidePurchase(p, { type: "chain", verdict }, now)
        if (outcome._tag !== "Moved") return p.status
        if (outcome.credit) {
          yield* completePurchase(p, txHash, null)
          return "approved" as const
        }
        yield* repo.update(p.id, { status: outcome.next.status, issue: outcome.next.issue }, now)
        return outcome.next.status
      })
    )
  )

/** A periodic job: settles every pending purchase the chain may have confirmed since. */
export const reconcilePurchases = (batch = 100) =>
  Effect.gen(function* () {
    const ids = yield* PurchaseRepository.use((r) => r.pendingIds(batch))
    const outcomes = yield* Effect.forEach(ids, settlePurchase)
    return { checked: ids.length, approved: outcomes.filter((o) => o === "approved").length, incomplete: outcomes.filter((o) => o === "incomplete").length }
  })

/**
 * A periodic job: books the end of invoices that ran out with no hash entered. They stay `incomplete` (action
 * required) with issue `invoice_expired`; the member can still enter the hash from the purchase history.
 */
export const expireInvoices = (batch = 200) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const ids = yield* PurchaseRepository.use((r) => r.expiredInvoiceIds(now, batch))
    let expired = 0
    for (const id of ids) {
      const moved = yield* Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const repo = yield* PurchaseRepository
            const p = yield* repo.get(id)
            if (p === null) return false
            const outcome = decidePurchase(p, { type: "expire" }, now)
            if (outcome._tag !== "Moved") return false
            yield* repo.update(p.id, { issue: outcome.next.issue }, now)
            return true
          })
        )
      )
      if (moved) expired++
    }
    return { expired }
  })
