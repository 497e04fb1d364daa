import { Effect } from "effect"
import { Features, passes } from "../../identity/index"
import { phaseAt } from "../domain/calendar"
import { founderPlanIsVisible, founderStanding } from "../domain/founders"
import { ProgrammeCalendar } from "../ports/programme-calendar.port"
import { ProgrammeHoldings, founderPurchasesOf } from "../ports/programme-holdings.port"
import { programmeNow } from "./programme-context"

/** The member's founder standing and whether the founders plan shows to them (spec §3 founderPlanIsVisible). */
export const founderPlanVisibility = (memberId: number) =>
  Effect.gen(function* () {
    const gates = yield* Features
    const calendar = yield* ProgrammeCalendar
    const standing = founderStanding(founderPurchasesOf(yield* ProgrammeHoldings.use((h) => h.approvedPurchases(memberId))), calendar)
    const gate = passes(gates.founderPlan, memberId)
    const hidden = passes(gates.hideFor, memberId)
    return { gate, hidden, standing, visible: founderPlanIsVisible(gate, hidden, standing) }
  })

/** `points/founders-plan`: the phases, the member's founder purchases and standing, and why the plan shows or not. */
export const showFoundersPlan = (memberId: number) =>
  Effect.gen(function* () {
    const v = yield* founderPlanVisibility(memberId)
    const calendar = yield* ProgrammeCalendar
    const now = yield* programmeNow
    return { ...v, phaseNow: phaseAt(calendar, now), dates: calendar }
  })
