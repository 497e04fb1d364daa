import {
  type Area,
  type District,
  type LandEvent,
  ActivationRepository,
  DistrictRepository,
  PlotRepository,
  SalesRepository,
  type Plot,
  type PlotActivation,
  type PlotMint,
  type PlotSale,
  PlotHoldersLive,
  type ReservedArea,
  areaContains,
  coordKey
} from "@iw/core"
import { Effect, Layer } from "effect"
import { type World, emptyWorld, inMemoryLayer } from "../support/in-memory"

/** The land part of an in-memory world. It lives inside the World, so a failed unit of work rolls it back too. */
export interface LandState {
  plots: Array<Plot>
  districts: Array<District>
  reserved: Array<ReservedArea>
  activations: Array<PlotActivation & { transferId: number }>
  sales: Array<PlotSale>
  mints: Array<PlotMint>
  /** Events published by committed units of work. */
  published: Array<LandEvent>
  version: number
  nextDistrict: number
  nextReserved: number
}

export type LandWorld = World & { land: LandState }

export const emptyLandWorld = (start?: number): LandWorld => ({
  ...emptyWorld(start),
  land: { plots: [], districts: [], reserved: [], activations: [], sales: [], mints: [], published: [], version: 0, nextDistrict: 1, nextReserved: 1 }
})

const HELD = ["sold", "owned", "minted", "staked", "placed"]
const inArea = (a: Area) => (p: Plot) => areaContains(a, p)
const byXY = (a: Plot, b: Plot) => a.x - b.x || a.y - b.y

/**
 * In-memory land repositories (plots, districts, activations, sales) over the world's land state: every method of the ports, with the same meaning as the
 * Kysely adapter (tests/ports run the port suites against both where they overlap). Publishing records the event.
 */
