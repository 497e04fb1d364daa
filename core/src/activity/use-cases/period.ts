import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { GameCalendar } from "../../gold-rush/index"
import { STATS_MAX_DAYS, statsPeriod } from "../domain/statistics"

/** The report's period from the query, or 422 on the field. */
export const periodOf = (q: { readonly from?: string | undefined; readonly to?: string | undefined }) =>
  Effect.gen(function* () {
    const today = (yield* GameCalendar).dayOf(yield* Clock.use((c) => c.now))
    const p = statsPeriod(q, today)
    if ("invalid" in p) return yield* new ValidationFailed({ errors: fieldError(p.invalid, p.code, p.code === "validation.max.numeric" ? { max: STATS_MAX_DAYS } : undefined) })
    return p
  })
