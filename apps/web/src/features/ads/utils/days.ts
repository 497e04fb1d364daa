import { toCstWall } from "@iw/contracts/cst"

/**
 * CST calendar days as `YYYY-MM-DD` (spec §5 Ad date ranges: UTC−6, a range ends at 23:59:59 CST). Arithmetic on
 * whole days only, through the epoch day number, so no browser zone is involved.
 */
const DAY_MS = 86_400_000

export const cstToday = (now: Date = new Date()): string => toCstWall(now).slice(0, 10)

const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const fromNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10)

export const addDays = (day: string, n: number): string => fromNumber(dayNumber(day) + n)

/** An instant inside the CST day (noon UTC is 06:00 CST), for the date formatter. */
export const dayInstant = (day: string): Date => new Date(`${day}T12:00:00Z`)

/** Monday-first weeks covering the month of `monthDay` (`YYYY-MM-..`): each cell a day, or null outside the month. */
export const monthGrid = (monthDay: string): ReadonlyArray<ReadonlyArray<string | null>> => {
  const first = `${monthDay.slice(0, 7)}-01`
  const next = addDays(first, 32).slice(0, 7)
  // Day 0 (1970-01-01) was a Thursday: Monday-based weekday = (n + 3) mod 7.
  const lead = (((dayNumber(first) + 3) % 7) + 7) % 7
  const cells: Array<string | null> = Array.from({ length: lead }, () => null)
  for (let d = first; d.slice(0, 7) !== next; d = addDays(d, 1)) cells.push(d)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

export const shiftMonth = (monthDay: string, by: number): string => {
  const [y, m] = monthDay.split("-").map(Number) as [number, number]
  const total = y * 12 + (m - 1) + by
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}-01`
}
