import { Effect } from "effect"
import { NotFound, ValidationFailed } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { BuildingRepository, type NewTemplate } from "../ports/building.repository.port"

/** `GET staff/product-registration/buildings`: every template, on sale or not. */
export const listTemplatesForStaff = (principal: StaffPrincipal) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* BuildingRepository.use((r) => r.templates({ activeOnly: false }))
  })

/**
 * `POST staff/product-registration/buildings` (id null: a new template): a template's name, size, prices and the
 * templates it may be exchanged for, in the audit log with what they were before. A price is never negative; an exchange names existing
 * templates other than itself.
 */
export const saveBuildingTemplate = (principal: StaffPrincipal, id: number | null, t: NewTemplate) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* BuildingRepository
          const before = id === null ? null : yield* repo.template(id)
          if (id !== null && before === null) return yield* new NotFound({ entity: "template", id: String(id) })
          const known = new Set((yield* repo.templates({ activeOnly: false })).map((x) => x.id))
          if (t.price < 0n) return yield* new ValidationFailed({ errors: { price: [{ code: "validation.min", params: { min: 0 } }] } })
          if (t.ticketPrice !== null && t.ticketPrice < 0n) return yield* new ValidationFailed({ errors: { ticketPrice: [{ code: "validation.min", params: { min: 0 } }] } })
          if (t.exchangeableTo.some((x) => !known.has(x) || x === id)) return yield* new ValidationFailed({ errors: { exchangeableTo: [{ code: "buildings.exchange_target", params: {} }] } })
          const saved = yield* repo.saveTemplate(id, t)
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: id === null ? "buildings.template.create" : "buildings.template.update", target: { type: "building_template", id: String(saved.id) }, details: { name: t.name, size: t.size, price: t.price.toString(), ticketPrice: t.ticketPrice?.toString() ?? null, exchangeableTo: [...t.exchangeableTo], active: t.active, ...(before ? { before: { price: before.price.toString(), ticketPrice: before.ticketPrice?.toString() ?? null, exchangeableTo: [...before.exchangeableTo], active: before.active } } : {}) } }))
          return saved
        })
      )
    )
  })
