import { Effect } from "effect"
import { type BalanceValue, balanceValue } from "../../kernel/amount"
import { Clock } from "../../kernel/ports/clock.port"
import { scaleOf } from "../domain/asset"
import { countsAsPoints, pointsTotal, pointsWindowStart } from "../domain/lot"
import { LedgerCalendar } from "../ports/ledger-calendar.port"
import { LedgerRepository } from "../ports/ledger.repository.port"

export interface PointsLot {
  readonly amount: BalanceValue
  readonly creditedAt: Date
  readonly expiresAt: Date
}

/**
 * `GET member/points` (spec §7, §9): the AP points of the last 360 days (never before 2024-01-01), with the lots
 * that make them up, the soonest to expire first.
 */
export const showPoints = (memberId: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const { apPointsStart } = yield* LedgerCalendar
    const { ap } = yield* LedgerRepository.use((r) => r.sheetOf(memberId))
    const counting = ap.filter((l) => countsAsPoints(l, now, apPointsStart)).sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
    return {
      amount: balanceValue(pointsTotal(ap, now, apPointsStart), scaleOf("ap")),
      since: pointsWindowStart(now, apPointsStart),
      lots: counting.map((l): PointsLot => ({ amount: balanceValue(l.remaining, scaleOf("ap")), creditedAt: l.createdAt, expiresAt: l.expiresAt }))
    }
  })
