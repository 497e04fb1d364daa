import { Effect } from "effect"
import { type Plot, PlotRepository, plotEventPayload } from "../../land/index"
import type { Building } from "../domain/building"
import type { BuildingArea } from "../domain/building-size"
import { NotFound } from "../../kernel/errors"
import { BuildingListed } from "../errors"
import { BuildingListings } from "../ports/building-listings.port"
import { BuildingRepository } from "../ports/building.repository.port"

export type BuildingEvent = "place" | "remove" | "exchange" | "mint"

/** The building/update payload (contracts/src/live/land.messages.ts): where it stands or stood, and what changed. */
export const buildingEventPayload = (b: Building, area: BuildingArea | null, event: BuildingEvent) => ({
  buildingId: b.id,
  memberId: b.memberId,
  x0: area?.startX ?? -1,
  y0: area?.startY ?? -1,
  x1: area?.endX ?? -1,
  y1: area?.endY ?? -1,
  isRemoved: b.area === null,
  event,
  templateId: b.templateId,
  size: b.size,
  direction: b.direction,
  minted: b.minted
})

/**
 * Saves the plots a building takes or leaves under a new world version and announces both (plot/update and
 * building/update with the same version), in the caller's unit of work. A change with no plots (exchange, mint)
 * takes a version too, so every event's version still grows.
 */
export const announceBuilding = (after: Building, area: BuildingArea | null, event: BuildingEvent, plots: ReadonlyArray<Plot>) =>
  Effect.gen(function* () {
    const plotRepo = yield* PlotRepository
    const version = yield* plotRepo.nextVersion
    if (plots.length > 0) {
      yield* plotRepo.savePlots(plots.map((p) => ({ x: p.x, y: p.y, status: p.status, ownerId: p.ownerId, minted: p.minted })), version)
      yield* plotRepo.publish({ topic: "plot/update", version, payload: plotEventPayload(plots) })
    }
    yield* plotRepo.publish({ topic: "building/update", version, payload: buildingEventPayload(after, area, event) })
    return version
  })

/**
 * The refusal of a building in the store's escrow: BuildingListed, with the listing that holds it (asked of the market
 * through BuildingListings), so the member is told why and where to cancel it rather than that it does not exist.
 */
export const refuseListed = (b: Pick<Building, "id" | "memberId">) =>
  Effect.gen(function* () {
    const listing = (yield* BuildingListings.use((p) => p.activeOf(b.memberId, [b.id]))).get(b.id) ?? null
    return yield* new BuildingListed({ buildingId: b.id, listingId: listing?.id ?? null })
  })

/**
 * The building, locked: for a member (memberId given) only their own (else NotFound) and only while it is in their
 * hands; one listed in the store is in escrow until the listing ends (BuildingListed). Staff (null) take any building.
 */
export const lockOwnBuilding = (memberId: number | null, id: number) =>
  Effect.gen(function* () {
    const b = yield* BuildingRepository.use((r) => r.lockBuilding(id))
    if (b === null || (memberId !== null && b.memberId !== memberId)) return yield* new NotFound({ entity: "building", id: String(id) })
    if (memberId !== null && b.listed === true) return yield* refuseListed(b)
    return b
  })
