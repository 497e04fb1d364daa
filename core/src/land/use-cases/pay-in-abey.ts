import { Effect } from "effect"
import { accountKey, member, system } from "../../ledger/domain/account"
import { splitPayment } from "../../ledger/domain/payment"
import type { TransferCode } from "../../ledger/domain/transfer"
import { InsufficientFunds } from "../../ledger/errors"
import { LedgerRepository } from "../../ledger/ports/ledger.repository.port"
import { postTransfer } from "../../ledger/use-cases/post-transfer"

/**
 * Pays `amount` ABEY minor units to revenue from the member's bonus balance first, then the ordinary one, in the
 * caller's unit of work. The two pockets are locked before the split is decided, so the split is exact.
 */
export const payAbeyBonusFirst = (memberId: number, amount: bigint, t: { readonly code: TransferCode; readonly reference: { readonly type: string; readonly id: string }; readonly idempotencyKey: string; readonly memo?: string; readonly field: string }) =>
  Effect.gen(function* () {
    const ordinaryRef = member(memberId, "abey", "main")
    const bonusRef = member(memberId, "abey", "bonus")
    const locked = yield* LedgerRepository.use((r) => r.lockBalances([bonusRef, ordinaryRef].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1))))
    const balances = { ordinary: locked.get(accountKey(ordinaryRef)) ?? 0n, bonus: locked.get(accountKey(bonusRef)) ?? 0n }
    const split = splitPayment(amount, balances, "bonusFirst")
    if (split === null) return yield* new InsufficientFunds({ asset: "abey", needed: amount, available: balances.ordinary + balances.bonus, field: t.field })
    const revenue = system("revenue", "abey")
    const legs = [
      ...(split.bonus > 0n ? [{ from: bonusRef, to: revenue, amount: split.bonus }] : []),
      ...(split.ordinary > 0n ? [{ from: ordinaryRef, to: revenue, amount: split.ordinary }] : [])
    ]
    if (legs.length === 0) return { transferId: null, split }
    const { transfer } = yield* postTransfer({ code: t.code, reference: t.reference, idempotencyKey: t.idempotencyKey, legs, memo: t.memo }, { field: t.field })
    return { transferId: transfer.id, split }
  })