export const inMemoryLandRepositories = (world: LandWorld) => {
  const L = () => world.land
  const summary = (d: District) => {
    const plots = L().plots.filter((p) => p.districtId === d.id)
    return { ...d, plots: plots.length, available: plots.filter((p) => p.status === "available").length }
  }
  return Layer.mergeAll(
    Layer.succeed(PlotRepository)({
      lockPlots: (coords) => Effect.sync(() => L().plots.filter((p) => coords.some((c) => c.x === p.x && c.y === p.y)).sort(byXY)),
      lockArea: (a) => Effect.sync(() => L().plots.filter(inArea(a)).sort(byXY)),
      plot: (c) => Effect.sync(() => L().plots.find((p) => p.x === c.x && p.y === c.y) ?? null),
      page: (q) => Effect.sync(() => ({ rows: [...L().plots].sort((a, b) => a.y - b.y || a.x - b.x).slice(q.offset, q.offset + q.limit), total: L().plots.length })),
      inArea: (a) => Effect.sync(() => L().plots.filter(inArea(a)).sort((p, q) => p.y - q.y || p.x - q.x)),
      ownedBy: (memberId, q) =>
        Effect.sync(() => {
          const rows = L()
            .plots.filter((p) => p.ownerId === memberId)
            .sort((a, b) => (b.purchasedAt?.getTime() ?? 0) - (a.purchasedAt?.getTime() ?? 0) || a.y - b.y || a.x - b.x)
          return { rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length }
        }),
      worldVersion: Effect.sync(() => L().version),
      cells: Effect.sync(() => ({ version: L().version, cells: L().plots.map((p) => ({ x: p.x, y: p.y, status: p.status, level: p.level, kind: p.kind, minted: p.minted, ownerId: p.ownerId })) })),
      changedSince: (since, limit) =>
        Effect.sync(() => {
          const rows = L().plots.filter((p) => p.version > since)
          return rows.length > limit ? null : { version: L().version, cells: rows.map((p) => ({ x: p.x, y: p.y, status: p.status, level: p.level, kind: p.kind, minted: p.minted, ownerId: p.ownerId })) }
        }),
      nextVersion: Effect.sync(() => ++L().version),
      savePlots: (changes, version) =>
        Effect.sync(() => {
          for (const c of changes) {
            const i = L().plots.findIndex((p) => p.x === c.x && p.y === c.y)
            if (i < 0) continue
            const p = L().plots[i]!
            L().plots[i] = { ...p, status: c.status, ownerId: c.ownerId, minted: c.minted, version, purchasedAt: c.purchasedAt !== undefined ? c.purchasedAt : p.purchasedAt }
          }
        }),
      publish: (event) => Effect.sync(() => void L().published.push(event)),
      registerArea: (a, p, version) =>
        Effect.sync(() => {
          let n = 0
          for (let x = a.x0; x <= a.x1; x++)
            for (let y = a.y0; y <= a.y1; y++) {
              const i = L().plots.findIndex((q) => q.x === x && q.y === y)
              const before = i >= 0 ? L().plots[i]! : null
              if (before && HELD.includes(before.status)) continue
              const plot: Plot = {
                x,
                y,
                districtId: p.districtId ?? before?.districtId ?? null,
                kind: p.kind,
                level: p.level,
                size: 1,
                price: p.price,
                status: p.status,
                ownerId: null,
                name: before?.name ?? null,
                image: before?.image ?? null,
                minted: before?.minted ?? false,
                purchasedAt: before?.purchasedAt ?? null,
                version
              }
              if (i >= 0) L().plots[i] = plot
              else L().plots.push(plot)
              n++
            }
          return n
        })
    }),
    Layer.succeed(DistrictRepository)({
      // Every method here runs synchronously, so units of work do not interleave: the locks have nothing to hold back.
      lockReservedAreas: Effect.void,
      lockDistrict: (id) => Effect.sync(() => ((d) => (d ? { ...d } : null))(L().districts.find((d) => d.id === id))),
      districts: Effect.sync(() => L().districts.map(summary)),
      districtAt: (c) => Effect.sync(() => ((d) => (d ? summary(d) : null))([...L().districts].reverse().find((d) => areaContains(d, c)))),
      district: (id) => Effect.sync(() => ((d) => (d ? summary(d) : null))(L().districts.find((d) => d.id === id))),
      updateDistrict: (id, change) =>
        Effect.sync(() => {
          const d = L().districts.find((x) => x.id === id)
          if (!d) return null
          Object.assign(d, change)
          return { ...d }
        }),
      heldInDistrict: (id) => Effect.sync(() => L().plots.filter((p) => p.districtId === id && HELD.includes(p.status)).length),
      deleteDistrict: (id) =>
        Effect.sync(() => {
          let n = 0
          L().plots = L().plots.map((p) => (p.districtId === id ? (n++, { ...p, districtId: null }) : p))
          L().districts = L().districts.filter((d) => d.id !== id)
          return n
        }),
      createDistrict: (d) =>
        Effect.sync(() => {
          const district = { ...d, id: L().nextDistrict++ }
          L().districts.push(district)
          return district
        }),
      reservedAreas: Effect.sync(() => [...L().reserved]),
      reservedArea: (id) => Effect.sync(() => L().reserved.find((r) => r.id === id) ?? null),
      deleteReservedAreas: (ids) => Effect.sync(() => void (L().reserved = L().reserved.filter((r) => !ids.includes(r.id)))),
      reservedAreaSummaries: Effect.sync(() => L().reserved.map((r) => ({ ...r, plots: L().plots.filter(inArea(r)).length }))),
      createReservedArea: (a, name, at) =>
        Effect.sync(() => {
          const r = { x0: a.x0, y0: a.y0, x1: a.x1, y1: a.y1, name, createdAt: at, id: L().nextReserved++ }
          L().reserved.push(r)
          return r
        })
    }),
    Layer.succeed(ActivationRepository)({
      latestActivation: (c) => Effect.sync(() => [...L().activations].reverse().find((a) => a.x === c.x && a.y === c.y) ?? null),
      latestActivations: (coords) =>
        Effect.sync(() => coords.flatMap((c) => ((a) => (a ? [a] : []))([...L().activations].reverse().find((a) => a.x === c.x && a.y === c.y)))),
      activeOf: (memberId, now) =>
        Effect.sync(() => L().activations.filter((a) => a.memberId === memberId && a.expiresAt > now && L().plots.some((p) => p.x === a.x && p.y === a.y && p.ownerId === memberId))),
      recordActivation: (a, transferId) => Effect.sync(() => void L().activations.push({ ...a, transferId })),
      recordMint: (c, memberId, address, at) => Effect.sync(() => void L().mints.push({ x: c.x, y: c.y, memberId, address, mintedAt: at })),
      mintOf: (c) => Effect.sync(() => L().mints.find((m) => m.x === c.x && m.y === c.y) ?? null)
    }),
    Layer.succeed(SalesRepository)({
      recordSales: (sales) => Effect.sync(() => void L().sales.push(...sales)),
      salesReport: (q) =>
        Effect.sync(() => {
          const sales = L().sales.filter((s) => s.soldAt >= q.from && s.soldAt < q.to)
          const days = [...new Set(sales.map((s) => s.soldAt.toISOString().slice(0, 10)))].sort()
          const levels = [...new Set(sales.map((s) => s.level))].sort()
          const sum = (xs: ReadonlyArray<PlotSale>) => xs.reduce((n, s) => n + s.price, 0n)
          return {
            days: days.map((day) => ((xs) => ({ day, count: xs.length, amount: sum(xs) }))(sales.filter((s) => s.soldAt.toISOString().startsWith(day)))),
            byLevel: levels.map((level) => ((xs) => ({ level, count: xs.length, amount: sum(xs) }))(sales.filter((s) => s.level === level))),
            count: sales.length,
            amount: sum(sales),
            buyers: new Set(sales.map((s) => s.memberId)).size
          }
        }),
      statistics: Effect.sync(() => {
        const byStatus: Record<string, number> = {}
        for (const p of L().plots) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1
        const levels = [...new Set(L().plots.filter((p) => p.kind === "land").map((p) => p.level))].sort()
        return {
          total: L().plots.length,
          byStatus,
          byLevel: levels.map((level) => {
            const ps = L().plots.filter((p) => p.kind === "land" && p.level === level)
            const prices = ps.map((p) => p.price)
            return { level, total: ps.length, available: ps.filter((p) => p.status === "available").length, minPrice: prices.reduce((a, b) => (b < a ? b : a)), maxPrice: prices.reduce((a, b) => (b > a ? b : a)) }
          })
        }
      })
    })
  )
}

/** Every in-memory port (identity, ledger, wallet, land) over one world. */
export const landLayer = (world: LandWorld) => {
  const ports = Layer.merge(inMemoryLayer(world), inMemoryLandRepositories(world))
  return PlotHoldersLive.pipe(Layer.provideMerge(ports))
}

/** Runs a use-case against a world and answers its Exit. */
export const runLand = <A, E>(world: LandWorld, effect: Effect.Effect<A, E, any>) => Effect.runPromiseExit(Effect.provide(effect, landLayer(world)) as Effect.Effect<A, E, never>)

/** Puts land plots into the world (as a registration would), at version 0. */
export const seedPlots = (world: LandWorld, plots: ReadonlyArray<Partial<Plot> & { x: number; y: number }>) => {
  for (const p of plots)
    world.land.plots.push({ districtId: null, kind: "land", level: 1, size: 1, price: 0n, status: "available", ownerId: null, name: null, image: null, minted: false, purchasedAt: null, version: 0, ...p })
}

export const keyOf = coordKey
