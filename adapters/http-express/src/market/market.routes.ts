import { api } from "@iw/contracts"
import {
  type AssetItem,
  type AssetShare,
  type AssetType,
  DEFAULT_LISTING_DAYS,
  LISTING_DAYS,
  type Listing,
  MarketSettings,
  PRICE_BOUNDS,
  SELL_CATEGORIES,
  type Sale,
  ValidationFailed,
  assetsHistoryStatistics,
  browseListings,
  browseListingsUntil,
  Clock,
  buyListing,
  cancelListing,
  cancelListingAsStaff,
  categoryOfAssetType,
  createListing,
  fieldError,
  grantAsset,
  grantResource,
  itemKeyOf,
  itemNameOf,
  listAssetsHistory,
  listHouseStockForStaff,
  listMyBuildingsForSale,
  listListingsForStaff,
  listMemberAssetsForStaff,
  listMemberListingsForStaff,
  listMyAssets,
  listMyListings,
  listResourceHoldings,
  listingPrice,
  parseAmount,
  registerHouseStock,
  reviseHouseStock,
  saleTerms,
  shareAsset,
  showListing,
  showPriceHistory,
  unshareAsset
} from "@iw/core"
import { Effect } from "effect"
import { encodeJsonOnce, routes } from "../router"
import { type StoreShelvesCache, contentTag, makeStoreShelvesCache } from "./store-shelves.cache"
import { abeyWire as abey, buildingNameIn } from "../wire"

/** Spec §9 page size of history lists. */
const PER_PAGE = 15
const page = (q: { page?: number; perPage?: number }) => ({ page: q.page ?? 1, perPage: q.perPage ?? PER_PAGE })

/** Basis points as a percentage without trailing zeros: 500 → "5", 250 → "2.5". */
export const percentOf = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, "")

export const listingWire = (l: Listing) => {
  const whole = saleTerms(l.unitPrice, l.amount, l.feeBasisPoints)
  return {
    id: l.id,
    ownerId: l.ownerId,
    house: l.ownerId === null,
    category: l.category,
    itemKind: l.item.kind,
    itemKey: itemKeyOf(l.item),
    name: itemNameOf(l.item),
    assetType: l.item.kind === "asset" || l.item.kind === "stock" ? (l.item.assetType as AssetType) : null,
    assetId: l.item.kind === "asset" ? l.item.assetId : null,
    buildingId: l.item.kind === "building" ? l.item.buildingId : null,
    resource: l.item.kind === "resource" ? l.item.resource : null,
    amount: l.amount,
    quantity: l.quantity,
    unitPrice: abey(l.unitPrice),
    price: abey(listingPrice(l)),
    feePercent: percentOf(l.feeBasisPoints),
    fee: abey(whole.fee),
    proceeds: abey(whole.proceeds),
    state: l.state,
    expiry: l.expiresAt,
    date: l.createdAt
  }
}

const shareWire = (s: AssetShare) => ({ id: s.id, memberId: s.toMemberId, sharedAt: s.sharedAt, endedAt: s.endedAt })

export const assetWire = (a: AssetItem, shares: ReadonlyArray<AssetShare> = []) => ({
  id: a.id,
  ownerId: a.ownerId,
  type: a.type,
  category: categoryOfAssetType(a.type),
  name: a.name,
  state: a.state,
  createdAt: a.createdAt,
  shares: shares.map(shareWire)
})

const saleWire = (memberId: number) => (s: Sale) => {
  const sold = s.sellerId === memberId
  return {
    id: s.id,
    listingId: s.listingId,
    category: s.category,
    itemKey: s.itemKey,
    name: s.itemName,
    side: sold ? ("sold" as const) : ("bought" as const),
    counterpartyId: sold ? s.buyerId : s.sellerId,
    quantity: s.quantity,
    unitPrice: abey(s.unitPrice),
    price: abey(s.price),
    fee: abey(sold ? s.fee : 0n),
    net: abey(sold ? s.price - s.fee : s.price),
    date: s.at
  }
}

const pagedListings = (p: { data: ReadonlyArray<Listing>; meta: { total: number; perPage: number; to: number; page: number } }) => ({ data: p.data.map(listingWire), meta: p.meta })

