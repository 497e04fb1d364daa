import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import { Clock } from "../../kernel/ports/clock.port"
import { areaContains } from "../domain/district"
import { type Coord, coordKey } from "../domain/plot"
import { heldCount, plotActions } from "../domain/plot-actions"
import { ActivationRepository } from "../ports/activation.repository.port"
import { DistrictRepository } from "../ports/district.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"
import { SalesRepository } from "../ports/sales.repository.port"

/** Spec §9: the map loads 12000 plots a page. */
export const MAP_PAGE_SIZE = 12000
export const MAP_PAGE_MAX = 20000

/** `GET member/map`: the world, a page at a time, in (y, x) order. */
export const showMapPage = (page: PageRequest) =>
  Effect.map(PlotRepository.use((r) => r.page({ limit: page.perPage, offset: offsetOf(page) })), ({ rows, total }) => pageOf(page, rows, total))

export const listDistricts = DistrictRepository.use((r) => r.districts)

/** `GET member/district?x&y`: the district that contains the point. */
export const showDistrictAt = (c: Coord) =>
  Effect.flatMap(DistrictRepository.use((r) => r.districtAt(c)), (d) => (d ? Effect.succeed(d) : Effect.fail(new NotFound({ entity: "district", id: coordKey(c) }))))

/** `GET member/plots?x&y&radius`: the plots in a square around a point. */
export const showPlotsAround = (c: Coord, radius: number) => PlotRepository.use((r) => r.inArea({ x0: c.x - radius, y0: c.y - radius, x1: c.x + radius, y1: c.y + radius }))

/** `GET member/plot?x&y`: one PLOT, with its activation and whether it is the caller's. */
export const showPlot = (principal: MemberPrincipal | null, c: Coord) =>
  Effect.gen(function* () {
    const plotRepo = yield* PlotRepository
    const districtRepo = yield* DistrictRepository
    const activationRepo = yield* ActivationRepository
    const plot = yield* plotRepo.plot(c)
    if (!plot) return yield* new NotFound({ entity: "plot", id: coordKey(c) })
    const now = yield* Clock.use((k) => k.now)
    const mine = principal !== null && plot.ownerId === principal.memberId
    const activation = mine ? yield* activationRepo.latestActivation(c) : null
    const reserved = (yield* districtRepo.reservedAreas).find((a) => areaContains(a, c)) ?? null
    return { plot, mine, activation, activeNow: activation !== null && activation.expiresAt.getTime() > now.getTime(), reservedArea: reserved, actions: plotActions(plot, principal?.memberId ?? null, now) }
  })

/**
 * `GET member/plots/member`: the caller's PLOTs, newest first, each with its latest activation and whether it runs
 * now, so the my-plots page needs one request for a page, not one more per row.
 */
export const listMyPlots = (principal: MemberPrincipal, page: PageRequest) =>
  Effect.gen(function* () {
    const plotRepo = yield* PlotRepository
    const activationRepo = yield* ActivationRepository
    const now = yield* Clock.use((k) => k.now)
    const { rows, total } = yield* plotRepo.ownedBy(principal.memberId, { limit: page.perPage, offset: offsetOf(page) })
    const activations = rows.length === 0 ? [] : yield* activationRepo.latestActivations(rows)
    const byPlot = new Map(activations.map((a) => [coordKey(a), a]))
    const data = rows.map((plot) => {
      // An activation by an earlier owner is not this member's.
      const a = byPlot.get(coordKey(plot))
      const activation = a && a.memberId === principal.memberId ? a : null
      return { plot, activation, activeNow: activation !== null && activation.expiresAt.getTime() > now.getTime(), actions: plotActions(plot, principal.memberId, now) }
    })
    return pageOf(page, data, total)
  })

/** `GET member/statistics`: plots by state and by level, and how many members hold. */
export const showLandStatistics = Effect.map(
  SalesRepository.use((r) => r.statistics),
  (s) => ({ ...s, held: heldCount(s.byStatus) })
)

export const listReservedAreas = DistrictRepository.use((r) => r.reservedAreas)

/** The world state the snapshot is built from, and changes since a version. */
export const readWorldCells = PlotRepository.use((r) => r.cells)
export const readWorldVersion = PlotRepository.use((r) => r.worldVersion)
export const readWorldChanges = (since: number, limit: number) => PlotRepository.use((r) => r.changedSince(since, limit))
