import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { balanceSheetOf } from "../domain/balance-sheet"
import { LedgerCalendar } from "../ports/ledger-calendar.port"
import { LedgerRepository } from "../ports/ledger.repository.port"

/**
 * Every balance of a member (spec §3, §7 balance endpoints), read without locking but as one snapshot: the
 * balances, the ticket lots and the AP lots always agree with each other.
 */
export const getBalanceSheet = (memberId: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const { apPointsStart } = yield* LedgerCalendar
    const snapshot = yield* LedgerRepository.use((r) => r.sheetOf(memberId))
    return balanceSheetOf(snapshot.balances, { tickets: snapshot.tickets, ap: snapshot.ap }, now, apPointsStart)
  })
