/**
 * Spec §5 Ad date ranges: days are CST (UTC−6, no daylight saving); a range starts at 00:00:00 CST of its first day
 * and ends at 23:59:59 CST of its last.
 */
export const CST_OFFSET_MS = 6 * 3_600_000
const DAY_MS = 86_400_000

/** YYYY-MM-DD of the CST day an instant falls in. */
export const cstDayOf = (at: Date): string => new Date(at.getTime() - CST_OFFSET_MS).toISOString().slice(0, 10)

const parseDay = (day: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const t = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? null : t
}

export const isCstDay = (day: string): boolean => parseDay(day) !== null

/** 00:00:00 CST of a day. */
export const cstDayStartOf = (day: string): Date => new Date(parseDay(day)! + CST_OFFSET_MS)
/** 23:59:59 CST of a day. */
export const cstDayEndOf = (day: string): Date => new Date(parseDay(day)! + CST_OFFSET_MS + DAY_MS - 1000)

export const addCstDays = (day: string, n: number): string => new Date(parseDay(day)! + n * DAY_MS).toISOString().slice(0, 10)
export const daysBetween = (from: string, to: string): number => Math.round((parseDay(to)! - parseDay(from)!) / DAY_MS)

/** Longest range one placement may cover. */
export const MAX_RANGE_DAYS = 366

export type RangeProblem = "from" | "to" | "order" | "tooLong"

/** A placement's range from..to (CST days): its instants, or what is wrong with it. */
export const dateRange = (from: string, to: string): { readonly startsAt: Date; readonly endsAt: Date } | { readonly problem: RangeProblem } => {
  if (!isCstDay(from)) return { problem: "from" }
  if (!isCstDay(to)) return { problem: "to" }
  if (to < from) return { problem: "order" }
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) return { problem: "tooLong" }
  return { startsAt: cstDayStartOf(from), endsAt: cstDayEndOf(to) }
}

/** Every CST day of from..to. */
export const daysOf = (from: string, to: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let d = from; d <= to; d = addCstDays(d, 1)) out.push(d)
  return out
}
