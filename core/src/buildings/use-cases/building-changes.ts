import { Effect } from "effect"
import { type Plot, PlotRepository, plotEventPayload } from "../../land/index"
import type { Building } from "../domain/building"
import type { BuildingArea } from "../domain/building-size"
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

/** The building, locked, if it is the member's. */
export const lockOwnBuilding = (memberId: number | null, id: number) =>
  Effect.map(
    BuildingRepository.use((r) => r.lockBuilding(id)),
    // A building listed in the store is in escrow, out of its owner's hands, until the listing ends.
    (b) => (b === null || (memberId !== null && (b.memberId !== memberId || b.listed === true)) ? null : b)
  )
