import { FOUNDERS_PHASE_2_STARTS, api, cellStateOf, encodeDelta, indexOf, isHeldCell, packCell } from "@iw/contracts"
import {
  type DistrictSummary,
  inLang,
  localized,
  CART_LIMIT,
  MAP_PAGE_SIZE,
  type Plot,
  type PlotActions,
  type PlotActivation,
  TILE_SIZE,
  ValidationFailed,
  activatePlot,
  buyPlots,
  changeAreaAvailability,
  checkCart,
  countTiles,
  deleteDistrict,
  editDistrict,
  fieldError,
  listDistricts,
  listDistrictsForStaff,
  listMyPlots,
  listReservedAreas,
  listReservedAreasForStaff,
  mintPlot,
  readWorldChanges,
  registerPlots,
  reserveArea,
  showDistrictAt,
  showLandStatistics,
  showMapPage,
  showPlot,
  showPlotForStaff,
  showPlotSales,
  showPlotsAround,
  unreserveArea
} from "@iw/core"
import type { LangCode } from "@iw/contracts/i18n"
import { Effect } from "effect"
import { encodeJsonOnce, routes } from "../router"
import { abeyWire as abey } from "../wire"
import type { EncodedWorld, WorldSnapshotCache } from "./world-snapshot.cache"

export const plotWire = (p: Plot) => ({
  x: p.x,
  y: p.y,
  level: p.level,
  size: p.size,
  price: abey(p.price),
  status: p.status,
  ownerId: p.ownerId,
  name: p.name,
  image: p.image,
  minted: p.minted,
  purchaseDate: p.purchasedAt,
  kind: p.kind,
  districtId: p.districtId
})

/** `GET member/map` as the wire answer, computed from the database (the cached answer is these bytes, encoded once). */
export const mapPageWire = (page: { readonly page: number; readonly perPage: number }) => Effect.map(showMapPage(page), (p) => ({ data: p.data.map(plotWire), meta: p.meta }))

/** Deltas larger than this answer the whole snapshot instead. */
const DELTA_LIMIT = 5000

/** A date of a report's range as staff send it (ISO 8601); the core picks the range when they send none. */
const dateOf = (text: string | undefined, field: "from" | "to") => {
  if (text === undefined) return Effect.succeed(undefined)
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? Effect.fail(new ValidationFailed({ errors: fieldError(field, "validation.date") })) : Effect.succeed(d)
}

/** The whole world snapshot as a binary answer, from memory. */
const snapshotBody = (w: EncodedWorld) => ({ bytes: w.bytes, gzipped: w.gzipped, etag: w.etag, headers: { "X-World-Version": w.version } })

const actionsWire = (a: PlotActions) => ({
  canActivate: a.canActivate,
  canMint: a.canMint,
  activationOffer: { fee: abey(a.activationOffer.fee), days: a.activationOffer.days, endsAt: a.activationOffer.endsAt }
})

const activationWire = (a: PlotActivation | null) => (a ? { activatedAt: a.activatedAt, expiresAt: a.expiresAt } : null)

/**
 * The land endpoints. `cache` is the world snapshot the composition root keeps current from the live channel (or
 * one that reads the version on each request, in an app with no live channel).
 */
/** A district as members read it: its name in the reader's language, English where it has none. */
const districtWire = (d: DistrictSummary, lang: LangCode) => ({
  id: d.id,
  name: inLang(localized(d.name, d.translations ?? {}), lang),
  x0: d.x0,
  y0: d.y0,
  x1: d.x1,
  y1: d.y1,
  thumbnail: d.thumbnail,
  plots: d.plots,
  available: d.available
})

