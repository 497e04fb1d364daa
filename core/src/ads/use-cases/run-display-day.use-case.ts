import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { member, system, postTransfer } from "../../ledger/index"
import { type AdCreditCode, displayable } from "../domain/credits"
import { type DisplayStatus, type SkipReason, type Traffic, capCharges, dayCharges, dayOutcome, payoutPoolCents, splitPayoutPool } from "../domain/display"
import { cstDayOf, daysBetween } from "../domain/schedule"
import { AdsRepository, type PlacementRecord } from "../ports/ads.repository.port"
import { AdsSettings } from "../ports/ads-settings.port"
import { type TrafficEvent, WorldGateway } from "../ports/world-gateway.port"
import { moveCredits } from "./move-credits"

/** Impressions, views and clicks of a batch of events: what the rollups take (the raw events are not kept). */
export const trafficOf = (events: ReadonlyArray<TrafficEvent>): Traffic => {
  let impressions = 0
  let views = 0
  let clicks = 0
  for (const e of events) {
    if (e.kind === "impression") impressions++
    else if (e.kind === "view") views++
    else clicks++
  }
  return { impressions, views, clicks }
}

export interface DisplayDayResult {
  readonly day: string
  readonly planned: number
  readonly displayed: number
  readonly displaying: number
  readonly skipped: number
  readonly alreadyDone: number
  readonly payoutOwners: number
}

type BuildingResult = { readonly buildingId: number; readonly status: DisplayStatus; readonly reason: SkipReason | null; readonly traffic: Traffic }

/**
 * One ad's day, in one unit of work under the ad-day's row lock: idempotent (a second run, or a second process,
 * finds the outcome and moves nothing) and exact (each charge is capped by the balance, never below zero, and posted
 * under a key of the ad-day and code).
 */
const processAdDay = (day: string, today: string, adId: number, placements: ReadonlyArray<PlacementRecord>, present: ReadonlySet<number>, gatewayUp: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AdsRepository
        const gateway = yield* WorldGateway
        const settings = yield* AdsSettings
        const now = yield* Clock.use((c) => c.now)
        const prior = yield* repo.claimAdDay(adId, day)
        if (prior !== null) {
          if (prior === "displaying" && day < today) {
            yield* repo.closeDisplays(adId, day)
            yield* repo.finishAdDay(adId, day, "displayed", now)
          }
          return { done: true as const, results: [] as ReadonlyArray<BuildingResult> }
        }
        const ad = yield* repo.ad(adId, true)
        const memberId = placements[0].memberId
        yield* repo.lockAccount(memberId)
        const balance = yield* repo.balance(memberId)
        // Spec §9: under 100 credits the member's ads are not displayed; the day is recorded so it is not retried.
        if (!displayable(balance)) {
          yield* repo.finishAdDay(adId, day, "belowMinimum", now)
          return { done: false as const, results: [] as ReadonlyArray<BuildingResult> }
        }
        const adLive = ad !== null && !ad.archived && ad.inNetwork && ad.moderation !== "rejected"
        const buildings = [...new Set(placements.map((p) => p.buildingId))]
        const results: Array<BuildingResult> = []
        for (const buildingId of buildings) {
          const outcome = dayOutcome({ buildingPresent: present.has(buildingId), adLive, gatewayUp, day, today, daysLate: daysBetween(day, today) })
          if (outcome.status === "skipped") {
            results.push({ buildingId, status: "skipped", reason: outcome.reason, traffic: { impressions: 0, views: 0, clicks: 0 } })
            continue
          }
          const events = yield* gateway.events(day, adId, buildingId).pipe(Effect.catchTag("WorldGatewayUnavailable", () => Effect.succeed(null)))
          if (events === null) results.push({ buildingId, status: "skipped", reason: "gatewayUnavailable", traffic: { impressions: 0, views: 0, clicks: 0 } })
          else results.push({ buildingId, status: outcome.status, reason: null, traffic: trafficOf(events) })
        }
        // Charges per building, each capped by what is left, summed per code into one transfer per code.
        let left = balance
        const byCode = new Map<AdCreditCode, bigint>()
        const costs = new Map<number, bigint>()
        for (const r of results) {
          if (r.status === "skipped") continue
          const capped = capCharges(left, dayCharges(settings.prices, 1, r.traffic))
          let cost = 0n
          for (const [code, amount] of capped) {
            byCode.set(code as AdCreditCode, (byCode.get(code as AdCreditCode) ?? 0n) + amount)
            cost += amount
          }
          left -= cost
          costs.set(r.buildingId, cost)
        }
        for (const [code, amount] of byCode) {
          yield* moveCredits({ memberId, code, amount, reference: { type: "ad-day", id: `${adId}:${day}` }, idempotencyKey: `ad-day:${adId}:${day}:${code}` })
        }
        for (const r of results) yield* repo.addDisplay({ adId, buildingId: r.buildingId, day, status: r.status, skipReason: r.reason, cost: costs.get(r.buildingId) ?? 0n, ...r.traffic })
        yield* repo.addRollups(
          results.filter((r) => r.status !== "skipped").map((r) => ({ adId, memberId, buildingId: r.buildingId, day, cost: costs.get(r.buildingId) ?? 0n, ...r.traffic })),
          now
        )
        const shown = results.some((r) => r.status === "displaying") ? "displaying" : results.some((r) => r.status === "displayed") ? "displayed" : "skipped"
        yield* repo.finishAdDay(adId, day, shown, now)
        return { done: false as const, results }
      })
    )
  )

