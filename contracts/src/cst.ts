/**
 * The product's one clock for people (spec §9 "Displayed times: CST"; spec §5 "Ad date ranges: UTC-6"): CST is
 * Central Standard Time, a fixed UTC−6 with no daylight saving. Every time the product shows, or reads from a
 * person, as CST goes through this module: the server's messages ("PLOT activation not available until
 * {openDate}, CST"), the spec's dates (start date, Founders phases), the web apps and the CLI.
 */

/** CST is UTC−6, all year. */
export const CST_OFFSET_MINUTES = -360

/** A fixed UTC−6 zone by its IANA name, for `Intl.DateTimeFormat` (POSIX signs: `Etc/GMT+6` is UTC−6). */
export const CST_TIME_ZONE = "Etc/GMT+6"

const OFFSET_MS = CST_OFFSET_MINUTES * 60_000
const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/

/** A CST wall-clock time (`YYYY-MM-DDTHH:mm`, seconds optional, `T` or a space) as the instant it names; null if malformed. */
export const parseCst = (wall: string): Date | null => {
  const m = WALL.exec(wall.trim())
  if (!m) return null
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [number, number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi, s)
  const back = new Date(utc)
  // 2022-02-30 and 25:00 are not times.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h || back.getUTCMinutes() !== mi) return null
  return new Date(utc - OFFSET_MS)
}

/** Like {@link parseCst}, for the spec's own constants: a malformed one is a programming error. */
export const cst = (wall: string): Date => {
  const d = parseCst(wall)
  if (d === null) throw new Error(`not a CST time: ${wall}`)
  return d
}

/** The CST wall clock of an instant as `YYYY-MM-DDTHH:mm` (the value of an `<input type="datetime-local">`). */
export const toCstWall = (d: Date): string => new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 16)

/** An instant as the product prints it: `YYYY-MM-DD HH:mm` in CST. */
export const formatCst = (d: Date): string => toCstWall(d).replace("T", " ")

/** Spec §9 Start date: the world opened 2022-03-10 at 08:55, CST. */
export const WORLD_START = cst("2022-03-10T08:55")

/** Spec §9 Founders: phase 1 ends 2022-09-01 07:59:59 and phase 2 starts at 08:00:00, CST. */
export const FOUNDERS_PHASE_2_STARTS = cst("2022-09-01T08:00:00")

/**
 * Spec §9 AP points: they count from 2024-01-01, CST. The core's ledger is given this instant (`LedgerCalendar`) by
 * the composition root, so this stays the one place that says what that date means in time.
 */
export const AP_POINTS_START = cst("2024-01-01T00:00")

/**
 * The instants a run of CST calendar days covers (`YYYY-MM-DD`, both days included): from the first day's 00:00 CST
 * to the next day's 00:00 CST after the last, exclusive, as ISO strings for a query. Null if a day is malformed.
 */
export const cstDays = (first: string, last: string): { readonly from: string; readonly to: string } | null => {
  const from = parseCst(`${first.trim()}T00:00`)
  const lastStart = parseCst(`${last.trim()}T00:00`)
  if (from === null || lastStart === null) return null
  return { from: from.toISOString(), to: new Date(lastStart.getTime() + 86_400_000).toISOString() }
}

/**
 * The CST calendar day of an instant as a whole number of days since 1970-01-01 CST: the games' day (spec §9 Shovel
 * rust per idle day, Tree 1 point per watering day). The composition root gives it to the core as `GameCalendar`.
 */
export const cstDayNumber = (d: Date): number => Math.floor((d.getTime() + OFFSET_MS) / 86_400_000)

/**
 * Our dates for the phases the spec names without dates (spec §6 "phase 3 needs 2 PLOTs, phase 4 needs 3"): phase 3
 * starts with revenue sharing (spec §9 "from 2023"), phase 4 with AP points (2024-01-01). The founders plan's fixed
 * end date (spec §9, value not shown) is when phase 3 starts: a founder bought products 1–4 in phase 1 or 2.
 */
export const PROGRAMME_PHASE_3_STARTS = cst("2023-01-01T00:00")
export const PROGRAMME_PHASE_4_STARTS = cst("2024-01-01T00:00")
export const FOUNDER_PLAN_ENDS = PROGRAMME_PHASE_3_STARTS
/** Spec §9: revenue sharing qualification is checked daily from 2023 (CST days). */
export const REVENUE_SHARING_FIRST_DAY = "2023-01-01"

/** The CST day (`YYYY-MM-DD`) an instant lies in. */
export const cstDayOf = (d: Date): string => toCstWall(d).slice(0, 10)

/**
 * The programmes' calendar (core's ProgrammeDates with the CST day arithmetic): the one definition the composition
 * root and the in-memory adapter give as `ProgrammeCalendar`.
 */
export const PROGRAMME_CALENDAR = {
  phase2Starts: FOUNDERS_PHASE_2_STARTS,
  phase3Starts: PROGRAMME_PHASE_3_STARTS,
  phase4Starts: PROGRAMME_PHASE_4_STARTS,
  founderPlanEnds: FOUNDER_PLAN_ENDS,
  revenueSharingFirstDay: REVENUE_SHARING_FIRST_DAY,
  dayOf: cstDayOf,
  /** The instants a CST day covers, `[from, to)`; null if the day is malformed. */
  boundsOf: (day: string): { readonly from: Date; readonly to: Date } | null => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
    const b = cstDays(day, day)
    return b === null ? null : { from: new Date(b.from), to: new Date(b.to) }
  }
} as const