export const landRoutes = (cache: WorldSnapshotCache) => {
  const list = (rows: ReadonlyArray<Plot>) => ({ data: rows.map(plotWire) })
  /** A change this process committed: the snapshot knows its version at once, before the live channel echoes it. */
  const committed = <A extends { readonly version: number }>(r: A): A => {
    cache.noteVersion(r.version)
    return r
  }
  const world = Effect.promise(() => cache.get())
  return routes(api.land, {
    snapshot: () => Effect.map(world, snapshotBody),
    delta: ({ query }) =>
      Effect.gen(function* () {
        // The whole snapshot, without its ETag and gzip'd copy: a delta answer is never cached.
        const whole = Effect.map(world, (w) => ({ bytes: w.bytes, headers: { "X-World-Version": w.version } }))
        // Read from the database, not the snapshot in memory: a delta is asked for after a gap, and the change the
        // client heard of may come from another process whose announcement has not reached this one yet.
        const since = query.since
        const changed = yield* readWorldChanges(since, DELTA_LIMIT)
        if (changed === null) return yield* whole
        cache.noteVersion(changed.version)
        // The geometry of the snapshot in memory (a changed cell outside it means "take the whole snapshot").
        const g = (cache.peek() ?? (yield* world)).snapshot
        const changes = []
        for (const c of changed.cells) {
          if (c.x < g.x0 || c.y < g.y0 || c.x >= g.x0 + g.width || c.y >= g.y0 + g.height) return yield* whole
          const cell = packCell({ state: c.status, level: c.level, kind: c.kind, minted: c.minted })
          changes.push({ index: indexOf(g, c.x, c.y), cell, owner: isHeldCell(cell) ? (c.ownerId ?? 0) : 0 })
        }
        const to = changed.version
        return { bytes: encodeDelta({ fromVersion: Math.min(since, to), toVersion: to, x0: g.x0, y0: g.y0, width: g.width, height: g.height, changes }), headers: { "X-World-Version": to } }
      }),
    map: ({ query }) => {
      // The same for every member (no part of it depends on the caller): encoded and gzip'd once per world version
      // and page, in the memory that keeps the snapshot; a conditional GET with the page's ETag is answered 304.
      const page = { page: query.page ?? 1, perPage: query.perPage ?? MAP_PAGE_SIZE }
      const compute = mapPageWire(page)
      return Effect.flatMap(Effect.context<Effect.Services<typeof compute>>(), (services) =>
        Effect.promise(() =>
          cache.atVersion(`member/map:${page.page}:${page.perPage}`, async (version) => {
            const encoded = encodeJsonOnce(api.land.map, await Effect.runPromiseWith(services)(compute), `"m${version}-${page.page}x${page.perPage}"`)
            return { ...encoded, bytes: encoded.json.byteLength + encoded.gzipped.byteLength }
          })
        )
      )
    },
    districts: ({ lang }) => Effect.map(listDistricts, (data) => ({ data: data.map((d) => districtWire(d, lang)) })),
    publicDistricts: ({ lang }) => Effect.map(listDistricts, (data) => ({ data: data.map((d) => districtWire(d, lang)) })),
    district: ({ query, lang }) => Effect.map(showDistrictAt(query), (d) => districtWire(d, lang)),
    plots: ({ query }) => Effect.map(showPlotsAround(query, query.radius ?? 5), list),
    plot: ({ principal, query }) =>
      Effect.map(showPlot(principal, query), (d) => ({
        plot: plotWire(d.plot),
        mine: d.mine,
        activation: d.activation ? { activatedAt: d.activation.activatedAt, expiresAt: d.activation.expiresAt } : null,
        activeNow: d.activeNow,
        reservedArea: d.reservedArea,
        ...actionsWire(d.actions),
        cartLimit: CART_LIMIT
      })),
    tiles: () =>
      Effect.map(world, (w) => {
        const s = w.snapshot
        return { tileSize: TILE_SIZE, version: w.version, width: s.width, height: s.height, data: countTiles(s, (i) => cellStateOf(s.cells[i]!)) }
      }),
    myPlots: ({ principal, query }) =>
      Effect.map(listMyPlots(principal, { page: query.page ?? 1, perPage: query.perPage ?? 15 }), (p) => ({
        data: p.data.map((r) => ({ ...plotWire(r.plot), activation: activationWire(r.activation), activeNow: r.activeNow, ...actionsWire(r.actions) })),
        meta: p.meta
      })),
    statistics: () =>
      Effect.map(Effect.zip(showLandStatistics, world), ([s, w]) => ({
        total: s.total,
        byStatus: s.byStatus,
        held: s.held,
        byLevel: s.byLevel.map((l) => ({ level: l.level, total: l.total, available: l.available, minPrice: abey(l.minPrice), maxPrice: abey(l.maxPrice) })),
        version: w.version
      })),
    reservedAreas: () => Effect.map(listReservedAreas, (data) => ({ data })),
    cart: ({ body }) => Effect.map(checkCart(body.plots), (c) => ({ data: c.lines.map((l) => ({ x: l.x, y: l.y, state: l.state, price: abey(l.price), level: l.level })), total: abey(c.total), limit: c.limit })),
    purchase: ({ principal, body }) =>
      Effect.map(Effect.map(buyPlots(principal, body.plots), committed), (r) => ({
        plots: r.plots.map(plotWire),
        total: abey(r.total),
        paidBonus: abey(r.split.bonus),
        paidOrdinary: abey(r.split.ordinary),
        transferId: r.transferId,
        version: r.version
      })),
    activate: ({ principal, body }) =>
      Effect.map(activatePlot(principal, body, { phase2Starts: FOUNDERS_PHASE_2_STARTS }), (r) => {
        cache.noteVersion(r.plot.version)
        return { plot: plotWire(r.plot), activation: { activatedAt: r.activation.activatedAt, expiresAt: r.activation.expiresAt }, fee: abey(r.fee) }
      }),
    mint: ({ principal, body }) =>
      Effect.map(mintPlot(principal, body, body.confirm), (r) => {
        cache.noteVersion(r.plot.version)
        return { plot: plotWire(r.plot), address: r.address }
      }),
    register: ({ principal, body }) =>
      Effect.map(
        registerPlots(principal, { area: body.area, level: body.level as 1 | 2 | 3 | 4, price: body.price, kind: body.kind, district: body.district ? { name: body.district.name, thumbnail: body.district.thumbnail ?? null } : null }),
        (r) => (committed(r), { count: r.count, version: r.version, districtId: r.district?.id ?? null })
      ),
    reserve: ({ principal, body }) => Effect.map(reserveArea(principal, body), committed),
    unreserve: ({ principal, params }) => Effect.map(unreserveArea(principal, params.id), committed),
    availability: ({ principal, body }) => Effect.map(changeAreaAvailability(principal, body), committed),
    editDistrict: ({ principal, params, body }) => Effect.map(editDistrict(principal, params.id, body), (r) => committed(r).district),
    deleteDistrict: ({ principal, params }) => Effect.map(deleteDistrict(principal, params.id), committed),
    staffPlot: ({ principal, query }) =>
      Effect.map(showPlotForStaff(principal, query), (d) => ({
        plot: plotWire(d.plot),
        district: d.district,
        owner: d.owner,
        activation: d.activation ? { memberId: d.activation.memberId, activatedAt: d.activation.activatedAt, expiresAt: d.activation.expiresAt, activeNow: d.activation.activeNow } : null,
        mint: d.mint ? { memberId: d.mint.memberId, address: d.mint.address, mintedAt: d.mint.mintedAt } : null,
        reservedAreas: d.reservedAreas
      })),
    staffDistricts: ({ principal }) => Effect.map(listDistrictsForStaff(principal), (data) => ({ data })),
    staffReservedAreas: ({ principal }) => Effect.map(listReservedAreasForStaff(principal), (data) => ({ data })),
    sales: ({ principal, query }) =>
      Effect.gen(function* () {
        const r = yield* showPlotSales(principal, { from: yield* dateOf(query.from, "from"), to: yield* dateOf(query.to, "to") })
        return {
          from: r.from,
          to: r.to,
          count: r.count,
          amount: abey(r.amount),
          buyers: r.buyers,
          days: r.days.map((d) => ({ day: d.day, count: d.count, amount: abey(d.amount) })),
          byLevel: r.byLevel.map((l) => ({ level: l.level, count: l.count, amount: abey(l.amount) }))
        }
      })
  })
}
