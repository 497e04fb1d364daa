import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { SupportRepository } from "../ports/support.repository.port"

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export const median = (values: ReadonlyArray<number>): number | null => {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** Without a number of days, the support statistics cover the last 30. */
export const SUPPORT_STATISTICS_DAYS = 30

/** `/staff/statistics/support`: created and closed per day, by status, language and assignee, first-reply time. */
export const supportStatistics = (days: number = SUPPORT_STATISTICS_DAYS) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const since = new Date(now.getTime() - days * 86_400_000)
    const rows = yield* SupportRepository.use((r) => r.statistics(since, days))
    const m = median(rows.firstReplyMinutes)
    return {
      days,
      daily: rows.daily,
      byStatus: { open: rows.byStatus.open, inProgress: rows.byStatus.in_progress, closed: rows.byStatus.closed },
      byLanguage: rows.byLanguage,
      byAssignee: rows.byAssignee,
      medianFirstReplyMinutes: m === null ? null : Math.round(m * 10) / 10
    }
  })
