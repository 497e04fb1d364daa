import { Context, type Effect } from "effect"
import type { WorldGatewayUnavailable } from "../errors"

/** One thing a visitor of the 2D world did with an ad on a building. */
export interface TrafficEvent {
  readonly adId: number
  readonly buildingId: number
  readonly kind: "impression" | "view" | "click"
  readonly at: Date
}

/**
 * The 2D world's side of AdNet: which ads each building shows on a CST day, and the impressions, views and clicks
 * that came of it. This repository has no 2D world; its adapter is a seeded simulation (WorldGatewaySimulated).
 */
export class WorldGateway extends Context.Service<
  WorldGateway,
  {
    /** Whether the adapter is a simulation (shown to staff and in the README). */
    readonly simulated: boolean
    /** Tells the world what each building shows on the day. */
    readonly show: (day: string, assignments: ReadonlyArray<{ readonly buildingId: number; readonly adIds: ReadonlyArray<number> }>) => Effect.Effect<void, WorldGatewayUnavailable>
    /** The traffic events of an ad on a building on a day. */
    readonly events: (day: string, adId: number, buildingId: number) => Effect.Effect<ReadonlyArray<TrafficEvent>, WorldGatewayUnavailable>
  }
>()("iw/ads/WorldGateway") {}
