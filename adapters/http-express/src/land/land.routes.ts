import { FOUNDERS_PHASE_2_STARTS, LAND_DELTA_PATH, LAND_SNAPSHOT_PATH, LandSchemas, api, decodeWire, encodeDelta, indexOf, isHeldCell, packCell } from "@iw/contracts"
import { langFromAcceptLanguage } from "@iw/contracts/i18n"
import {
  MAP_PAGE_SIZE,
  type Plot,
  ValidationFailed,
  type PlotActivation,
  activatePlot,
  balanceValue,
  buyPlots,
  changeAreaAvailability,
  checkCart,
  deleteDistrict,
  editDistrict,
  fieldError,
  listDistricts,
  listDistrictsForStaff,
  listMyPlots,
  listReservedAreas,
  listReservedAreasForStaff,
  mintPlot,
  parseAmount,
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
import { Effect, Exit } from "effect"
import type { Request, Response, Router } from "express"
import { failure } from "../http-failure"
import { type Run, routes, send } from "../router"
import type { WorldSnapshotCache } from "./world-snapshot.cache"

const abey = (v: bigint) => balanceValue(v, 8)

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

const TILE = 32
/** Deltas larger than this answer the whole snapshot instead. */
const DELTA_LIMIT = 5000

const dateOr = (text: string | undefined, fallback: Date) => {
  if (text === undefined) return Effect.succeed(fallback)
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? Effect.fail(new ValidationFailed({ errors: fieldError("from", "validation.date") })) : Effect.succeed(d)
}

/** The binary world snapshot (ETag, 304, gzip'd from memory) and the delta since a version. */
export const landBinaryRoutes = (router: Router, run: Run<Effect.Services<ReturnType<typeof readWorldChanges>>>, cache: WorldSnapshotCache) => {
  router.get(`/${LAND_SNAPSHOT_PATH}`, async (req: Request, res: Response) => {
    try {
      const world = await cache.get()
      res.setHeader("Cache-Control", "no-cache")
      res.setHeader("ETag", world.etag)
      res.setHeader("X-World-Version", String(world.version))
      res.setHeader("Vary", "Accept-Encoding")
      if (req.headers["if-none-match"] === world.etag) {
        res.status(304).end()
        return
      }
      res.type("application/octet-stream")
      if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        res.setHeader("Content-Encoding", "gzip")
        res.send(world.gzipped)
      } else res.send(Buffer.from(world.bytes.buffer, world.bytes.byteOffset, world.bytes.byteLength))
    } catch {
      send(res, failure("SERVER_ERROR"), langFromAcceptLanguage(req.headers["accept-language"]))
    }
  })

  router.get(`/${LAND_DELTA_PATH}`, async (req: Request, res: Response) => {
    const lang = langFromAcceptLanguage(req.headers["accept-language"])
    const q = decodeWire(LandSchemas.DeltaQuery, req.query ?? {}, "query")
    if (!q.ok) return send(res, { status: 422, errors: q.errors }, lang)
    try {
      res.setHeader("Cache-Control", "no-store")
      const whole = async () => {
        const world = await cache.get()
        res.setHeader("X-World-Version", String(world.version))
        res.type("application/octet-stream").send(Buffer.from(world.bytes.buffer, world.bytes.byteOffset, world.bytes.byteLength))
      }
      // Read from the database, not the snapshot in memory: a delta is asked for after a gap, and the change the
      // client heard of may come from another process whose announcement has not reached this one yet.
      const since = q.value.since
      const exit = await run(readWorldChanges(since, DELTA_LIMIT))
      if (!Exit.isSuccess(exit)) return send(res, failure("SERVER_ERROR"), lang)
      const changed = exit.value
      if (changed === null) return await whole()
      cache.noteVersion(changed.version)
      // The geometry of the snapshot in memory (a changed cell outside it means "take the whole snapshot").
      const g = (cache.peek() ?? (await cache.get())).snapshot
      const changes = []
      for (const c of changed.cells) {
        if (c.x < g.x0 || c.y < g.y0 || c.x >= g.x0 + g.width || c.y >= g.y0 + g.height) return await whole()
        const cell = packCell({ state: c.status, level: c.level, kind: c.kind, minted: c.minted })
        changes.push({ index: indexOf(g, c.x, c.y), cell, owner: isHeldCell(cell) ? (c.ownerId ?? 0) : 0 })
      }
      const to = changed.version
      res.setHeader("X-World-Version", String(to))
      const bytes = encodeDelta({ fromVersion: Math.min(since, to), toVersion: to, x0: g.x0, y0: g.y0, width: g.width, height: g.height, changes })
      res.type("application/octet-stream").send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    } catch {
      send(res, failure("SERVER_ERROR"), lang)
    }
  })
}

