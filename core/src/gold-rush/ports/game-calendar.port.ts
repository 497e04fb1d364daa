import { Context } from "effect"

/**
 * The CST calendar day of an instant, as a whole number of days (spec §9: timers exact to the CST day). The core
 * does not know CST: the composition root gives the one definition (contracts/src/cst.ts `cstDayNumber`).
 */
export class GameCalendar extends Context.Service<GameCalendar, { readonly dayOf: (instant: Date) => number }>()("iw/gold-rush/GameCalendar") {}

/** Settings of the games the composition root reads from configuration: how long a mining session runs. */
export class GameSettings extends Context.Service<GameSettings, { readonly miningSeconds: number }>()("iw/gold-rush/GameSettings") {}
