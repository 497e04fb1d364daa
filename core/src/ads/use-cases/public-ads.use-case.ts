import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { cstDayOf } from "../domain/schedule"
import { AdNotFound } from "../errors"
import { AdsRepository } from "../ports/ads.repository.port"

/** `GET public/ad (adId)`: an ad as the world shows it (not rejected, not deleted). */
export const showPublicAd = (adId: number) =>
  Effect.flatMap(AdsRepository.use((r) => r.ad(adId)), (ad) => (ad === null || ad.moderation === "rejected" ? Effect.fail(new AdNotFound({ adId })) : Effect.succeed(ad)))

/** `GET public/ad/list`: ads placed on opted-in buildings today (CST), not rejected, in the network. */
export const listPublicAds = (q: { readonly buildingId: number | null; readonly categoryId: number | null; readonly limit: number; readonly offset: number }) =>
  Effect.flatMap(Clock.use((c) => c.now), (now) => AdsRepository.use((r) => r.publicAds({ ...q, day: cstDayOf(now) })))

/** `GET public/ad/totals`. */
export const showPublicAdTotals = () => Effect.flatMap(Clock.use((c) => c.now), (now) => AdsRepository.use((r) => r.publicTotals(cstDayOf(now))))