const activationWire = (a: PlotActivation | null) => (a ? { activatedAt: a.activatedAt, expiresAt: a.expiresAt } : null)

/**
 * The land endpoints. `cache` is the world snapshot the composition root keeps current from the live channel (or
 * one that reads the version on each request, in an app with no live channel).
 */
export const landRoutes = (cache: WorldSnapshotCache) => {
  const list = (rows: ReadonlyArray<Plot>) => ({ data: rows.map(plotWire) })
  /** A change this process committed: the snapshot knows its version at once, before the live channel echoes it. */
  const committed = <A extends { readonly version: number }>(r: A): A => {
    cache.noteVersion(r.version)
    return r
  }
  return routes(api.land, {
    map: ({ query }) => Effect.map(showMapPage({ page: query.page ?? 1, perPage: query.perPage ?? MAP_PAGE_SIZE }), (p) => ({ data: p.data.map(plotWire), meta: p.meta })),
    districts: () => Effect.map(listDistricts, (data) => ({ data })),
    publicDistricts: () => Effect.map(listDistricts, (data) => ({ data })),
    district: ({ query }) => showDistrictAt(query),
    plots: ({ query }) => Effect.map(showPlotsAround(query, query.radius ?? 5), list),
    plot: ({ principal, query }) =>
      Effect.map(showPlot(principal, query), (d) => ({
        plot: plotWire(d.plot),
        mine: d.mine,
        activation: d.activation ? { activatedAt: d.activation.activatedAt, expiresAt: d.activation.expiresAt } : null,
        activeNow: d.activeNow,
        reservedArea: d.reservedArea
      })),
    tiles: () =>
      Effect.map(
        Effect.promise(() => cache.get()),
        (w) => {
          const s = w.snapshot
          const data = []
          for (let ty = 0; ty < s.height; ty += TILE)
            for (let tx = 0; tx < s.width; tx += TILE) {
              let plots = 0
              let available = 0
              for (let y = ty; y < Math.min(s.height, ty + TILE); y++)
                for (let x = tx; x < Math.min(s.width, tx + TILE); x++) {
                  const b = s.cells[y * s.width + x]!
                  if ((b & 0x0f) === 0) continue
                  plots++
                  if ((b & 0x0f) === 1) available++
                }
              data.push({ x0: s.x0 + tx, y0: s.y0 + ty, x1: s.x0 + Math.min(s.width, tx + TILE) - 1, y1: s.y0 + Math.min(s.height, ty + TILE) - 1, plots, available })
            }
          return { tileSize: TILE, version: w.version, width: s.width, height: s.height, data }
        }
      ),
    myPlots: ({ principal, query }) =>
      Effect.map(listMyPlots(principal, { page: query.page ?? 1, perPage: query.perPage ?? 15 }), (p) => ({
        data: p.data.map((r) => ({ ...plotWire(r.plot), activation: activationWire(r.activation), activeNow: r.activeNow })),
        meta: p.meta
      })),
    statistics: () =>
      Effect.map(Effect.zip(showLandStatistics, Effect.promise(() => cache.get())), ([s, w]) => ({
        total: s.total,
        byStatus: s.byStatus,
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
      Effect.gen(function* () {
        const price = parseAmount(body.price, 8)
        if (price === null || price < 0n) return yield* new ValidationFailed({ errors: fieldError("price", "validation.numeric") })
        const r = committed(yield* registerPlots(principal, { area: body.area, level: body.level as 1 | 2 | 3 | 4, price, kind: body.kind, district: body.district ? { name: body.district.name, thumbnail: body.district.thumbnail ?? null } : null }))
        return { count: r.count, version: r.version, districtId: r.district?.id ?? null }
      }),
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
        const to = yield* dateOr(query.to, new Date())
        const from = yield* dateOr(query.from, new Date(to.getTime() - 30 * 86_400_000))
        const r = yield* showPlotSales(principal, { from, to })
        return {
          from,
          to,
          count: r.count,
          amount: abey(r.amount),
          buyers: r.buyers,
          days: r.days.map((d) => ({ day: d.day, count: d.count, amount: abey(d.amount) })),
          byLevel: r.byLevel.map((l) => ({ level: l.level, count: l.count, amount: abey(l.amount) }))
        }
      })
  })
}
