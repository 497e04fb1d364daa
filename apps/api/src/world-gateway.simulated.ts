import { type TrafficEvent, WorldGateway, WorldGatewayUnavailable, cstDayStartOf } from "@iw/core"
import { Effect, Layer } from "effect"

/** mulberry32: a small seeded generator, so the same seed, day, ad and building give the same traffic. */
const generator = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hash = (...parts: ReadonlyArray<string | number>): number => {
  let h = 2166136261
  for (const c of parts.join("|")) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

export interface WorldSimulationOptions {
  readonly seed: number
  /** CST days on which the simulated world does not answer (to show the gatewayUnavailable skip). */
  readonly downDays: ReadonlySet<string>
  /** Upper bound of a building-day's impressions (the model draws 20%..100% of it). */
  readonly maxImpressions: number
}

/**
 * The traffic model of the simulation: a building-day draws its impressions, a share of them become views (10–30%)
 * and a share of views clicks (2–10%). Deterministic for a seed.
 */
export const simulatedTraffic = (o: WorldSimulationOptions, day: string, adId: number, buildingId: number) => {
  const r = generator(hash(o.seed, day, adId, buildingId))
  const impressions = Math.floor(o.maxImpressions * (0.2 + 0.8 * r()))
  const views = Math.floor(impressions * (0.1 + 0.2 * r()))
  const clicks = Math.floor(views * (0.02 + 0.08 * r()))
  return { impressions, views, clicks, r }
}

/** The traffic of a building-day as events spread over the CST day. */
export const simulatedEvents = (o: WorldSimulationOptions, day: string, adId: number, buildingId: number): ReadonlyArray<TrafficEvent> => {
  const { impressions, views, clicks, r } = simulatedTraffic(o, day, adId, buildingId)
  const start = cstDayStartOf(day).getTime()
  const out: Array<TrafficEvent> = []
  const push = (kind: TrafficEvent["kind"], count: number) => {
    for (let i = 0; i < count; i++) out.push({ adId, buildingId, kind, at: new Date(start + Math.floor(r() * 86_399_000)) })
  }
  push("impression", impressions)
  push("view", views)
  push("click", clicks)
  return out
}

/**
 * WorldGatewaySimulated: this repository has no 2D world, so the gateway is a simulation, and says so (`simulated`).
 * It accepts what each building shows and answers a seeded model's traffic; on configured days it does not answer.
 */
export const WorldGatewaySimulated = (o: WorldSimulationOptions) =>
  Layer.succeed(WorldGateway)({
    simulated: true,
    show: (day) => (o.downDays.has(day) ? Effect.fail(new WorldGatewayUnavailable({ reason: "simulated outage" })) : Effect.void),
    events: (day, adId, buildingId) =>
      o.downDays.has(day) ? Effect.fail(new WorldGatewayUnavailable({ reason: "simulated outage" })) : Effect.sync(() => simulatedEvents(o, day, adId, buildingId))
  })
