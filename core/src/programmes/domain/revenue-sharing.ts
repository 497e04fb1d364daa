/**
 * Revenue sharing (spec §4 "calculation in progress, paid"; §9 "qualification checked daily from 2023"). The spec
 * gives no pool or split; our rules, stated on the programme page and in the README:
 * - A CST day's pool is 10% of the ABEY the platform earned that day (payments into its revenue account during the
 *   day, 00:00 to 24:00 CST), never more than the revenue account holds.
 * - A member qualifies for a day when, at the day's end, they meet the points programme's rule (activated owned
 *   PLOTs for the phase, and a building) and are not on the hide-for list.
 * - The pool is split equally among the day's qualified members, in whole minor units; what cannot be split evenly
 *   stays with the platform. A day with nobody qualified pays nothing.
 * - A day's shares are "calculation in progress" from the moment the day is run until each is paid through the
 *   ledger; then "paid". A day can be run once it has ended; running it again changes nothing already paid.
 */
export const POOL_PERCENT = 10n

export const REVENUE_SHARE_STATES = ["calculating", "paid"] as const
export type RevenueShareState = (typeof REVENUE_SHARE_STATES)[number]

/** The day's pool from what the platform earned that day and what its revenue account holds. */
export const poolOf = (income: bigint, revenueBalance: bigint): bigint => {
  const share = income > 0n ? (income * POOL_PERCENT) / 100n : 0n
  const available = revenueBalance > 0n ? revenueBalance : 0n
  return share < available ? share : available
}

/** Equal shares of the pool, one per qualified member (duplicates counted once), and what stays unsplit. */
export const splitPool = (pool: bigint, memberIds: ReadonlyArray<number>): { readonly shares: ReadonlyArray<{ readonly memberId: number; readonly amount: bigint }>; readonly remainder: bigint } => {
  const members = [...new Set(memberIds)].sort((a, b) => a - b)
  if (members.length === 0 || pool <= 0n) return { shares: [], remainder: pool > 0n ? pool : 0n }
  const each = pool / BigInt(members.length)
  return { shares: members.map((memberId) => ({ memberId, amount: each })), remainder: pool - each * BigInt(members.length) }
}

/** Why a day cannot be run: before revenue sharing started, not over yet, or not a day. */
export type DayRefusal = "malformed" | "before_start" | "not_over"

/**
 * Whether a day may be run: a well-formed `YYYY-MM-DD`, not before the first day, and over (`dayEnds` at or before
 * `now`). `dayEnds` is null when the calendar does not know the day.
 */
export const dayRefusal = (day: string, firstDay: string, dayEnds: Date | null, now: Date): DayRefusal | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || dayEnds === null) return "malformed"
  if (day < firstDay) return "before_start"
  if (dayEnds.getTime() > now.getTime()) return "not_over"
  return null
}
