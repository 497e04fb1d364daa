import { FOUNDER_PLAN_ENDS, FOUNDERS_PHASE_2_STARTS, PROGRAMME_PHASE_3_STARTS, PROGRAMME_PHASE_4_STARTS, REVENUE_SHARING_FIRST_DAY, cstDayOf, cstDays } from "@iw/contracts"
import { ProgrammeCalendar } from "@iw/core"
import { readFileSync } from "node:fs"
import { Layer } from "effect"

/** The programmes' dates and CST days, from the one CST definition (contracts/src/cst.ts). */
const dates = {
  phase2Starts: FOUNDERS_PHASE_2_STARTS,
  phase3Starts: PROGRAMME_PHASE_3_STARTS,
  phase4Starts: PROGRAMME_PHASE_4_STARTS,
  founderPlanEnds: FOUNDER_PLAN_ENDS,
  revenueSharingFirstDay: REVENUE_SHARING_FIRST_DAY,
  dayOf: cstDayOf,
  boundsOf: (day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
    const b = cstDays(day, day)
    return b === null ? null : { from: new Date(b.from), to: new Date(b.to) }
  }
}

/** The programmes' calendar of production: no shift. */
export const ProgrammeCalendarCst = Layer.succeed(ProgrammeCalendar)({ ...dates, shiftDays: () => 0 })

/**
 * Tests only (config refuses it with NODE_ENV=production): the programmes' clock runs ahead by the whole days a file
 * holds, read on every call (a missing or malformed file moves nothing), so a browser test sees today's payout.
 */
export const ProgrammeCalendarShifted = (file: string) =>
  Layer.succeed(ProgrammeCalendar)({
    ...dates,
    shiftDays: () => {
      try {
        const n = Number(readFileSync(file, "utf8").trim())
        return Number.isSafeInteger(n) && n >= 0 && n <= 3 ? n : 0
      } catch {
        return 0
      }
    }
  })
