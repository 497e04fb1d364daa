import { Schema } from "effect"
import { IdFromString, ListMeta, PageQuery, Text, Timestamp } from "../common"

/** Spec §1, §9: a custom avatar (200 tickets) or a custom 3D model (500 tickets). */
export const OrderKind = Schema.Literals(["avatar", "model"])
export type OrderKind = typeof OrderKind.Type
/** Spec §4 custom model states. */
export const OrderState = Schema.Literals(["queued", "in_progress", "stopped", "cancelled", "complete"])
export type OrderState = typeof OrderState.Type
/** Spec §5: the sides a photo shows (an avatar needs front, right, left; a 3D model all six). */
export const PhotoSide = Schema.Literals(["front", "back", "left", "right", "top", "bottom"])
export type PhotoSide = typeof PhotoSide.Type

export const OrderFile = Schema.Struct({
  id: Schema.Int,
  role: Schema.Literals(["photo", "preview", "deliverable"]),
  side: Schema.NullOr(PhotoSide),
  milestoneId: Schema.NullOr(Schema.Int),
  name: Schema.String,
  /** The type read from the file's content when it was stored. */
  mime: Schema.String,
  size: Schema.Int,
  createdAt: Timestamp
})
export type OrderFile = typeof OrderFile.Type

/** A step of the order's tracking: a move (who, from, to, when) or a milestone (the artist's note and its previews). */
export const OrderEvent = Schema.Struct({
  id: Schema.Int,
  type: Schema.Literals(["move", "milestone"]),
  from: Schema.NullOr(OrderState),
  to: Schema.NullOr(OrderState),
  note: Schema.NullOr(Schema.String),
  actor: Schema.Literals(["member", "staff"]),
  /** Staff are named by id to staff only; the member sees "the artist". */
  actorId: Schema.NullOr(Schema.Int),
  previews: Schema.Array(OrderFile),
  at: Timestamp
})
export type OrderEvent = typeof OrderEvent.Type

export const Order = Schema.Struct({
  id: Schema.Int,
  memberId: Schema.Int,
  kind: OrderKind,
  state: OrderState,
  /** Experience tickets charged. */
  price: Schema.Int,
  refunded: Schema.Boolean,
  assigneeId: Schema.NullOr(Schema.Int),
  photos: Schema.Array(OrderFile),
  events: Schema.Array(OrderEvent),
  /** The finished glb, once uploaded. */
  deliverable: Schema.NullOr(OrderFile),
  /** The moves the caller may make now (a member: cancel while queued; an artist: the state machine's). */
  moves: Schema.Array(OrderState),
  createdAt: Timestamp,
  updatedAt: Timestamp
})
export type Order = typeof Order.Type

export const OrderList = Schema.Struct({ data: Schema.Array(Order), meta: ListMeta })
export const OrderParams = Schema.Struct({ id: IdFromString })
export const OrderFileParams = Schema.Struct({ id: IdFromString, fileId: IdFromString })
export const PlaceOrderBody = Schema.Struct({ kind: OrderKind })
export const QueueParams = Schema.Struct({ queue: Schema.Literals(["avatars", "3dmodels"]) })
export const QueueQuery = Schema.Struct({ state: Schema.optionalKey(OrderState), ...PageQuery })
export const MoveBody = Schema.Struct({ to: OrderState })
export const MilestoneBody = Schema.Struct({ note: Text(2000) })
