import { api } from "@iw/contracts"
import type { LangCode } from "@iw/contracts/i18n"
import {
  ValidationFailed,
  fieldError,
  type Building,
  type BuildingListingRef,
  type BuildingTemplate,
  DEFAULT_BUILDING_PAYMENT_OPTION,
  PAYMENT_OPTIONS,
  buildingPlotCount,
  buyBuilding,
  estimateExchange,
  exchangeBuilding,
  listBuildingCatalog,
  listBuildingPurchases,
  listExchangeCatalog,
  listExchangeHistory,
  listMapBuildings,
  listMemberBuildingsForStaff,
  listOwnedBuildings,
  listTemplatesForStaff,
  mintBuilding,
  showNftProfile,
  parseAmount,
  paymentOptionsOf,
  placeBuilding,
  removeBuilding,
  removeBuildingAsStaff,
  saveBuildingTemplate,
  scaleOf,
  showAvailableAreas,
  showBuilding,
  showBuildingTemplate,
  showSizeMapByBuilding,
  showSizeMapByType
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { abeyWire as abey, buildingNameIn } from "../wire"
import type { WorldSnapshotCache } from "../land/world-snapshot.cache"

/** The id a query named under the spec's field or as `id`; missing: 422 on the spec's field. */
const idOf = (id: number | undefined, field: "buildingId" | "templatesId") =>
  id === undefined ? Effect.fail(new ValidationFailed({ errors: fieldError(field, "validation.required") })) : Effect.succeed(id)

/**
 * A built-in template's name in the reader's language ("Cottage", "コテージ"); `null` gives the stored name, as staff
 * edit it. A name staff wrote is answered as written.
 */
const templateName = (name: string, lang: LangCode | null) => (lang === null ? name : buildingNameIn(name, lang))

export const templateWire = (lang: LangCode | null) => (t: BuildingTemplate) => ({
  id: t.id,
  name: templateName(t.name, lang),
  size: t.size,
  plots: buildingPlotCount(t.size),
  price: abey(t.price),
  ticketPrice: t.ticketPrice === null ? null : Number(t.ticketPrice),
  exchangeableTo: t.exchangeableTo,
  premium3d: t.premium3d,
  virtual: t.virtual,
  active: t.active,
  image: t.image,
  paymentOptions: paymentOptionsOf(t)
})

export const buildingWire = (lang: LangCode) => ({
  building: b,
  template: t,
  listing = null
}: {
  readonly building: Building
  readonly template: BuildingTemplate | null
  readonly listing?: BuildingListingRef | null
}) => ({
  id: b.id,
  memberId: b.memberId,
  templateId: b.templateId,
  name: t ? templateName(t.name, lang) : `#${b.templateId}`,
  size: b.size,
  plots: buildingPlotCount(b.size),
  direction: b.direction,
  placed: b.area !== null,
  area: b.area,
  minted: b.minted,
  premium3d: t?.premium3d ?? false,
  virtual: t?.virtual ?? false,
  purchasedAt: b.purchasedAt,
  listed: b.listed === true,
  listing: b.listed === true && listing !== null ? { id: listing.id, category: listing.category } : null
})

/** The buildings endpoints. `cache` learns the world version a placement or removal committed at once. */
export const buildingsRoutes = (cache: WorldSnapshotCache) => {
  const committed = <A extends { readonly version: number }>(r: A): A => {
    cache.noteVersion(r.version)
    return r
  }
  const templateNames = (lang: LangCode) => Effect.map(listBuildingCatalog, (ts) => new Map(ts.map((t) => [t.template.id, templateName(t.template.name, lang)])))
  return routes(api.buildings, {
    catalog: ({ lang }) => Effect.map(listBuildingCatalog, (ts) => ({ data: ts.map((t) => templateWire(lang)(t.template)) })),
    owned: ({ principal, lang }) => Effect.map(listOwnedBuildings(principal.memberId), (rows) => ({ data: rows.map(buildingWire(lang)) })),
    availableAreas: ({ principal }) => showAvailableAreas(principal),
    template: ({ query, lang }) => Effect.flatMap(idOf(query.templatesId ?? query.id, "templatesId"), (id) => Effect.map(showBuildingTemplate(id), (t) => templateWire(lang)(t.template))),
    building: ({ principal, query, lang }) => Effect.flatMap(idOf(query.buildingId ?? query.id, "buildingId"), (id) => Effect.map(showBuilding(principal, id), buildingWire(lang))),
    buy: ({ principal, body, lang }) =>
      Effect.map(buyBuilding(principal, { templatesId: body.templatesId, paymentOption: body.paymentOption ?? DEFAULT_BUILDING_PAYMENT_OPTION }), (r) => ({
        building: buildingWire(lang)({ building: r.building, template: r.template }),
        amount: r.amount.toString(),
        asset: body.paymentOption === "tickets" ? ("tickets" as const) : ("abey" as const),
        paidOrdinary: abey(body.paymentOption === "tickets" ? 0n : r.split.ordinary),
        paidBonus: abey(body.paymentOption === "tickets" ? 0n : r.split.bonus)
      })),
    place: ({ principal, body, lang }) =>
      Effect.gen(function* () {
        const r = committed(yield* placeBuilding(principal, body.buildingId, body))
        const row = yield* showBuilding(principal, r.building.id)
        return { building: buildingWire(lang)(row), area: r.building.area ?? body, version: r.version }
      }),
    remove: ({ principal, query, lang }) =>
      Effect.gen(function* () {
        const r = committed(yield* removeBuilding(principal, query.buildingId))
        const row = yield* showBuilding(principal, r.building.id)
        return { building: buildingWire(lang)(row), area: r.area, version: r.version }
      }),
    mapBuildings: ({ query }) =>
      Effect.map(
        listMapBuildings(
          query.x0 !== undefined && query.y0 !== undefined && query.x1 !== undefined && query.y1 !== undefined ? { startX: query.x0, startY: query.y0, endX: query.x1, endY: query.y1 } : null
        ),
        (rows) => ({ columns: ["id", "memberId", "templateId", "startX", "startY", "endX", "endY"], rows: rows.map((b) => [b.id, b.memberId, b.templateId, b.startX, b.startY, b.endX, b.endY]) })
      ),
    sizeMapBuilding: ({ principal }) => Effect.map(showSizeMapByBuilding(principal.memberId), (data) => ({ data })),
    sizeMapType: () => Effect.map(showSizeMapByType, (data) => ({ data })),
    exchangeCatalog: ({ principal, query, lang }) =>
      Effect.map(listExchangeCatalog(principal, query.buildingId), (c) => ({
        building: buildingWire(lang)({ building: c.building, template: c.from }),
        placed: c.placed,
        data: c.options.map((o) => ({ template: templateWire(lang)(o.template), kind: o.kind, pay: abey(o.pay), refund: abey(o.refund) }))
      })),
    exchangePaymentOptions: () => Effect.succeed({ data: [...PAYMENT_OPTIONS], default: DEFAULT_BUILDING_PAYMENT_OPTION }),
    exchangePrice: ({ principal, query }) =>
      Effect.map(estimateExchange(principal, { buildingId: query.buildingId, templatesId: query.templatesId, paymentOption: query.paymentOption ?? "abeyBalanceFirst" }), (e) => ({
        buildingId: e.building.id,
        templatesId: e.to.id,
        kind: e.kind,
        pay: abey(e.pay),
        refund: abey(e.refund),
        placed: e.placed
      })),
    exchangeEstimate: ({ principal, query }) => {
      const paymentOption = query.paymentOption ?? "abeyBalanceFirst"
      return Effect.map(estimateExchange(principal, { buildingId: query.buildingId, templatesId: query.templatesId, paymentOption }), (e) => ({
        buildingId: e.building.id,
        templatesId: e.to.id,
        kind: e.kind,
        pay: abey(e.pay),
        refund: abey(e.refund),
        placed: e.placed,
        paymentOption,
        split: e.split === null ? null : { ordinary: abey(e.split.ordinary), bonus: abey(e.split.bonus) },
        available: abey(e.available)
      }))
    },
    exchange: ({ principal, body, lang }) =>
      Effect.gen(function* () {
        const r = committed(yield* exchangeBuilding(principal, { buildingId: body.buildingId, templatesId: body.templatesId, paymentOption: body.paymentOption ?? "abeyBalanceFirst" }))
        return { building: buildingWire(lang)({ building: r.building, template: r.to }), kind: r.kind, amount: abey(r.amount), version: r.version }
      }),
    exchangeHistory: ({ principal, lang }) =>
      Effect.gen(function* () {
        const names = yield* templateNames(lang)
        const rows = yield* listExchangeHistory(principal.memberId)
        return {
          data: rows.map((e) => ({
            id: e.id,
            buildingId: e.buildingId,
            fromTemplateId: e.fromTemplateId,
            fromName: names.get(e.fromTemplateId) ?? `#${e.fromTemplateId}`,
            toTemplateId: e.toTemplateId,
            toName: names.get(e.toTemplateId) ?? `#${e.toTemplateId}`,
            kind: e.kind,
            amount: abey(e.amount),
            exchangedAt: e.exchangedAt
          }))
        }
      }),
    purchaseHistory: ({ principal, lang }) =>
      Effect.gen(function* () {
        const names = yield* templateNames(lang)
        const rows = yield* listBuildingPurchases(principal.memberId)
        return {
          data: rows.map((p) => ({
            id: p.id,
            buildingId: p.buildingId,
            templateId: p.templateId,
            name: names.get(p.templateId) ?? `#${p.templateId}`,
            paymentOption: p.paymentOption,
            asset: p.asset,
            amount: p.asset === "abey" ? abey(p.amount).decimal : p.amount.toString(),
            purchasedAt: p.purchasedAt
          }))
        }
      }),
    has3DPremium: ({ principal }) => Effect.map(listOwnedBuildings(principal.memberId), (rows) => ({ exists: rows.some((r) => r.template?.premium3d === true) })),
    virtualExists: ({ principal }) => Effect.map(listOwnedBuildings(principal.memberId), (rows) => ({ exists: rows.some((r) => r.template?.virtual === true) })),
    nftProfile: ({ principal, lang }) =>
      Effect.gen(function* () {
        const p = yield* showNftProfile(principal.memberId)
        const rows = yield* listOwnedBuildings(principal.memberId)
        return { address: p.address, addressStatus: p.addressStatus, data: rows.filter((r) => r.building.minted).map(buildingWire(lang)) }
      }),
    nftMint: ({ principal, body, lang }) =>
      Effect.gen(function* () {
        const r = committed(yield* mintBuilding(principal, body.buildingId, body.confirm))
        return { building: buildingWire(lang)(yield* showBuilding(principal, r.building.id)), address: r.address, txHash: r.txHash, version: r.version }
      }),
    staffMemberBuildings: ({ principal, params, lang }) => Effect.map(listMemberBuildingsForStaff(principal, params.id), (rows) => ({ data: rows.map(buildingWire(lang)) })),
    staffRemove: ({ principal, params, body, lang }) =>
      Effect.gen(function* () {
        const r = committed(yield* removeBuildingAsStaff(principal, params.id, body.reason))
        const [row] = (yield* listMemberBuildingsForStaff(principal, r.building.memberId)).filter((x) => x.building.id === r.building.id)
        return { building: buildingWire(lang)(row ?? { building: r.building, template: null }), area: r.area, version: r.version }
      }),
    staffTemplates: ({ principal }) => Effect.map(listTemplatesForStaff(principal), (ts) => ({ data: ts.map(templateWire(null)) })),
    staffSaveTemplate: ({ principal, body }) =>
      Effect.map(
        saveBuildingTemplate(principal, body.id ?? null, {
          name: body.name,
          size: body.size,
          price: parseAmount(body.price, scaleOf("abey")) ?? 0n,
          ticketPrice: body.ticketPrice === null ? null : BigInt(body.ticketPrice),
          exchangeableTo: body.exchangeableTo,
          premium3d: body.premium3d,
          virtual: body.virtual,
          active: body.active,
          image: body.image
        }),
        templateWire(null)
      )
  })
}
