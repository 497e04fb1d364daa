import { Context } from "effect"

/**
 * The CST calendar day of an instant, as a whole number of days (spec §9: timers exact to the CST day). The core
 * does not know CST: the composition root gives the one definition (contracts/src/cst.ts `cstDayNumber`).
 */
export class GameCalendar extends Context.Service<GameCalendar, { readonly dayOf: (instant: Date) => number }>()("iw/gold-rush/GameCalendar") {}
