import { Schema } from "effect"
import { ListMeta, PageQuery, RowId, Timestamp } from "../common"

/**
 * A member's notification (issue 14 §2): a message id (`code`, catalogue `notifications`, under `codes.`) and its
 * parameters, rendered in the reader's language by the client, with its read state.
 */
export const Notification = Schema.Struct({
  id: Schema.Int,
  code: Schema.String,
  params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
  createdAt: Timestamp,
  readAt: Schema.NullOr(Timestamp)
})
export type Notification = typeof Notification.Type

/** The games' notification codes (other areas add theirs). */
export const GAME_NOTIFICATION_CODES = ["tree.needs_water", "tree.ready", "shovel.rusting", "shovel.worn", "mining.ready"] as const

export const NotificationsQuery = Schema.Struct({ ...PageQuery, unread: Schema.optionalKey(Schema.Literals(["1", "0"])) })
export const Notifications = Schema.Struct({ data: Schema.Array(Notification), meta: ListMeta, unread: Schema.Int })
export const NotificationsUnread = Schema.Struct({ unread: Schema.Int })
export const NotificationsReadBody = Schema.Struct({ ids: Schema.Array(RowId).check(Schema.isMinLength(1), Schema.isMaxLength(100)) })
export const NotificationsMarked = Schema.Struct({ marked: Schema.Int, unread: Schema.Int })