/**
 * Spec §9 AdNet payout for a finished day, once: 20% of the day's AdNet package BV (when it reaches $1.00) shared by
 * the buildings that showed ads, in proportion to the ad-days they showed, paid to their owners in ABEY.
 */
const payOwners = (day: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AdsRepository
        const settings = yield* AdsSettings
        const now = yield* Clock.use((c) => c.now)
        const bv = yield* repo.packageBvCents(day)
        const shares = yield* repo.buildingShares(day)
        const pool = payoutPoolCents(bv)
        const split = shares.length === 0 ? [] : splitPayoutPool(pool, shares.map((s) => ({ ownerId: s.buildingId, weight: s.weight })))
        if (!(yield* repo.claimPayout(day, { bvCents: bv, poolCents: pool, owners: new Set(shares.map((s) => s.ownerId)).size, at: now }))) return 0
        for (const part of split) {
          const share = shares.find((s) => s.buildingId === part.ownerId)!
          const abey = part.cents * settings.abeyMinorPerCent
          let transferId: number | null = null
          if (abey > 0n) {
            const { transfer } = yield* postTransfer({
              code: "programPayout",
              reference: { type: "adnet-payout", id: `${day}:${share.buildingId}` },
              idempotencyKey: `adnet-payout:${day}:${share.buildingId}`,
              legs: [{ from: system("issuance", "abey"), to: member(share.ownerId, "abey"), amount: abey }]
            })
            transferId = transfer.id
          }
          yield* repo.addEarning({ day, buildingId: share.buildingId, ownerId: share.ownerId, cents: part.cents, abeyMinor: abey, transferId })
        }
        return new Set(shares.map((s) => s.ownerId)).size
      })
    )
  )

/**
 * The display job for one CST day: tells the 2D world what each opted-in building shows, then settles each ad-day
 * once (displayed, displaying, or skipped with its reason; credits deducted by the spec's codes; statistics rolled
 * up), and, once the day is over, pays the building owners. Safe to run again and from two processes at once.
 */
export const runDisplayDay = (day: string) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const gateway = yield* WorldGateway
    const today = cstDayOf(yield* Clock.use((c) => c.now))
    const placements = yield* repo.placementsOn(day)
    const byAd = new Map<number, Array<PlacementRecord>>()
    for (const p of placements) (byAd.get(p.adId) ?? byAd.set(p.adId, []).get(p.adId)!).push(p)
    if (day > today) return { day, planned: placements.length, displayed: 0, displaying: 0, skipped: 0, alreadyDone: 0, payoutOwners: 0 } satisfies DisplayDayResult
    const present = new Set((yield* repo.networkBuildings()).filter((b) => b.placed && b.enabled).map((b) => b.buildingId))
    const byBuilding = new Map<number, Array<number>>()
    for (const p of placements) if (present.has(p.buildingId)) (byBuilding.get(p.buildingId) ?? byBuilding.set(p.buildingId, []).get(p.buildingId)!).push(p.adId)
    const gatewayUp = yield* gateway.show(day, [...byBuilding].map(([buildingId, adIds]) => ({ buildingId, adIds }))).pipe(
      Effect.as(true),
      Effect.catchTag("WorldGatewayUnavailable", () => Effect.succeed(false))
    )
    const counts = { displayed: 0, displaying: 0, skipped: 0, alreadyDone: 0 }
    for (const [adId, ps] of byAd) {
      const r = yield* processAdDay(day, today, adId, ps, present, gatewayUp)
      if (r.done) counts.alreadyDone++
      for (const b of r.results) counts[b.status === "planned" ? "displayed" : b.status]++
    }
    const payoutOwners = day < today ? yield* payOwners(day) : 0
    return { day, planned: 0, ...counts, payoutOwners } satisfies DisplayDayResult
  })
