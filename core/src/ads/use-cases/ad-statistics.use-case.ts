import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import type { MemberPrincipal } from "../../kernel/principal"
import { STATISTICS_WITHIN_MINUTES } from "../domain/display"
import { addCstDays, cstDayOf } from "../domain/schedule"
import { AdsRepository } from "../ports/ads.repository.port"
import { ownAd } from "./manage-ads.use-case"

/** Default span of the statistics: the last 30 CST days. */
const span = (today: string, q: { readonly from: string | null; readonly to: string | null }) => ({ from: q.from ?? addCstDays(today, -29), to: q.to ?? today })

const today = Effect.map(Clock.use((c) => c.now), cstDayOf)

/** `GET member/ad/statistics/last-update`: the rollups' last write (they follow within 10 minutes). */
export const showStatisticsUpdate = () => Effect.map(AdsRepository.use((r) => r.lastUpdate()), (updatedAt) => ({ updatedAt, withinMinutes: STATISTICS_WITHIN_MINUTES }))

const checkAd = (principal: MemberPrincipal, adId: number | null) => (adId === null ? Effect.void : Effect.asVoid(ownAd(principal.memberId, adId)))

/** `GET member/ad/statistics/total`: from the daily rollups only. */
export const showStatisticsTotal = (principal: MemberPrincipal, q: { readonly adId: number | null; readonly from: string | null; readonly to: string | null }) =>
  Effect.gen(function* () {
    yield* checkAd(principal, q.adId)
    return yield* AdsRepository.use((r) => r.totals({ memberId: principal.memberId, adId: q.adId, from: q.from ?? "1970-01-01", to: q.to ?? "9999-12-31" }))
  })

/** `GET member/ad/statistics/member/daily`: per CST day, from the rollups. */
export const showStatisticsDaily = (principal: MemberPrincipal, q: { readonly adId: number | null; readonly from: string | null; readonly to: string | null }) =>
  Effect.gen(function* () {
    yield* checkAd(principal, q.adId)
    const t = yield* today
    return yield* AdsRepository.use((r) => r.daily({ memberId: principal.memberId, adId: q.adId, ...span(t, q) }))
  })

/** `GET member/ad/statistics/member/today`. */
export const showStatisticsToday = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const t = yield* today
    const repo = yield* AdsRepository
    const totals = yield* repo.totals({ memberId: principal.memberId, adId: null, from: t, to: t })
    const byAd = yield* repo.byAd(principal.memberId, t)
    return { day: t, ...totals, byAd }
  })
