import { Effect } from "effect"
import { Features, passes } from "../../identity/index"
import { Clock } from "../../kernel/ports/clock.port"
import { phaseAt } from "../domain/calendar"
import { eligibility } from "../domain/eligibility"
import { ProgrammeCalendar } from "../ports/programme-calendar.port"
import { ProgrammeHoldings } from "../ports/programme-holdings.port"

/** Whether the member is on the hide-for list (spec §6 FEATURE_HIDE_FOR). */
export const isHidden = (memberId: number) => Features.use((g) => Effect.succeed(passes(g.hideFor, memberId)))

/** The programmes' now: the clock's, moved by the calendar's test-only shift (0 in production). */
export const programmeNow = Effect.gen(function* () {
  const now = yield* Clock.use((c) => c.now)
  const calendar = yield* ProgrammeCalendar
  return new Date(now.getTime() + calendar.shiftDays() * 86_400_000)
})

/** The member's points-programme eligibility now, with what they hold. */
export const eligibilityNow = (memberId: number, options: { readonly ignoreHidden?: boolean } = {}) =>
  Effect.gen(function* () {
    const now = yield* programmeNow
    const calendar = yield* ProgrammeCalendar
    const holdings = yield* ProgrammeHoldings.use((h) => h.of(memberId, now))
    const hidden = options.ignoreHidden ? false : yield* isHidden(memberId)
    const phase = phaseAt(calendar, now)
    return { now, today: calendar.dayOf(now), holdings, hidden, eligibility: eligibility(holdings, phase, hidden) }
  })
