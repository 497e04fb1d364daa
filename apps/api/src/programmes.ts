import { PROGRAMME_CALENDAR } from "@iw/contracts"
import { ProgrammeCalendar } from "@iw/core"
import { readFileSync } from "node:fs"
import { Layer } from "effect"

/** The programmes' dates and CST days, from the one CST definition (contracts/src/cst.ts). */
const dates = PROGRAMME_CALENDAR

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
