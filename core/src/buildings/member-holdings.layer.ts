import { Effect, Layer } from "effect"
import { PlotRepository } from "../land/index"
import { MemberHoldings } from "../profile/index"
import { BuildingRepository } from "./ports/building.repository.port"

/** The profile's MemberHoldings, answered from the plots and the buildings. */
export const MemberHoldingsLive = Layer.effect(
  MemberHoldings,
  Effect.gen(function* () {
    const plotRepo = yield* PlotRepository
    const repo = yield* BuildingRepository
    return {
      of: (memberId: number) =>
        Effect.gen(function* () {
          const plots = yield* plotRepo.ownedBy(memberId, { limit: 1, offset: 0 })
          const buildings = yield* repo.ofMember(memberId)
          const premium = new Set((yield* repo.templates({ activeOnly: false })).filter((t) => t.premium3d).map((t) => t.id))
          return { hasPlots: plots.total > 0, has3DPremiumBuilding: buildings.some((b) => premium.has(b.templateId)) }
        })
    }
  })
)
