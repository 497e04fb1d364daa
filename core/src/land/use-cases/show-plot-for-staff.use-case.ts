import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { MemberRepository } from "../../identity/index"
import { requirePermission } from "../../kernel/permissions"
import { isActive } from "../domain/activation"
import { areaContains } from "../domain/district"
import { type Coord, coordKey } from "../domain/plot"
import { ActivationRepository } from "../ports/activation.repository.port"
import { DistrictRepository } from "../ports/district.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"

/**
 * `GET staff/plot-registration/plot?x&y` (`plots show x,y`): everything staff need about one PLOT: price, name,
 * level, state, its district, its owner (id and name), when it was bought, its latest activation, its mint and the
 * reserved areas over it.
 */
export const showPlotForStaff = (principal: StaffPrincipal, c: Coord) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const plotRepo = yield* PlotRepository
    const districtRepo = yield* DistrictRepository
    const activationRepo = yield* ActivationRepository
    const plot = yield* plotRepo.plot(c)
    if (!plot) return yield* new NotFound({ entity: "plot", id: coordKey(c) })
    const now = yield* Clock.use((k) => k.now)
    const district = plot.districtId === null ? null : yield* districtRepo.district(plot.districtId)
    const member = plot.ownerId === null ? null : yield* MemberRepository.use((r) => r.findById(plot.ownerId!))
    const owner = plot.ownerId === null ? null : { id: plot.ownerId, name: member ? `${member.firstName} ${member.lastName}`.trim() : null }
    const activation = yield* activationRepo.latestActivation(c)
    const mint = yield* activationRepo.mintOf(c)
    const reservedAreas = (yield* districtRepo.reservedAreas).filter((a) => areaContains(a, c))
    return {
      plot,
      district,
      owner,
      activation: activation ? { ...activation, activeNow: isActive(activation, now) } : null,
      mint,
      reservedAreas
    }
  })
