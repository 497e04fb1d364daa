import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { DistrictRepository } from "../ports/district.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"

/**
 * `PUT staff/plot-registration/districts/:id`: renames a district or changes its thumbnail (a field left out keeps
 * its value; a null thumbnail removes it). Open maps reload the districts (district/update).
 */
export const editDistrict = (principal: StaffPrincipal, id: number, input: { readonly name?: string; readonly thumbnail?: string | null }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    if (input.name !== undefined && input.name.trim() === "") return yield* new ValidationFailed({ errors: fieldError("name", "validation.required") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const districtRepo = yield* DistrictRepository
          // The row locked before it is read: an edit or deletion that commits meanwhile is seen (or waits), so
          // the audit's `from` is what this edit changed and a deleted district is never answered as edited.
          if (!(yield* districtRepo.lockDistrict(id))) return yield* new NotFound({ entity: "district", id: String(id) })
          const before = yield* districtRepo.district(id)
          if (!before) return yield* new NotFound({ entity: "district", id: String(id) })
          const after = { name: input.name === undefined ? before.name : input.name.trim(), thumbnail: input.thumbnail === undefined ? before.thumbnail : input.thumbnail?.trim() || null }
          yield* districtRepo.updateDistrict(id, after)
          const version = yield* plotRepo.nextVersion
          const area = { x0: before.x0, y0: before.y0, x1: before.x1, y1: before.y1 }
          yield* plotRepo.publish({ topic: "district/update", version, payload: { districtId: id, area, plots: [], more: 0 } })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.district.edit", target: { type: "district", id: String(id) }, details: { from: { name: before.name, thumbnail: before.thumbnail }, to: after } }))
          return { district: { ...before, ...after }, version }
        })
      )
    )
  })
