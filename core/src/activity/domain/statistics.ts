/**
 * The staff statistics' periods (spec §2 /staff/statistics/sales, revenue, users-activity,
 * nft-office-transfer-history): whole CST days, `from` and `to` both counted, at most {@link STATS_MAX_DAYS}.
 * Days are day numbers (whole days since the epoch in CST), as the game calendar counts them.
 */
export const STATS_MAX_DAYS = 366
export const STATS_DEFAULT_DAYS = 30

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day number of an ISO date (`2026-11-20`), or null. */
export const dayNumberOf = (iso: string): number | null => {
  const m = ISO_DAY.exec(iso)
  if (m === null) return null
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return new Date(t).toISOString().slice(0, 10) === iso ? t / 86_400_000 : null
}

/** The ISO date of a day number. */
export const isoOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10)

export type StatsPeriod = { readonly from: number; readonly to: number }

/**
 * The period a report covers: the named days, or the last {@link STATS_DEFAULT_DAYS} days up to `today`; a field
 * name when a date is not a date, `to` is before `from`, or the period is longer than allowed.
 */
export const statsPeriod = (
  q: { readonly from?: string | undefined; readonly to?: string | undefined },
  today: number
): StatsPeriod | { readonly invalid: "from" | "to"; readonly code: "validation.date" | "validation.invalid" | "validation.max.numeric" } => {
  const to = q.to === undefined ? today : dayNumberOf(q.to)
  if (to === null) return { invalid: "to", code: "validation.date" }
  const from = q.from === undefined ? to - (STATS_DEFAULT_DAYS - 1) : dayNumberOf(q.from)
  if (from === null) return { invalid: "from", code: "validation.date" }
  if (to < from) return { invalid: "to", code: "validation.invalid" }
  if (to - from + 1 > STATS_MAX_DAYS) return { invalid: "from", code: "validation.max.numeric" }
  return { from, to }
}
