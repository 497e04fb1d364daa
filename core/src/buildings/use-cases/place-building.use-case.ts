import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { PlotRepository, isHeld, isRefusal, transition, viewOf } from "../../land/index"
import { type BuildingArea, buildingPlotCount, directionFitting, normalArea } from "../domain/building-size"
import { decidePlacement } from "../domain/placement"
import { AreaNotFootprint, BuildingPlaced, NotEnoughPlotSize, PlotOccupied, PlotsUnavailableForBuilding } from "../errors"
import { BuildingRepository } from "../ports/building.repository.port"
import { announceBuilding, lockOwnBuilding } from "./building-changes"

/** The most PLOTs a member's holdings are read for the size rule. */
const HOLDINGS_LIMIT = 200_000

/**
 * `POST member/building/place`: stands one of the member's buildings on an area given by its four coordinates.
 * Locks the building, then the area's plots (in the order every land unit locks them), decides (decidePlacement) and
 * sets the plots `placed` under a new world version, announcing plot/update and building/update on commit. Of two
 * placements over the same plots one waits for the other and then finds them occupied.
 */
export const placeBuilding = (principal: MemberPrincipal, buildingId: number, requested: BuildingArea) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* BuildingRepository
        const plotRepo = yield* PlotRepository
        const now = yield* Clock.use((c) => c.now)
        const building = yield* lockOwnBuilding(principal.memberId, buildingId)
        if (building.area !== null) return yield* new BuildingPlaced({ buildingId })
        if (directionFitting(building.size, requested) === null) return yield* new AreaNotFootprint({ size: building.size })
        const area = normalArea(requested)
        const plots = yield* plotRepo.lockArea({ x0: area.startX, y0: area.startY, x1: area.endX, y1: area.endY })
        const held = yield* plotRepo.ownedBy(principal.memberId, { limit: HOLDINGS_LIMIT, offset: 0 })
        const ownedPlotSize = held.rows.filter((p) => isHeld(p.status)).reduce((s, p) => s + p.size, 0)
        const placedSize = (yield* repo.ofMember(principal.memberId)).filter((b) => b.area !== null).reduce((s, b) => s + buildingPlotCount(b.size), 0)
        const decision = decidePlacement({ building, memberId: principal.memberId, area, plots, ownedPlotSize, placedSize, mayPlace: (p) => !isRefusal(transition(viewOf(p), { type: "place", memberId: principal.memberId })) })
        switch (decision._tag) {
          case "AlreadyPlaced":
            return yield* new BuildingPlaced({ buildingId })
          case "AreaMismatch":
            return yield* new AreaNotFootprint({ size: building.size })
          case "Occupied":
            return yield* new PlotOccupied({ coordinates: decision.coordinates })
          case "Unavailable":
            return yield* new PlotsUnavailableForBuilding({ coordinates: decision.coordinates })
          case "NotEnoughPlotSize":
            return yield* new NotEnoughPlotSize({ needed: decision.needed, available: decision.available })
        }
        yield* repo.place(buildingId, principal.memberId, decision.area, decision.direction, now)
        const after = { ...building, area: decision.area, direction: decision.direction }
        const version = yield* announceBuilding(after, decision.area, "place", decision.plots.map((p) => ({ ...p, status: "placed" as const })))
        return { building: after, version }
      })
    )
  )
