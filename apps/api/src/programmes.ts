import { FOUNDER_PLAN_ENDS, FOUNDERS_PHASE_2_STARTS, PROGRAMME_PHASE_3_STARTS, PROGRAMME_PHASE_4_STARTS, REVENUE_SHARING_FIRST_DAY, cstDayOf, cstDays } from "@iw/contracts"
import { ProgrammeCalendar } from "@iw/core"
import { Layer } from "effect"

/** The programmes' dates and CST days, from the one CST definition (contracts/src/cst.ts). */
export const ProgrammeCalendarCst = Layer.succeed(ProgrammeCalendar)({
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
})
