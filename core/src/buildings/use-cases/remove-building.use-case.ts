import { Effect } from "effect"
import type { MemberPrincipal, StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { type Plot, PlotRepository, isRefusal, transition, viewOf } from "../../land/index"
import { buildingAreaKey } from "../domain/building-size"
import { BuildingNotPlaced } from "../errors"
import { BuildingRepository } from "../ports/building.repository.port"
import { announceBuilding, lockOwnBuilding } from "./building-changes"

/** The plots a building leaves, as land's state machine says (event `removeBuilding`: back to owned or minted). */
const plotsAfterRemoval = (plots: ReadonlyArray<Plot>, memberId: number): ReadonlyArray<Plot> =>
  plots.flatMap((p) => {
    const next = transition(viewOf(p), { type: "removeBuilding", memberId })
    return isRefusal(next) || next.state === p.status ? [] : [{ ...p, status: next.state as Plot["status"] }]
  })

/** Takes a locked building off its plots: they go back to `owned` or `minted` (event `removeBuilding`). */
const takeOff = (memberId: number | null, buildingId: number) =>
  Effect.gen(function* () {
    const repo = yield* BuildingRepository
    const plotRepo = yield* PlotRepository
    const now = yield* Clock.use((c) => c.now)
    const building = yield* lockOwnBuilding(memberId, buildingId)
    const area = building.area
    if (area === null) return yield* new BuildingNotPlaced({ buildingId })
    const plots = yield* plotRepo.lockArea({ x0: area.startX, y0: area.startY, x1: area.endX, y1: area.endY })
    yield* repo.unplace(buildingId, now)
    const after = { ...building, area: null }
    const version = yield* announceBuilding(after, area, "remove", plotsAfterRemoval(plots, building.memberId))
    return { building: after, area, version }
  })

/** `DELETE member/building/remove`: the member takes their building off the map (to place it elsewhere or exchange it). */
export const removeBuilding = (principal: MemberPrincipal, buildingId: number) =>
  Transactor.use((tx) => tx.transaction(takeOff(principal.memberId, buildingId)))

/** Staff take any member's building off the map, with a reason, in the audit log. */
export const removeBuildingAsStaff = (principal: StaffPrincipal, buildingId: number, reason: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const done = yield* takeOff(null, buildingId)
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: "buildings.remove",
              target: { type: "building", id: String(buildingId) },
              details: { reason, memberId: done.building.memberId, area: buildingAreaKey(done.area) }
            })
          )
          return done
        })
      )
    )
  })
