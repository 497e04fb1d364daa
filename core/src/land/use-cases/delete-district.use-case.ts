import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { DistrictHasSoldPlots } from "../errors"
import { DistrictRepository } from "../ports/district.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"

/**
 * `DELETE staff/plot-registration/districts/:id`: removes a district. Refused while members hold any of its PLOTs
 * (they bought into it); otherwise its plots stay where they are, in no district.
 */
export const deleteDistrict = (principal: StaffPrincipal, id: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const districtRepo = yield* DistrictRepository
          // The district's row (edits and deletions of it go one at a time), then every plot of its area (its
          // plots lie there), and only then what members hold: a purchase that committed meanwhile is counted,
          // and one still to come waits and buys a plot already out of the district.
          const district = yield* districtRepo.lockDistrict(id)
          if (!district) return yield* new NotFound({ entity: "district", id: String(id) })
          const area = { x0: district.x0, y0: district.y0, x1: district.x1, y1: district.y1 }
          yield* plotRepo.lockArea(area)
          const held = yield* districtRepo.heldInDistrict(id)
          if (held > 0) return yield* new DistrictHasSoldPlots({ id, count: held })
          const plots = yield* districtRepo.deleteDistrict(id)
          const version = yield* plotRepo.nextVersion
          yield* plotRepo.publish({ topic: "district/update", version, payload: { districtId: id, area, plots: [], more: 0 } })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.district.delete", target: { type: "district", id: String(id) }, details: { name: district.name, plots } }))
          return { id, name: district.name, plots, version }
        })
      )
    )
  })
