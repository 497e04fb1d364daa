import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { decideUnreserve } from "../domain/area-change"
import { DistrictRepository } from "../ports/district.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"
import { savePlotMoves } from "./publish-plot-changes"

/**
 * `DELETE staff/plot-registration/reserved-areas/:id`: ends a reservation. Its reserved plots go back to their
 * kind's resting state through the state machine (event `unreserve`: land for sale again, roads unavailable),
 * except those another reserved area still covers; the reserved area's row goes (the audit log keeps it). It
 * decides on locked plots and on reserved areas no one else may change meanwhile, so a plot stays reserved while
 * any reserved area covers it.
 */
export const unreserveArea = (principal: StaffPrincipal, id: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const districtRepo = yield* DistrictRepository
          // Locks first, then reads: no reserve, un-reserve or registration commits until this unit ends (so the
          // reserved areas read below stay true), and no purchase or availability change moves the area's plots.
          yield* districtRepo.lockReservedAreas
          const area = yield* districtRepo.reservedArea(id)
          if (!area) return yield* new NotFound({ entity: "reserved_area", id: String(id) })
          const plots = yield* plotRepo.lockArea(area)
          const others = (yield* districtRepo.reservedAreas).filter((r) => r.id !== id)
          yield* districtRepo.deleteReservedAreas([id])
          const { version, count } = yield* savePlotMoves(decideUnreserve(plots, others), area)
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.unreserve", target: { type: "reserved_area", id: String(id) }, details: { name: area.name, count } }))
          return { area, count, version }
        })
      )
    )
  })
