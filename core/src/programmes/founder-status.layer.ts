import { Effect, Layer } from "effect"
import { FounderStatus } from "../profile/index"
import { ProgrammeCalendar } from "./ports/programme-calendar.port"
import { ProgrammeHoldings } from "./ports/programme-holdings.port"
import { founderPlanVisibility } from "./use-cases/show-founders-plan.use-case"
import { Features } from "../identity/index"

/** The profile's FounderStatus (founderPlanIsVisible), answered by the founder-plan check of this area. */
export const FounderStatusLive = Layer.effect(
  FounderStatus,
  Effect.gen(function* () {
    const ctx = Layer.mergeAll(
      Layer.succeed(ProgrammeHoldings)(yield* ProgrammeHoldings),
      Layer.succeed(ProgrammeCalendar)(yield* ProgrammeCalendar),
      Layer.succeed(Features)(yield* Features)
    )
    return { founderPlanIsVisible: (memberId: number) => Effect.map(founderPlanVisibility(memberId), (v) => v.visible).pipe(Effect.provide(ctx)) }
  })
)
