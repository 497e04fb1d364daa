import { toCstWall } from "@iw/contracts/cst"

/** CST days as YYYY-MM-DD (spec §9 Displayed times: CST), by whole-day arithmetic only. */
export const cstToday = (now: Date = new Date()): string => toCstWall(now).slice(0, 10)
/** An instant inside the CST day, for the date formatter. */
export const dayInstant = (day: string): Date => new Date(`${day}T12:00:00Z`)
