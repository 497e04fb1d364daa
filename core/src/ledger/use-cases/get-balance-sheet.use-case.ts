import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { member } from "../domain/account"
import { balanceSheetOf } from "../domain/balance-sheet"
import { LedgerRepository } from "../ports/ledger.repository.port"

/** Every balance of a member (spec §3, §7 balance endpoints), read without locking. */
export const getBalanceSheet = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* LedgerRepository
    const now = yield* Clock.use((c) => c.now)
    const [balances, tickets, ap] = yield* Effect.all([repo.balancesOf(memberId), repo.peekLots(member(memberId, "tickets")), repo.peekLots(member(memberId, "ap"))])
    return balanceSheetOf(balances, { tickets, ap }, now)
  })
