import { Schema } from "effect"

/** Topics of the live channel at `/ws` (spec §4 Live-update connection). */
export const LiveTopic = Schema.Literals(["plot/update", "district/update", "building/update", "member/update", "support/update"])
export type LiveTopic = typeof LiveTopic.Type

/** Client → server. `since` asks for everything after a version, to resync after a reconnect. */
export const LiveClientMessage = Schema.Union([
  Schema.Struct({ type: Schema.Literal("subscribe"), topics: Schema.Array(LiveTopic), since: Schema.optionalKey(Schema.Int) }),
  Schema.Struct({ type: Schema.Literal("unsubscribe"), topics: Schema.Array(LiveTopic) }),
  Schema.Struct({ type: Schema.Literal("auth"), token: Schema.String }),
  Schema.Struct({ type: Schema.Literal("ping") })
])
export type LiveClientMessage = typeof LiveClientMessage.Type

/**
 * `member/update`: something of the signed-in member changed; the page reads it again. Balances moved (any ledger
 * transfer touching the member: the header's balances and ticket count), a purchase changed state, a notification
 * was posted, or notifications were read. The topic is
 * private: the hub takes a subscription to it only after `auth` with the member's access token, and delivers a
 * member's updates only to that member's sockets.
 */
export const MemberUpdatePayload = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("balances") }),
  Schema.Struct({ kind: Schema.Literal("purchase"), purchaseId: Schema.Int, status: Schema.String }),
  /** A notification was posted to the member (the notification centre, migration 0052). */
  Schema.Struct({ kind: Schema.Literal("notification"), notificationId: Schema.Int }),
  /** Some of the member's notifications were marked read (another tab's bell follows). */
  Schema.Struct({ kind: Schema.Literal("notificationsRead") })
])
export type MemberUpdatePayload = typeof MemberUpdatePayload.Type

/** Server → client. Every event carries the world version it produced; versions only grow. */
export const LiveServerMessage = Schema.Union([
  Schema.Struct({ type: Schema.Literal("hello"), version: Schema.Int, serverTime: Schema.String }),
  Schema.Struct({ type: Schema.Literal("event"), topic: LiveTopic, version: Schema.Int, payload: Schema.Unknown }),
  Schema.Struct({ type: Schema.Literal("resync"), version: Schema.Int, reason: Schema.String }),
  Schema.Struct({ type: Schema.Literal("pong") }),
  /** The answer to `auth`: whose private topics this socket may take (null: the token was not a member's). */
  Schema.Struct({ type: Schema.Literal("authed"), memberId: Schema.NullOr(Schema.Int) }),
  /** A member's own update (not part of the world's versions). */
  Schema.Struct({ type: Schema.Literal("member"), topic: Schema.Literal("member/update"), payload: MemberUpdatePayload }),
  Schema.Struct({ type: Schema.Literal("error"), code: Schema.String })
])
export type LiveServerMessage = typeof LiveServerMessage.Type
