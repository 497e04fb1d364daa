import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { MemberPrincipal } from "../../kernel/principal"
import { AUTHORISATION_HOURS, splitPayoutPool } from "../domain/display"
import { limitingPackage } from "../domain/packages"
import { addCstDays, cstDayOf, dateRange } from "../domain/schedule"
import { AdnetPackageRequired } from "../errors"
import { AdsRepository } from "../ports/ads.repository.port"
import { AdsSettings } from "../ports/ads-settings.port"
import { ownAd } from "./manage-ads.use-case"

/** When a change made now reaches the 2D world at the latest (spec §9: up to 48 hours). */
const effectiveFrom = (now: Date) => new Date(now.getTime() + AUTHORISATION_HOURS * 3_600_000)

/** `GET member/ad/network/buildings/status`: the member's buildings, opted in or not, and what each earned. */
export const showNetworkBuildings = (principal: MemberPrincipal) => AdsRepository.use((r) => r.memberBuildings(principal.memberId))

/** The most building-days `member/ad/network/earnings` answers. */
export const OWNER_EARNINGS_DAYS = 200

/**
 * `GET member/ad/network/earnings`: what each ad earned the owner on each of their buildings, per CST day. A
 * building's day is paid by the ad-days it showed (spec §9 payout), so each ad shown there that day earned an equal
 * share of it, to the minor unit, the remainder going to the first ads: the shares add up to the building's payout.
 */
export const showOwnerEarnings = (principal: MemberPrincipal) =>
  Effect.map(AdsRepository.use((r) => r.ownerEarnings(principal.memberId, OWNER_EARNINGS_DAYS)), (days) =>
    days.flatMap((d) => {
      const shares = (total: bigint) => new Map(splitPayoutPool(total, d.ads.map((a) => ({ ownerId: a.adId, weight: 1 }))).map((x) => [x.ownerId, x.cents]))
      const abey = shares(d.abeyMinor)
      const cents = shares(d.cents)
      return d.ads.map((a) => ({ day: d.day, buildingId: d.buildingId, buildingName: d.buildingName, adId: a.adId, adTitle: a.adTitle, earnedMinor: abey.get(a.adId) ?? 0n, cents: cents.get(a.adId) ?? 0n }))
    })
  )

/**
 * `POST member/ad/network/buildings/enable|disable`: a building owner opts the named buildings (all when none are
 * named) in to AdNet or out of it. The 2D world follows within 48 hours.
 */
export const setNetworkBuildings = (principal: MemberPrincipal, buildingIds: ReadonlyArray<number> | null, enabled: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AdsRepository
        const owned = new Set((yield* repo.memberBuildings(principal.memberId)).map((b) => b.buildingId))
        if (buildingIds !== null && buildingIds.some((id) => !owned.has(id))) return yield* new ValidationFailed({ errors: fieldError("buildingIds", "validation.exists") })
        const now = yield* Clock.use((c) => c.now)
        const effectiveAt = effectiveFrom(now)
        const changed = yield* repo.setOptIn(principal.memberId, buildingIds, enabled, now, effectiveAt)
        return { changed, effectiveAt }
      })
    )
  )

const requirePackage = (memberId: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    if (limitingPackage(yield* AdsRepository.use((r) => r.purchases(memberId)), now) === null) return yield* new AdnetPackageRequired()
  })

/** `POST member/ad/network/add|remove {adId}`: an ad in or out of the network (in needs an active package). */
export const setAdInNetwork = (principal: MemberPrincipal, adId: number, inNetwork: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const ad = yield* ownAd(principal.memberId, adId, true)
        if (inNetwork) yield* requirePackage(principal.memberId)
        const now = yield* Clock.use((c) => c.now)
        const changed = ad.archived && inNetwork ? 0 : yield* AdsRepository.use((r) => r.setInNetwork(principal.memberId, [adId], inNetwork, now))
        return { changed, effectiveAt: effectiveFrom(now) }
      })
    )
  )

/** `POST member/ad/network/add-all|remove-all`. */
export const setAllAdsInNetwork = (principal: MemberPrincipal, inNetwork: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        if (inNetwork) yield* requirePackage(principal.memberId)
        const now = yield* Clock.use((c) => c.now)
        const changed = yield* AdsRepository.use((r) => r.setInNetwork(principal.memberId, null, inNetwork, now))
        return { changed, effectiveAt: effectiveFrom(now) }
      })
    )
  )

/** `GET member/ad/placement/buildings`: the buildings an ad can be placed on (placed, opted in), with the daily price. */
export const listPlacementBuildings = () =>
  Effect.gen(function* () {
    const prices = (yield* AdsSettings).prices
    const buildings = yield* AdsRepository.use((r) => r.networkBuildings())
    return buildings.map((b) => ({ ...b, dailyPrice: prices.perBuildingDay }))
  })

/**
 * `POST member/ad/placement`: schedules an ad on opted-in buildings for CST days from..to. The range is CST
 * (UTC−6) and ends at 23:59:59 CST of its last day; it may not start before today.
 */
export const placeAd = (principal: MemberPrincipal, p: { readonly adId: number; readonly buildingIds: ReadonlyArray<number>; readonly from: string; readonly to: string }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const ad = yield* ownAd(principal.memberId, p.adId, true)
        // An archived ad is out of the network and never shown: days scheduled for it would never run.
        if (ad.archived) return yield* new ValidationFailed({ errors: fieldError("adId", "ads.ad_archived") })
        const repo = yield* AdsRepository
        const now = yield* Clock.use((c) => c.now)
        const range = dateRange(p.from, p.to)
        if ("problem" in range) {
          if (range.problem === "from") return yield* new ValidationFailed({ errors: fieldError("from", "validation.date") })
          if (range.problem === "order") return yield* new ValidationFailed({ errors: fieldError("to", "validation.after_start") })
          return yield* new ValidationFailed({ errors: fieldError("to", "validation.date") })
        }
        if (p.from < addCstDays(cstDayOf(now), -1)) return yield* new ValidationFailed({ errors: fieldError("from", "validation.date") })
        const ids = [...new Set(p.buildingIds)]
        if (ids.length === 0) return yield* new ValidationFailed({ errors: fieldError("buildingIds", "validation.required") })
        const open = new Set((yield* repo.networkBuildings()).map((b) => b.buildingId))
        const closed = ids.find((id) => !open.has(id))
        if (closed !== undefined) return yield* new ValidationFailed({ errors: fieldError("buildingIds", "ads.building_not_in_network", { buildingId: closed }) })
        const prices = (yield* AdsSettings).prices
        yield* repo.addPlacements({ adId: ad.id, memberId: principal.memberId, buildingIds: ids, from: p.from, to: p.to, dailyPrice: prices.perBuildingDay, at: now })
        if (!ad.inNetwork) yield* repo.setInNetwork(principal.memberId, [ad.id], true, now)
        return (yield* repo.placements(principal.memberId, ad.id)).filter((x) => x.from === p.from && x.to === p.to && ids.includes(x.buildingId))
      })
    )
  )

/** `GET member/ad/network/schedule`: placements and what became of each ad-day. */
export const showAdSchedule = (principal: MemberPrincipal, q: { readonly adId: number | null; readonly from: string | null; readonly to: string | null }) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const now = yield* Clock.use((c) => c.now)
    const today = cstDayOf(now)
    const placements = yield* repo.placements(principal.memberId, q.adId)
    const days = yield* repo.displays({ memberId: principal.memberId, adId: q.adId, from: q.from ?? addCstDays(today, -60), to: q.to ?? addCstDays(today, 60) })
    return { placements, days }
  })
