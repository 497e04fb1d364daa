import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { normalizeTxHash } from "../../chain/index"
import { asOf, decidePurchase } from "../domain/purchase"
import { PurchaseStateConflict, TxHashAlreadyUsed, TxHashMalformed } from "../errors"
import { PurchaseRepository } from "../ports/purchase.repository.port"
import { settlePurchase } from "./settle-purchase"

/**
 * The member enters the transaction hash of the payment, now or later from the purchase history (spec §4), also
 * after the invoice expired. The purchase becomes pending and is checked against the chain at once; tickets
 * follow when it completes. A payment the chain shows as late or not as invoiced makes it incomplete again.
 */
export const submitTransactionHash = (principal: MemberPrincipal, purchaseId: number, raw: string) =>
  Effect.gen(function* () {
    const txHash = normalizeTxHash(raw)
    if (txHash === null) return yield* new TxHashMalformed()
    yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* PurchaseRepository
          const now = yield* Clock.use((c) => c.now)
          const p = yield* repo.get(purchaseId)
          if (p === null || p.memberId !== principal.memberId) return yield* new NotFound({ entity: "purchase", id: String(purchaseId) })
          const outcome = decidePurchase(asOf(p, now), { type: "submitHash", txHash }, now)
          if (outcome._tag === "Unchanged") return
          if (outcome._tag !== "Moved") return yield* new PurchaseStateConflict({ from: p.status, to: "pending" })
          const holder = yield* repo.withTxHash(txHash)
          if (holder !== null && holder !== p.id) return yield* new TxHashAlreadyUsed({ purchaseId: holder })
          yield* repo.update(p.id, { status: outcome.next.status, issue: outcome.next.issue, txHash }, now)
        })
      )
    )
    yield* settlePurchase(purchaseId)
    const now = yield* Clock.use((c) => c.now)
    return asOf((yield* PurchaseRepository.use((r) => r.get(purchaseId)))!, now)
  })
