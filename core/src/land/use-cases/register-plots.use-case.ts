import { Effect } from "effect"
import { ABEY_SCALE, parseAmount } from "../../kernel/amount"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { RESTING_STATE, decideReserve } from "../domain/area-change"
import { type Area, MAX_REGISTRATION_CELLS, areaKey, areaSize, areasOverlap, isArea, isWithin } from "../domain/district"
import { type PlotKind, type PlotLevel, isHeld } from "../domain/plot"
import { AreaHasHeldPlots, AreaOverlapsReservedArea } from "../errors"
import { DistrictRepository } from "../ports/district.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"
import { savePlotMoves } from "./publish-plot-changes"

export const checkArea = (a: Area) =>
  !isArea(a) || a.x0 < 0 || a.y0 < 0
    ? Effect.fail(new ValidationFailed({ errors: fieldError("area", "validation.invalid") }))
    : areaSize(a) > MAX_REGISTRATION_CELLS
      ? Effect.fail(new ValidationFailed({ errors: fieldError("area", "validation.max.numeric", { max: MAX_REGISTRATION_CELLS }) }))
      : Effect.void

/** A price as staff type it: ABEY as a decimal, at the ledger's ABEY scale, not negative; null when it is none. */
export const parsePlotPrice = (text: string): bigint | null => {
  const minor = parseAmount(text, ABEY_SCALE)
  return minor === null || minor < 0n ? null : minor
}

/**
 * `/staff/plot-registration`: registers the plots of an area with a level, price (ABEY, as a decimal) and kind (and, optionally, a new
 * district over the area); each plot rests in its kind's state (land for sale, roads unavailable, plazas
 * reserved). Plots members hold are never re-registered: the whole registration is refused. A reserved area the
 * registration covers whole ends (its row goes); one it covers only in part refuses the registration, since the
 * rest of it would stay reserved under a name that no longer describes it.
 */
export const registerPlots = (
  principal: StaffPrincipal,
  input: { readonly area: Area; readonly level: PlotLevel; readonly price: string; readonly kind: PlotKind; readonly district: { readonly name: string; readonly thumbnail: string | null } | null }
) =>
  Effect.gen(function* () {
    const price = parsePlotPrice(input.price)
    if (price === null) return yield* new ValidationFailed({ errors: fieldError("price", "validation.numeric") })
    yield* requirePermission(principal, "back-office")
    yield* checkArea(input.area)
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const districtRepo = yield* DistrictRepository
          // Locks first, then reads: reserved areas (no reservation of these cells, registered or not yet, commits
          // meanwhile), then the area's plots (a purchase that committed is seen; one still to come waits).
          yield* districtRepo.lockReservedAreas
          const plots = yield* plotRepo.lockArea(input.area)
          const held = plots.filter((p) => isHeld(p.status)).length
          if (held > 0) return yield* new AreaHasHeldPlots({ count: held })
          const touched = (yield* districtRepo.reservedAreas).filter((r) => areasOverlap(r, input.area))
          const partly = touched.filter((r) => !isWithin(r, input.area))
          if (partly.length > 0) return yield* new AreaOverlapsReservedArea({ names: partly.map((r) => r.name) })
          if (touched.length > 0) yield* districtRepo.deleteReservedAreas(touched.map((r) => r.id))
          const district = input.district ? yield* districtRepo.createDistrict({ ...input.area, name: input.district.name, thumbnail: input.district.thumbnail }) : null
          const version = yield* plotRepo.nextVersion
          const status = RESTING_STATE[input.kind]
          const count = yield* plotRepo.registerArea(input.area, { level: input.level, price, kind: input.kind, districtId: district?.id ?? null, status }, version)
          yield* plotRepo.publish({ topic: district ? "district/update" : "plot/update", version, payload: { area: input.area, districtId: district?.id ?? null, plots: [], more: count } })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.register", target: { type: "area", id: areaKey(input.area) }, details: { level: input.level, price: price.toString(), kind: input.kind, count, ...(touched.length > 0 ? { endedReservedAreas: touched.map((r) => r.id) } : {}) } }))
          return { count, version, district, endedReservedAreas: touched }
        })
      )
    )
  })

/**
 * `/staff/plot-registration` reserve: keeps an area out of sale. Plots members hold refuse the reservation; every
 * other plot moves to `reserved` through the state machine (event `reserve`).
 */
export const reserveArea = (principal: StaffPrincipal, input: { readonly area: Area; readonly name: string }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    yield* checkArea(input.area)
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const districtRepo = yield* DistrictRepository
          const now = yield* Clock.use((c) => c.now)
          // As a registration does: reserved areas, then the plots, then decide on what is locked.
          yield* districtRepo.lockReservedAreas
          const plots = yield* plotRepo.lockArea(input.area)
          const held = plots.filter((p) => isHeld(p.status)).length
          if (held > 0) return yield* new AreaHasHeldPlots({ count: held })
          const reserved = yield* districtRepo.createReservedArea(input.area, input.name.trim(), now)
          const { version, count } = yield* savePlotMoves(decideReserve(plots), input.area)
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "land.reserve", target: { type: "reserved_area", id: String(reserved.id) }, details: { count, name: reserved.name } }))
          return { area: reserved, count, version }
        })
      )
    )
  })