const parsePrice = (field: string, text: string | undefined) => {
  if (text === undefined) return Effect.succeed(undefined)
  const v = parseAmount(text, 8)
  return v === null ? Effect.fail(new ValidationFailed({ errors: fieldError(field, "market.price_format") })) : Effect.succeed(v)
}

/** The store's and assets' endpoints. */
export const marketRoutes = (shelves: StoreShelvesCache = makeStoreShelvesCache()) => {
  /** A listing this process changed: its shelves drop at once, before the live channel's announcement comes back. */
  const changed = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.tap(effect, () => Effect.sync(shelves.changed))
  return routes(api.market, {
    terms: () =>
      MarketSettings.use((s) => Effect.succeed({
        feeBasisPoints: s.feeBasisPoints,
        feePercent: percentOf(s.feeBasisPoints),
        listingDays: [...LISTING_DAYS],
        defaultDays: DEFAULT_LISTING_DAYS,
        bounds: SELL_CATEGORIES.map((category) => ({ category, min: abey(PRICE_BOUNDS[category].min), max: abey(PRICE_BOUNDS[category].max) }))
      })),
    listings: ({ query }) =>
      Effect.gen(function* () {
        const minUnitPrice = yield* parsePrice("minPrice", query.minPrice)
        const maxUnitPrice = yield* parsePrice("maxPrice", query.maxPrice)
        const req = {
          ...page(query),
          ...(query.category === undefined ? {} : { category: query.category }),
          ...(query.itemKey === undefined ? {} : { itemKey: query.itemKey }),
          ...(minUnitPrice === undefined ? {} : { minUnitPrice }),
          ...(maxUnitPrice === undefined ? {} : { maxUnitPrice }),
          ...(query.sort === undefined ? {} : { sort: query.sort })
        }
        if (!shelves.isLive()) return pagedListings(yield* browseListings(req))
        // The same for every member: encoded and gzip'd once per store change and shelf page (store-shelves.cache.ts).
        const compute = browseListingsUntil(req)
        const services = yield* Effect.context<Effect.Services<typeof compute>>()
        const now = yield* Clock.use((c) => c.now)
        const key = [req.category, req.itemKey, minUnitPrice, maxUnitPrice, req.sort ?? "newest", req.page, req.perPage].map((v) => (v === undefined ? "" : String(v))).join("|")
        return yield* Effect.promise(() =>
          shelves.answer(key, now.getTime(), async () => {
            const { page: p, liveUntil } = await Effect.runPromiseWith(services)(compute)
            const encoded = encodeJsonOnce(api.market.listings, pagedListings(p), "")
            return { value: { ...encoded, etag: contentTag(encoded.json) }, bytes: encoded.json.byteLength + encoded.gzipped.byteLength, liveUntil: liveUntil?.getTime() ?? null }
          })
        )
      }),
    listing: ({ params }) => Effect.map(showListing(params.id), listingWire),
    mine: ({ principal, query }) => Effect.map(listMyListings(principal.memberId, { ...page(query), ...(query.state ? { states: [query.state] } : {}) }), pagedListings),
    create: ({ principal, body }) =>
      changed(Effect.gen(function* () {
        const unitPrice = yield* parsePrice("unitPrice", body.unitPrice)
        const common = { category: body.category, unitPrice: unitPrice!, ...(body.days === undefined ? {} : { days: body.days }) }
        if (body.assetId !== undefined) return listingWire(yield* createListing(principal, { kind: "asset", assetId: body.assetId, ...common }))
        if (body.buildingId !== undefined) return listingWire(yield* createListing(principal, { kind: "building", buildingId: body.buildingId, ...common }))
        if (body.resource === undefined) return yield* new ValidationFailed({ errors: fieldError("assetId", "validation.required") })
        if (body.quantity === undefined) return yield* new ValidationFailed({ errors: fieldError("quantity", "validation.required") })
        return listingWire(yield* createListing(principal, { kind: "resource", resource: body.resource, quantity: body.quantity, ...common }))
      })),
    cancel: ({ principal, params }) => changed(Effect.map(cancelListing(principal, params.id), listingWire)),
    buy: ({ principal, body }) =>
      changed(Effect.map(buyListing(principal, { listingId: body.listingId, quantity: body.quantity ?? 1, paymentOption: body.paymentOption ?? "abeyBalanceFirst" }), (r) => ({
        listing: listingWire(r.listing),
        quantity: r.terms.quantity,
        price: abey(r.terms.price),
        fee: abey(r.terms.fee),
        paidOrdinary: abey(r.split.ordinary),
        paidBonus: abey(r.split.bonus)
      }))),
    history: ({ principal, query }) => Effect.map(listAssetsHistory(principal.memberId, page(query)), (p) => ({ data: p.data.map(saleWire(principal.memberId)), meta: p.meta })),
    priceHistory: ({ query }) =>
      Effect.map(showPriceHistory(query.itemKey, query.days ?? 30), (points) => ({
        itemKey: query.itemKey,
        data: points.map((p) => ({ day: p.day, units: p.units, averageUnitPrice: abey(p.averageUnitPrice), lastUnitPrice: abey(p.lastUnitPrice) }))
      })),
    myAssets: ({ principal, lang }) =>
      Effect.gen(function* () {
        const mine = yield* listMyAssets(principal.memberId)
        const resources = yield* listResourceHoldings(principal.memberId)
        const buildings = yield* listMyBuildingsForSale(principal.memberId)
        return {
          data: mine.owned.map((o) => assetWire(o.asset, o.shares)),
          resources,
          // A built-in template's name in the reader's language, as the buildings pages give it.
          buildings: buildings.map((b) => ({ ...b, name: buildingNameIn(b.name, lang) })),
          sharedWithMe: mine.sharedWithMe.map((a) => ({ id: a.id, ownerId: a.ownerId, type: a.type, name: a.name }))
        }
      }),
    share: ({ principal, body }) => Effect.map(shareAsset(principal, { assetId: body.assetId, memberId: body.memberId }), (s) => ({ assetId: s.assetId, share: shareWire(s) })),
    unshare: ({ principal, body }) => Effect.map(unshareAsset(principal, body.assetId), (s) => ({ assetId: s.assetId, share: shareWire(s) })),
    staffListings: ({ principal, query }) =>
      Effect.map(
        listListingsForStaff(principal, { ...page(query), ...(query.category ? { category: query.category } : {}), ...(query.state ? { states: [query.state] } : {}) }),
        pagedListings
      ),
    staffCancel: ({ principal, params, body }) => changed(Effect.map(cancelListingAsStaff(principal, params.id, body.reason), listingWire)),
    staffStock: ({ principal, query }) => Effect.map(listHouseStockForStaff(principal, { ...page(query), ...(query.state ? { states: [query.state] } : {}) }), pagedListings),
    staffStockCreate: ({ principal, body }) =>
      changed(Effect.gen(function* () {
        const unitPrice = yield* parsePrice("unitPrice", body.unitPrice)
        return listingWire(
          yield* registerHouseStock(principal, { assetType: body.assetType, name: body.name, quantity: body.quantity, unitPrice: unitPrice!, ...(body.days === undefined ? {} : { days: body.days }) })
        )
      })),
    staffStockRevise: ({ principal, params, body }) =>
      changed(Effect.gen(function* () {
        const unitPrice = yield* parsePrice("unitPrice", body.unitPrice)
        return listingWire(yield* reviseHouseStock(principal, params.id, { quantity: body.quantity, unitPrice: unitPrice!, ...(body.days === undefined ? {} : { days: body.days }) }))
      })),
    staffMember: ({ principal, params }) =>
      Effect.gen(function* () {
        const assets = yield* listMemberAssetsForStaff(principal, params.id)
        const listings = yield* listMemberListingsForStaff(principal, params.id, { page: 1, perPage: 100 })
        return { assets: assets.map((a) => assetWire(a)), listings: listings.data.map(listingWire) }
      }),
    staffGrant: ({ principal, body }) => Effect.map(grantAsset(principal, body), (a) => assetWire(a)),
    staffGrantResource: ({ principal, body }) => Effect.map(grantResource(principal, body), (data) => ({ data })),
    staffStats: ({ principal, query }) =>
      Effect.gen(function* () {
        const to = query.to ?? new Date()
        const from = query.from ?? new Date(to.getTime() - 30 * 86_400_000)
        const days = yield* assetsHistoryStatistics(principal, { from, to })
        return { from, to, data: days.map((d) => ({ day: d.day, sales: d.sales, units: d.units, value: abey(d.value), fees: abey(d.fees) })) }
      })
  })
}

