import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type Memo, member, postTransfer, system } from "../../ledger/index"
import { type AdCreditCode, signOf } from "../domain/credits"
import { AdsRepository } from "../ports/ads.repository.port"

/**
 * Moves AdNet credits through the ledger (the `adnet` asset, from and to issuance) with one of the spec's codes,
 * and writes the credit history's entry in the same unit of work. The ledger's idempotency key makes a replay move
 * nothing and write no second entry. The caller holds the member's account lock.
 */
export const moveCredits = (m: {
  readonly memberId: number
  readonly code: AdCreditCode
  /** Minor units, > 0; the code decides the direction. */
  readonly amount: bigint
  readonly reference: { readonly type: string; readonly id: string }
  readonly idempotencyKey: string
  readonly memo?: Memo
}) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        if (m.amount <= 0n) return null
        const credit = signOf(m.code) > 0n
        const account = member(m.memberId, "adnet")
        const issuance = system("issuance", "adnet")
        const { transfer, replayed } = yield* postTransfer({
          code: m.code,
          reference: m.reference,
          idempotencyKey: m.idempotencyKey,
          legs: [{ from: credit ? issuance : account, to: credit ? account : issuance, amount: m.amount }],
          ...(m.memo === undefined ? {} : { memo: m.memo })
        })
        if (!replayed) {
          const now = yield* Clock.use((c) => c.now)
          yield* AdsRepository.use((r) =>
            r.addEntry({
              memberId: m.memberId,
              code: m.code,
              amount: signOf(m.code) * m.amount,
              transferId: transfer.id,
              referenceType: m.reference.type,
              referenceId: m.reference.id,
              memo: m.memo === undefined ? null : { code: m.memo.code, params: Object.fromEntries(Object.entries(m.memo.params).filter(([, v]) => typeof v !== "object")) as Record<string, string | number> },
              createdAt: now
            })
          )
        }
        return { transferId: transfer.id, replayed }
      })
    )
  )
