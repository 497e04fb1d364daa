import { type CustomOrder, CustomOrderRepository, type Live2EarnPhoto, Live2EarnRepository, type OrderEvent, type OrderFile } from "@iw/core"
import { Effect, Layer } from "effect"
import { type World, emptyWorld, inMemoryLayer } from "../support/in-memory"
import { type FileStore, inMemoryFileStorage } from "../support/in-memory-support"

/** The custom-orders and live2earn part of an in-memory world; inside the World, so a failed unit of work rolls it back. */
export interface OrdersState {
  orders: Array<CustomOrder>
  files: Array<OrderFile>
  events: Array<OrderEvent>
  photos: Array<Live2EarnPhoto>
  next: number
}

export type OrdersWorld = World & { orders: OrdersState }

export const emptyOrdersWorld = (start?: number): OrdersWorld => ({ ...emptyWorld(start), orders: { orders: [], files: [], events: [], photos: [], next: 1 } })

export const inMemoryOrderRepositories = (world: OrdersWorld) => {
  const O = () => world.orders
  const orders = Layer.succeed(CustomOrderRepository)({
    create: (o) =>
      Effect.sync(() => {
        const id = O().next++
        O().orders.push({ id, memberId: o.memberId, kind: o.kind, state: "queued", price: o.price, transferId: null, refundTransferId: null, assigneeId: null, createdAt: o.at, updatedAt: o.at })
        return id
      }),
    get: (id) => Effect.sync(() => O().orders.find((o) => o.id === id) ?? null),
    update: (id, change, at) =>
      Effect.sync(() => {
        O().orders = O().orders.map((o) => (o.id === id ? { ...o, ...change, updatedAt: at } : o))
      }),
    ofMember: (memberId) => Effect.sync(() => O().orders.filter((o) => o.memberId === memberId).sort((a, b) => b.id - a.id)),
    queue: (q) =>
      Effect.sync(() => {
        const all = O().orders.filter((o) => o.kind === q.kind && (q.states === null || q.states.length === 0 || q.states.includes(o.state))).sort((a, b) => a.id - b.id)
        return { rows: all.slice(q.offset, q.offset + q.limit), total: all.length }
      }),
    addFile: (f) =>
      Effect.sync(() => {
        const id = O().next++
        O().files.push({ ...f, id })
        return id
      }),
    files: (orderId) => Effect.sync(() => O().files.filter((f) => f.orderId === orderId)),
    file: (id) => Effect.sync(() => O().files.find((f) => f.id === id) ?? null),
    addEvent: (e) =>
      Effect.sync(() => {
        const id = O().next++
        O().events.push({ ...e, id })
        return id
      }),
    events: (orderId) => Effect.sync(() => O().events.filter((e) => e.orderId === orderId))
  })
  const photos = Layer.succeed(Live2EarnRepository)({
    add: (p) =>
      Effect.sync(() => {
        const id = O().next++
        O().photos.push({ id, memberId: p.memberId, state: "pending", name: p.name, mime: p.mime, size: p.size, storageKey: p.storageKey, reason: null, reviewerId: null, rewardTransferId: null, createdAt: p.at, reviewedAt: null })
        return id
      }),
    get: (id) => Effect.sync(() => O().photos.find((p) => p.id === id) ?? null),
    ofMember: (memberId) => Effect.sync(() => O().photos.filter((p) => p.memberId === memberId).sort((a, b) => b.id - a.id)),
    inState: (state, limit, offset) =>
      Effect.sync(() => {
        const all = O().photos.filter((p) => p.state === state)
        return { rows: all.slice(offset, offset + limit), total: all.length }
      }),
    review: (id, r) =>
      Effect.sync(() => {
        O().photos = O().photos.map((p) => (p.id === id ? { ...p, state: r.state, reason: r.reason, reviewerId: r.reviewerId, rewardTransferId: r.rewardTransferId, reviewedAt: r.at } : p))
      })
  })
  return Layer.merge(orders, photos)
}

export const ordersLayer = (world: OrdersWorld, files: FileStore) => Layer.mergeAll(inMemoryLayer(world), inMemoryOrderRepositories(world), inMemoryFileStorage(files))

export const runOrders = <A, E>(world: OrdersWorld, files: FileStore, effect: Effect.Effect<A, E, any>) =>
  Effect.runPromiseExit(Effect.provide(effect, ordersLayer(world, files)) as Effect.Effect<A, E, never>)
