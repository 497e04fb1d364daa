import { Effect, Layer } from "effect"
import { BuildingListings, type BuildingListingRef } from "../buildings/index"
import { MarketRepository } from "./ports/market.repository.port"

/** The shelves a building is listed on (`categoryOfBuildingTemplate`). */
const BUILDING_CATEGORIES = ["buildings", "premium-buildings", "virtualbuildings"] as const

/**
 * The buildings area's BuildingListings, answered from the store: the owner's active listings on the buildings'
 * shelves, each of which escrows exactly one building, so the read is bounded by the buildings the owner has listed.
 */
export const BuildingListingsLive = Layer.effect(
  BuildingListings,
  Effect.gen(function* () {
    const repo = yield* MarketRepository
    return {
      activeOf: (ownerId: number, buildingIds: ReadonlyArray<number>) =>
        Effect.gen(function* () {
          const found = new Map<number, BuildingListingRef>()
          if (buildingIds.length === 0) return found
          const wanted = new Set(buildingIds)
          for (const category of BUILDING_CATEGORIES) {
            const page = yield* repo.browse({ category, ownerId, states: ["active"], sort: "newest", limit: 10_000, offset: 0 })
            for (const l of page.rows) if (l.item.kind === "building" && wanted.has(l.item.buildingId)) found.set(l.item.buildingId, { id: l.id, category })
          }
          return found
        })
    }
  })
)
