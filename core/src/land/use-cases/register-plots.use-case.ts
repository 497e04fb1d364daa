import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../staff/use-cases/require-permission"
import { type Area, MAX_REGISTRATION_CELLS, areaSize, isArea } from "../domain/district"
import type { PlotKind, PlotLevel } from "../domain/plot"
import { AreaHasHeldPlots } from "../errors"
import { LandRepository } from "../ports/land.repository.port"

const checkArea = (a: Area) =>
  !isArea(a) || a.x0 < 0 || a.y0 < 0
    ? Effect.fail(new ValidationFailed({ errors: fieldError("area", "validation.invalid") }))
    : areaSize(a) > MAX_REGISTRATION_CELLS
      ? Effect.fail(new ValidationFailed({ errors: fieldError("area", "validation.max.numeric", { max: MAX_REGISTRATION_CELLS }) }))
      : Effect.void

/**
 * `/staff/plot-registration`: registers the plots of an area with a level, price and kind (and, optionally, a new
 * district over the area). Plots members hold are never re-registered: the whole registration is refused.
 */
export const registerPlots = (
  principal: StaffPrincipal,
  input: { readonly area: Area; readonly level: PlotLevel; readonly price: bigint; readonly kind: PlotKind; readonly district: { readonly name: string; readonly thumbnail: string | null } | null }
) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    yield* checkArea(input.area)
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* LandRepository
          const held = yield* repo.heldInArea(input.area)
          if (held > 0) return yield* new AreaHasHeldPlots({ count: held })
          const district = input.district ? yield* repo.createDistrict({ ...input.area, name: input.district.name, thumbnail: input.district.thumbnail }) : null
          const version = yield* repo.nextVersion
          const status = input.kind === "land" ? "available" : input.kind === "plaza" ? "reserved" : "unavailable"
          const count = yield* repo.registerArea(input.area, { level: input.level, price: input.price, kind: input.kind, districtId: district?.id ?? null, status }, version)
          yield* repo.publish({ topic: district ? "district/update" : "plot/update", version, payload: { area: input.area, districtId: district?.id ?? null, plots: [], more: count } })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.register", target: { type: "area", id: `${input.area.x0},${input.area.y0}:${input.area.x1},${input.area.y1}` }, details: { level: input.level, price: input.price.toString(), kind: input.kind, count } }))
          return { count, version, district }
        })
      )
    )
  })

/** `/staff/plot-registration` reserve: keeps an area out of sale. Plots members hold refuse the reservation. */
export const reserveArea = (principal: StaffPrincipal, input: { readonly area: Area; readonly name: string }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    yield* checkArea(input.area)
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* LandRepository
          const now = yield* Clock.use((c) => c.now)
          const held = yield* repo.heldInArea(input.area)
          if (held > 0) return yield* new AreaHasHeldPlots({ count: held })
          const reserved = yield* repo.createReservedArea(input.area, input.name.trim(), now)
          const version = yield* repo.nextVersion
          const count = yield* repo.reserveArea(input.area, version)
          yield* repo.publish({ topic: "plot/update", version, payload: { area: input.area, plots: [], more: count } })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.reserve", target: { type: "reserved_area", id: String(reserved.id) }, details: { count } }))
          return { area: reserved, count, version }
        })
      )
    )
  })
