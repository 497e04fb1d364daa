import { Context, type Effect } from "effect"
import type { OrderKind, OrderState, PhotoSide } from "../domain/order"

export interface CustomOrder {
  readonly id: number
  readonly memberId: number
  readonly kind: OrderKind
  readonly state: OrderState
  /** Experience tickets charged. */
  readonly price: bigint
  /** The ledger transfer that charged it (null only inside the unit of work that places it). */
  readonly transferId: number | null
  /** The refund's transfer, once cancelled. */
  readonly refundTransferId: number | null
  /** The artist who took it. */
  readonly assigneeId: number | null
  readonly createdAt: Date
  readonly updatedAt: Date
}

export type OrderFileRole = "photo" | "preview" | "deliverable"

export interface OrderFile {
  readonly id: number
  readonly orderId: number
  readonly role: OrderFileRole
  /** Which side a photo shows. */
  readonly side: PhotoSide | null
  /** The milestone a preview belongs to. */
  readonly milestoneId: number | null
  readonly name: string
  readonly mime: string
  readonly size: number
  readonly storageKey: string
  readonly createdAt: Date
}

/** A move of the state machine, or a milestone the artist added (with a note and preview images). */
export interface OrderEvent {
  readonly id: number
  readonly orderId: number
  readonly type: "move" | "milestone"
  readonly from: OrderState | null
  readonly to: OrderState | null
  readonly note: string | null
  readonly actorKind: "member" | "staff"
  readonly actorId: number
  readonly at: Date
}

export interface QueueQuery {
  readonly kind: OrderKind
  readonly states: ReadonlyArray<OrderState> | null
  readonly limit: number
  readonly offset: number
}

/** Custom orders, their files (photos, previews, the deliverable) and their events. */
export class CustomOrderRepository extends Context.Service<
  CustomOrderRepository,
  {
    readonly create: (o: { readonly memberId: number; readonly kind: OrderKind; readonly price: bigint; readonly at: Date }) => Effect.Effect<number>
    /** The order; with `lock`, locked for the unit of work. */
    readonly get: (id: number, lock?: boolean) => Effect.Effect<CustomOrder | null>
    readonly update: (id: number, change: { readonly state?: OrderState; readonly transferId?: number; readonly refundTransferId?: number; readonly assigneeId?: number | null }, at: Date) => Effect.Effect<void>
    /** The member's orders, newest first. */
    readonly ofMember: (memberId: number) => Effect.Effect<ReadonlyArray<CustomOrder>>
    /** A queue: orders of a kind, optionally in some states, oldest first (first come, first served). */
    readonly queue: (q: QueueQuery) => Effect.Effect<{ readonly rows: ReadonlyArray<CustomOrder>; readonly total: number }>
    readonly addFile: (f: Omit<OrderFile, "id">) => Effect.Effect<number>
    readonly files: (orderId: number) => Effect.Effect<ReadonlyArray<OrderFile>>
    readonly file: (fileId: number) => Effect.Effect<OrderFile | null>
    readonly addEvent: (e: Omit<OrderEvent, "id">) => Effect.Effect<number>
    /** Events in the order they happened. */
    readonly events: (orderId: number) => Effect.Effect<ReadonlyArray<OrderEvent>>
  }
>()("iw/custom-orders/CustomOrderRepository") {}
