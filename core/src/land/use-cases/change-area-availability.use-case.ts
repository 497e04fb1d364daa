import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { type AreaAction, decideAreaAvailability } from "../domain/area-change"
import { type Area, areaKey } from "../domain/district"
import { PlotRepository } from "../ports/plot.repository.port"
import { savePlotMoves } from "./publish-plot-changes"
import { checkArea } from "./register-plots.use-case"

/**
 * `POST staff/plot-registration/availability`: staff take the land of an area off sale for a while (`suspend`:
 * temporarily unavailable, e.g. maintenance) and put it back (`resume`), or withdraw it (unavailable) and release
 * it. Each plot moves through the state machine; plots it refuses (held, reserved, already there) stay as they
 * are, and the answer says how many moved and how many stayed.
 */
export const changeAreaAvailability = (principal: StaffPrincipal, input: { readonly area: Area; readonly action: AreaAction }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    yield* checkArea(input.area)
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const plots = yield* plotRepo.lockArea(input.area)
          const land = plots.filter((p) => p.kind === "land").length
          const { version, count } = yield* savePlotMoves(decideAreaAvailability(plots, input.action), input.area)
          yield* AuditLog.use((log) => log.record({ actor: staffActor(principal), action: `land.${input.action}`, target: { type: "area_availability", id: areaKey(input.area) }, details: { count, unchanged: land - count } }))
          return { action: input.action, count, unchanged: land - count, version }
        })
      )
    )
  })
