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

/** Server → client. Every event carries the world version it produced; versions only grow. */
export const LiveServerMessage = Schema.Union([
  Schema.Struct({ type: Schema.Literal("hello"), version: Schema.Int, serverTime: Schema.String }),
  Schema.Struct({ type: Schema.Literal("event"), topic: LiveTopic, version: Schema.Int, payload: Schema.Unknown }),
  Schema.Struct({ type: Schema.Literal("resync"), version: Schema.Int, reason: Schema.String }),
  Schema.Struct({ type: Schema.Literal("pong") }),
  Schema.Struct({ type: Schema.Literal("error"), code: Schema.String })
])
export type LiveServerMessage = typeof LiveServerMessage.Type
