import { AdsRepository, addCstDays, buyAdnetPackage, createAd, cstDayOf, placeAd, runDisplayDay, setNetworkBuildings, uploadAdFile, uploadedFromBytes } from "@iw/core"
import { Clock } from "@iw/core"
import { Effect } from "effect"

/** A small PNG (a 1×1 pixel) for the demo ads' images. */
const DEMO_PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"))

/**
 * Demo AdNet (issue 15): the demo member buys AdNet package II (paid from the opening ABEY, credits as
 * packagePurchase), has one ad and one template; with demo buildings, opts them in, schedules the ad on them for 30
 * CST days and runs today's display job with the simulated world, so the ads pages show figures at once. Does
 * nothing once the member has bought a package.
 */
export const seedDemoAds = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    if ((yield* repo.purchases(memberId)).length > 0) return
    const principal = { kind: "member", memberId, sessionId: "seed", impersonatorId: null } as const
    yield* buyAdnetPackage(principal, "II", "abeyBalanceFirst", "seed-demo")
    const image = yield* uploadAdFile(principal, uploadedFromBytes("cafe.png", DEMO_PNG))
    const ad = yield* createAd(principal, { title: "Interworld Café", imageId: image.id, categoryId: 14, description: "Coffee by the plaza, open every day.", siteUrl: "https://example.com/cafe", mediaUrl: null, mediaId: null })
    const template = yield* createAd(principal, { title: "Grand opening", imageId: image.id, categoryId: 2, description: "Tell the world about your new place.", siteUrl: null, mediaUrl: null, mediaId: null })
    yield* repo.setTemplate(template.id)
    const buildings = (yield* repo.memberBuildings(memberId)).filter((b) => b.placed)
    if (buildings.length === 0) return
    yield* setNetworkBuildings(principal, null, true)
    const today = cstDayOf(yield* Clock.use((c) => c.now))
    yield* placeAd(principal, { adId: ad.id, buildingIds: buildings.map((b) => b.buildingId), from: today, to: addCstDays(today, 29) })
    yield* runDisplayDay(today)
  })
