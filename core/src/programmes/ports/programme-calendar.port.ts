import { Context } from "effect"
import type { ProgrammeDates } from "../domain/calendar"

/**
 * The programmes' dates and CST days. The core does not know CST: the composition root gives the instants and the
 * day arithmetic from contracts/src/cst.ts (the one definition).
 */
export class ProgrammeCalendar extends Context.Service<
  ProgrammeCalendar,
  ProgrammeDates & {
    /** The CST day (`YYYY-MM-DD`) an instant lies in. */
    readonly dayOf: (at: Date) => string
    /** The instants a CST day covers, `[from, to)`; null if the day is malformed. */
    readonly boundsOf: (day: string) => { readonly from: Date; readonly to: Date } | null
    /**
     * Whole days the programmes' clock runs ahead of the real one: 0, except in browser tests
     * (TEST_PROGRAMME_DAY_OFFSET_FILE, refused in production), which show a day's payout without waiting for it to end.
     */
    readonly shiftDays: () => number
  }
>()("iw/programmes/ProgrammeCalendar") {}
