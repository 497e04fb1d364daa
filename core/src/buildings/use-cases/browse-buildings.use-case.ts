import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { PlotRepository, isRefusal, transition, viewOf } from "../../land/index"
import type { BuildingTemplate } from "../domain/building"
import { BUILDING_SIZES, type BuildingArea, buildingPlotCount } from "../domain/building-size"
import { exchangePrice } from "../domain/exchange"
import { paymentOptionsOf } from "../domain/purchase"
import { BuildingRepository } from "../ports/building.repository.port"
import { withTemplates } from "./list-member-buildings.use-case"

const HOLDINGS_LIMIT = 200_000

/** `GET member/building/catalog`: the templates on sale, with how each may be paid. */
export const listBuildingCatalog = Effect.map(
  BuildingRepository.use((r) => r.templates({ activeOnly: true })),
  (ts) => ts.map((t) => ({ template: t, paymentOptions: paymentOptionsOf(t) }))
)

/** `GET member/building/template?id=`: one template of the catalogue. */
export const showBuildingTemplate = (id: number) =>
  Effect.gen(function* () {
    const t = yield* BuildingRepository.use((r) => r.template(id))
    if (t === null || !t.active) return yield* new NotFound({ entity: "template", id: String(id) })
    return { template: t, paymentOptions: paymentOptionsOf(t) }
  })

/** `GET member/building/owned`: the member's buildings, placed or not. */
export const listOwnedBuildings = (memberId: number) => Effect.flatMap(BuildingRepository.use((r) => r.ofMember(memberId)), withTemplates)

/** `GET member/building?id=`: one of the member's buildings. */
export const showBuilding = (principal: MemberPrincipal, id: number) =>
  Effect.gen(function* () {
    const b = yield* BuildingRepository.use((r) => r.building(id))
    if (b === null || b.memberId !== principal.memberId) return yield* new NotFound({ entity: "building", id: String(id) })
    const [row] = yield* withTemplates([b])
    return row!
  })

/**
 * `GET member/building/available-areas`: the member's PLOTs a building may stand on now (own, activated land with
 * nothing on it, as the state machine lets `place`), and the size totals of the rule "Not enough PLOT size".
 */
export const showAvailableAreas = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const held = yield* PlotRepository.use((p) => p.ownedBy(principal.memberId, { limit: HOLDINGS_LIMIT, offset: 0 }))
    const free = held.rows.filter((p) => p.kind === "land" && !isRefusal(transition(viewOf(p), { type: "place", memberId: principal.memberId })))
    const buildings = yield* BuildingRepository.use((r) => r.ofMember(principal.memberId))
    const placedSize = buildings.filter((b) => b.area !== null).reduce((s, b) => s + buildingPlotCount(b.size), 0)
    return {
      plots: free.map((p) => ({ x: p.x, y: p.y })).sort((a, b) => a.y - b.y || a.x - b.x),
      ownedPlotSize: held.rows.reduce((s, p) => s + p.size, 0),
      placedSize
    }
  })

/** `GET member/map/buildings`: every building standing on the map (or in an area), as the map draws them. */
export const listMapBuildings = (area: BuildingArea | null) => BuildingRepository.use((r) => r.placed(area))

/** `GET member/building/exchange/size-map/type`: every size with the PLOTs it needs and the templates of that size. */
export const showSizeMapByType = Effect.map(BuildingRepository.use((r) => r.templates({ activeOnly: true })), (ts) =>
  BUILDING_SIZES.map((size) => ({ size, plots: buildingPlotCount(size), templateIds: ts.filter((t) => t.size === size).map((t) => t.id) }))
)

/** `GET member/building/exchange/size-map/building`: each of the member's buildings with its size and PLOT count. */
export const showSizeMapByBuilding = (memberId: number) =>
  Effect.map(BuildingRepository.use((r) => r.ofMember(memberId)), (bs) =>
    bs.map((b) => ({ buildingId: b.id, templateId: b.templateId, size: b.size, plots: buildingPlotCount(b.size), placed: b.area !== null }))
  )

/** `GET member/building/exchange/catalog?buildingId=`: what the building may become, with each exchange's price. */
export const listExchangeCatalog = (principal: MemberPrincipal, buildingId: number) =>
  Effect.gen(function* () {
    const repo = yield* BuildingRepository
    const b = yield* repo.building(buildingId)
    if (b === null || b.memberId !== principal.memberId) return yield* new NotFound({ entity: "building", id: String(buildingId) })
    const templates = yield* repo.templates({ activeOnly: true })
    const from = (yield* repo.template(b.templateId))!
    return {
      building: b,
      from,
      placed: b.area !== null,
      options: templates.flatMap((to: BuildingTemplate) => {
        const price = exchangePrice(from, to)
        return price === null ? [] : [{ template: to, ...price }]
      })
    }
  })

/** `GET member/building/exchange/history` (marketplace/exchangeupgradehistory). */
export const listExchangeHistory = (memberId: number) => BuildingRepository.use((r) => r.exchanges(memberId))

/** marketplace/bulding-purchase-history. */
export const listBuildingPurchases = (memberId: number) => BuildingRepository.use((r) => r.purchases(memberId))
