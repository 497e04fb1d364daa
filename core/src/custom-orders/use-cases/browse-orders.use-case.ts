import { Effect } from "effect"
import { FileStorage } from "../../files/index"
import { NotFound } from "../../kernel/errors"
import type { OrderKind, OrderState } from "../domain/order"
import { type CustomOrder, CustomOrderRepository, type OrderEvent, type OrderFile } from "../ports/custom-order.repository.port"
import { type OrderActor, orderFor } from "./order-access"

/** An order with what the member or the artist sees of it: its photos, its milestones and moves, its deliverable. */
export interface OrderDetail {
  readonly order: CustomOrder
  readonly files: ReadonlyArray<OrderFile>
  readonly events: ReadonlyArray<OrderEvent>
}

/** The deliverable the member downloads: the latest glb uploaded. */
export const deliverableOf = (files: ReadonlyArray<OrderFile>): OrderFile | null => files.filter((f) => f.role === "deliverable").at(-1) ?? null

const detailOf = (order: CustomOrder) =>
  Effect.gen(function* () {
    const repo = yield* CustomOrderRepository
    return { order, files: yield* repo.files(order.id), events: yield* repo.events(order.id) } satisfies OrderDetail
  })

/** One order with its photos, milestones and deliverable; a member sees only their own. */
export const showOrder = (actor: OrderActor, id: number) => Effect.flatMap(orderFor(actor, id), detailOf)

/** The member's orders, newest first, each with its milestones (a parcel tracker). */
export const listMyOrders = (memberId: number) =>
  Effect.flatMap(
    CustomOrderRepository.use((r) => r.ofMember(memberId)),
    (orders) => Effect.forEach(orders, detailOf)
  )

/** A queue for the artists: avatars or 3D models, oldest first, by state. */
export const listQueue = (kind: OrderKind, states: ReadonlyArray<OrderState> | null, page: number, perPage: number) =>
  Effect.gen(function* () {
    const { rows, total } = yield* CustomOrderRepository.use((r) => r.queue({ kind, states, limit: perPage, offset: (page - 1) * perPage }))
    return { data: yield* Effect.forEach(rows, detailOf), total }
  })

/**
 * A file of an order (a photo, a preview or the deliverable) and its bytes, for the order's member or an artist:
 * a file of another order, or another member's, is not found.
 */
export const openOrderFile = (actor: OrderActor, orderId: number, fileId: number) =>
  Effect.gen(function* () {
    yield* orderFor(actor, orderId)
    const file = yield* CustomOrderRepository.use((r) => r.file(fileId))
    if (file === null || file.orderId !== orderId) return yield* new NotFound({ entity: "file", id: String(fileId) })
    const body = yield* FileStorage.use((s) => s.read(file.storageKey))
    if (body === null) return yield* new NotFound({ entity: "file", id: String(fileId) })
    return { file, body }
  })
