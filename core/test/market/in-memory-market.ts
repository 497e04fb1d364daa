import { type AssetItem, AssetRepository, type AssetShare, type Listing, MarketRepository, MarketSettings, type Sale, itemKeyOf } from "@iw/core"
import { Effect, Layer } from "effect"
import { type World, emptyWorld, inMemoryLayer } from "../support/in-memory"

/** The market and assets part of an in-memory world; inside the World, so a failed unit of work rolls it back too. */
export interface MarketState {
  assets: Array<AssetItem>
  shares: Array<AssetShare>
  listings: Array<Listing & { closeReason?: string }>
  sales: Array<Sale>
  next: number
}

export type MarketWorld = World & { market: MarketState }

export const emptyMarketWorld = (start?: number): MarketWorld => ({ ...emptyWorld(start), market: { assets: [], shares: [], listings: [], sales: [], next: 1 } })

/** In-memory AssetRepository and MarketRepository with the Kysely adapters' meaning. */
export const inMemoryMarket = (world: MarketWorld, feeBasisPoints = 500) => {
  const M = () => world.market
  const assets = Layer.succeed(AssetRepository)({
    create: (a) =>
      Effect.sync(() => {
        const row: AssetItem = { id: M().next++, ownerId: a.ownerId, type: a.type, name: a.name, state: "held", createdAt: a.at }
        M().assets.push(row)
        return row
      }),
    find: (id) => Effect.sync(() => M().assets.find((a) => a.id === id) ?? null),
    lock: (id) => Effect.sync(() => M().assets.find((a) => a.id === id) ?? null),
    ofMember: (memberId) => Effect.sync(() => M().assets.filter((a) => a.ownerId === memberId).reverse()),
    sharedWith: (memberId) => Effect.sync(() => M().assets.filter((a) => M().shares.some((s) => s.assetId === a.id && s.toMemberId === memberId && s.endedAt === null))),
    setState: (id, state) => Effect.sync(() => void (M().assets = M().assets.map((a) => (a.id === id ? { ...a, state } : a)))),
    setOwner: (id, ownerId) => Effect.sync(() => void (M().assets = M().assets.map((a) => (a.id === id ? { ...a, ownerId } : a)))),
    shares: (assetId) => Effect.sync(() => M().shares.filter((s) => s.assetId === assetId)),
    addShare: (s) =>
      Effect.sync(() => {
        const row: AssetShare = { id: M().next++, assetId: s.assetId, fromMemberId: s.fromMemberId, toMemberId: s.toMemberId, sharedAt: s.at, endedAt: null }
        M().shares.push(row)
        return row
      }),
    endShare: (id, at) => Effect.sync(() => void (M().shares = M().shares.map((s) => (s.id === id ? { ...s, endedAt: at } : s))))
  })
  const market = Layer.succeed(MarketRepository)({
    create: (l) =>
      Effect.sync(() => {
        const row: Listing = { ...l, id: M().next++, quantity: l.amount, state: "active" }
        M().listings.push(row)
        return row
      }),
    find: (id) => Effect.sync(() => M().listings.find((l) => l.id === id) ?? null),
    lock: (id) => Effect.sync(() => M().listings.find((l) => l.id === id) ?? null),
    update: (id, c) =>
      Effect.sync(() => void (M().listings = M().listings.map((l) => (l.id === id ? { ...l, quantity: c.quantity, state: c.state, ...(c.closeReason ? { closeReason: c.closeReason } : {}) } : l)))),
    revise: (id, c) =>
      Effect.sync(() => void (M().listings = M().listings.map((l) => (l.id === id && l.state === "active" ? { ...l, amount: c.amount, quantity: c.quantity, unitPrice: c.unitPrice, expiresAt: c.expiresAt } : l)))),
    browse: (q) =>
      Effect.sync(() => {
        const rows = M()
          .listings.filter(
            (l) =>
              q.states.includes(l.state) &&
              (q.category === undefined || l.category === q.category) &&
              (q.ownerId === undefined || l.ownerId === q.ownerId) &&
              (q.house !== true || l.ownerId === null) &&
              (q.liveAt === undefined || l.expiresAt.getTime() > q.liveAt.getTime()) &&
              (q.itemKey === undefined || itemKeyOf(l.item) === q.itemKey) &&
              (q.minUnitPrice === undefined || l.unitPrice >= q.minUnitPrice) &&
              (q.maxUnitPrice === undefined || l.unitPrice <= q.maxUnitPrice)
          )
          .sort((a, b) => (q.sort === "priceAsc" ? Number(a.unitPrice - b.unitPrice) : q.sort === "priceDesc" ? Number(b.unitPrice - a.unitPrice) : b.id - a.id))
        return { rows: rows.slice(q.offset, q.offset + q.limit), total: q.countCap === undefined ? rows.length : Math.min(rows.length, q.countCap) }
      }),
    nextExpiry: (now, category) =>
      Effect.sync(() => {
        const times = M()
          .listings.filter((l) => l.state === "active" && (category === undefined || l.category === category) && l.expiresAt.getTime() > now.getTime())
          .map((l) => l.expiresAt.getTime())
        return times.length === 0 ? null : new Date(Math.min(...times))
      }),
    overdue: (now, limit) => Effect.sync(() => M().listings.filter((l) => l.state === "active" && l.expiresAt.getTime() <= now.getTime()).slice(0, limit).map((l) => l.id)),
    recordSale: (s) =>
      Effect.sync(() => {
        const row = { ...s, id: M().next++ }
        M().sales.push(row)
        return row
      }),
    salesOf: (memberId, limit, offset) =>
      Effect.sync(() => {
        const rows = M().sales.filter((s) => s.sellerId === memberId || s.buyerId === memberId).reverse()
        return { rows: rows.slice(offset, offset + limit), total: rows.length }
      }),
    salesOfItem: (itemKey, since) => Effect.sync(() => M().sales.filter((s) => s.itemKey === itemKey && s.at.getTime() >= since.getTime())),
    salesBetween: (from, to) => Effect.sync(() => M().sales.filter((s) => s.at.getTime() >= from.getTime() && s.at.getTime() < to.getTime()))
  })
  return Layer.mergeAll(inMemoryLayer(world), assets, market, Layer.succeed(MarketSettings)({ feeBasisPoints }))
}

export const runMarket = <A, E>(world: MarketWorld, effect: Effect.Effect<A, E, any>, fee = 500) =>
  Effect.runPromiseExit(Effect.provide(effect, inMemoryMarket(world, fee)) as Effect.Effect<A, E, never>)
