import { type AdFields, AdsRepository, MemberRepository, ScrapeLimiter, Transactor, moveCredits } from "@iw/core"
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

const at = new Date(Date.UTC(2026, 5, 1, 12))
const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000)
/** CST days: 2026-06-01 12:00 UTC is 06:00 CST on 2026-06-01. */
const DAY = "2026-06-01"
const NEXT = "2026-06-02"

/** What the ads' ports need of the areas beside them: buildings of an owner (placed on the map or not). */
export interface AdsPortWorld {
  readonly addBuilding: (ownerId: number, placed: boolean) => Promise<number>
}

type Repo = AdsRepository["Service"]

/**
 * The AdsRepository and ScrapeLimiter ports' contract, run against every adapter: ads keep a version per edit and
 * their moderation history; archive and network membership change only what they name; credit movements (through the
 * ledger's `moveCredits`) are entries whose sum is the balance, once per key; packages and their BV per CST day;
 * owners' opt-in and the network's buildings; placements by member, ad and day; display-day claims taken once, even
 * by two units of work at once; rollups that add up and never scan displays; payouts once a day; the scrape limit.
 */
export const adsPortSuite = (adapter: string, make: () => Promise<PortEnv & AdsPortWorld>) => {
  let env: PortEnv & AdsPortWorld
  let advertiser: number
  let owner: number
  let imageId: number
  const repo = <A>(f: (r: Repo) => Effect.Effect<A>) => env.run(AdsRepository.use(f))
  const fields = (patch: Partial<AdFields> = {}): AdFields => ({ title: "Fresh bread", imageId, categoryId: 2, description: "Baked daily", siteUrl: "https://bakery.example.com", mediaUrl: null, mediaId: null, ...patch })

  beforeAll(async () => {
    env = await make()
    const create = (tag: string) =>
      env.run(
        MemberRepository.use((r) =>
          r.create({ firstName: "Ada", lastName: tag, email: `${tag}.ads.${adapter}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h(pw)", openDate: at, createdAt: at })
        )
      )
    advertiser = (await create("advertiser")).id
    owner = (await create("owner")).id
    imageId = await repo((r) => r.addFile({ memberId: advertiser, kind: "image", name: "ad.png", mime: "image/png", size: 19, storageKey: "ads/k1" }, at))
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: files read back; an ad keeps a version per edit and its moderation history; lists filter, sort and count; templates are no one's ad`, async () => {
    expect(await repo((r) => r.file(imageId))).toEqual({ id: imageId, memberId: advertiser, kind: "image", name: "ad.png", mime: "image/png", size: 19, storageKey: "ads/k1" })
    expect(await repo((r) => r.file(999_999))).toBeNull()
    const id = await repo((r) => r.createAd(advertiser, fields(), at))
    expect(await repo((r) => r.ad(id))).toMatchObject({ ...fields(), id, memberId: advertiser, version: 1, moderation: "pending", archived: false, inNetwork: false, impressions: 0, createdAt: at, updatedAt: at })
    await repo((r) => r.moderate(id, { moderation: "approved", reason: "Fine", staffId: 7, at: later(1) }))
    expect(await repo((r) => r.ad(id))).toMatchObject({ moderation: "approved", moderationReason: "Fine", version: 1 })
    await repo((r) => r.updateAd(id, fields({ title: "Fresh bread daily", categoryId: 3 }), later(2)))
    // An edit is a new version and goes back to moderation.
    expect(await repo((r) => r.ad(id, true))).toMatchObject({ title: "Fresh bread daily", categoryId: 3, version: 2, moderation: "pending", moderationReason: null, updatedAt: later(2), createdAt: at })
    const versions = await repo((r) => r.versions(id))
    expect(versions.map((v) => [v.version, v.title, v.categoryId])).toEqual([
      [2, "Fresh bread daily", 3],
      [1, "Fresh bread", 2]
    ])
    expect(versions[1]).toEqual({ ...fields(), adId: id, version: 1, createdAt: at })
    expect((await repo((r) => r.history(id))).map((h) => [h.action, h.version, h.staffId, h.reason])).toEqual([
      ["edited", 2, null, null],
      ["approved", 1, 7, "Fine"],
      ["created", 1, null, null]
    ])

    const other = await repo((r) => r.createAd(advertiser, fields({ title: "Apple pie", description: "50% off" }), later(3)))
    const template = await repo((r) => r.createAd(advertiser, fields({ title: "Grand opening" }), later(4)))
    await repo((r) => r.setTemplate(template))
    expect((await repo((r) => r.templates())).map((t) => t.id)).toContain(template)
    expect(await repo((r) => r.countAds(advertiser))).toBe(2)
    const list = (q: Partial<Parameters<Repo["listAds"]>[0]>) => repo((r) => r.listAds({ memberId: advertiser, archived: false, filter: null, sort: "createdAt", direction: "desc", limit: 10, offset: 0, ...q }))
    expect((await list({})).rows.map((a) => a.id)).toEqual([other, id])
    expect(await list({ sort: "title", direction: "asc" })).toMatchObject({ total: 2, rows: [{ id: other }, { id }] })
    // The filter matches title or description, and its % is a character, not a wildcard.
    expect((await list({ filter: "50%" })).rows.map((a) => a.id)).toEqual([other])
    expect((await list({ filter: "5%off" })).total).toBe(0)
    expect(await list({ limit: 1, offset: 1 })).toMatchObject({ total: 2, rows: [{ id }] })
    expect((await repo((r) => r.staffList({ moderation: "pending", memberId: advertiser, limit: 10, offset: 0 }))).rows.map((a) => a.id)).toEqual([other, id])
    expect(await repo((r) => r.ad(999_999))).toBeNull()
    expect(await repo((r) => r.ad(99_999_999_999))).toBeNull()
  })

  it(`${adapter}: the network and the archive change only what they name; a deleted ad is gone with its placements`, async () => {
    const a = await repo((r) => r.createAd(advertiser, fields({ title: "Network A" }), at))
    const b = await repo((r) => r.createAd(advertiser, fields({ title: "Network B" }), at))
    expect(await repo((r) => r.setInNetwork(advertiser, [a], true, later(1)))).toBe(1)
    expect(await repo((r) => r.setInNetwork(advertiser, [a], true, later(1)))).toBe(0)
    expect(await repo((r) => r.setInNetwork(owner, [b], true, later(1)))).toBe(0)
    expect(await repo((r) => r.ad(a))).toMatchObject({ inNetwork: true, placedAt: later(1), removedAt: null })
    expect(await repo((r) => r.ad(b))).toMatchObject({ inNetwork: false })

    await repo((r) => r.setArchived(a, true, later(2)))
    expect(await repo((r) => r.ad(a))).toMatchObject({ archived: true, inNetwork: false, removedAt: later(2) })
    const archived = await repo((r) => r.listAds({ memberId: advertiser, archived: true, filter: null, sort: "createdAt", direction: "desc", limit: 10, offset: 0 }))
    expect(archived.rows.map((x) => x.id)).toEqual([a])
    // All the member's ads in: the archived one stays out.
    const inNow = await repo((r) => r.setInNetwork(advertiser, null, true, later(3)))
    expect(inNow).toBeGreaterThanOrEqual(1)
    expect(await repo((r) => r.ad(a))).toMatchObject({ archived: true, inNetwork: false })
    expect(await repo((r) => r.ad(b))).toMatchObject({ inNetwork: true })
    await repo((r) => r.setArchived(a, false, later(4)))
    expect(await repo((r) => r.ad(a))).toMatchObject({ archived: false, inNetwork: false })

    const building = await env.addBuilding(owner, true)
    await repo((r) => r.addPlacements({ adId: b, memberId: advertiser, buildingIds: [building], from: DAY, to: NEXT, dailyPrice: 1000n, at }))
    const before = await repo((r) => r.countAds(advertiser))
    await repo((r) => r.deleteAd(b, later(5)))
    expect(await repo((r) => r.ad(b))).toBeNull()
    expect(await repo((r) => r.countAds(advertiser))).toBe(before - 1)
    expect((await repo((r) => r.placements(advertiser, b))).map((p) => p.removedAt)).toEqual([later(5)])
    expect((await repo((r) => r.placementsOn(DAY))).map((p) => p.adId)).not.toContain(b)
  })

  it(`${adapter}: credits move through the ledger with their code, once per key; the balance is the entries' sum; packages and their BV per CST day`, async () => {
    expect(await env.run(AdsRepository.use((r) => r.lockAccount(99_999_999)))).toBe(false)
    const move = (code: Parameters<typeof moveCredits>[0]["code"], amount: bigint, key: string) =>
      env.run(
        Transactor.use((tx) =>
          tx.transaction(
            Effect.gen(function* () {
              expect(yield* AdsRepository.use((r) => r.lockAccount(advertiser))).toBe(true)
              return yield* moveCredits({ memberId: advertiser, code, amount, reference: { type: "test", id: key }, idempotencyKey: `ads-suite:${adapter}:${key}` })
            })
          )
        )
      )
    expect(await repo((r) => r.balance(advertiser))).toBe(0n)
    const bought = await move("packagePurchase", 500_000n, "buy")
    expect(bought).toMatchObject({ replayed: false })
    await move("deductByPlacement", 1_000n, "place")
    await move("deductByImpressions", 250n, "impressions")
    expect(await move("deductByPlacement", 1_000n, "place")).toMatchObject({ replayed: true })
    expect(await move("deductByClicks", 0n, "nothing")).toBeNull()
    const entries = await repo((r) => r.entries(advertiser, { code: null, limit: 10, offset: 0 }))
    expect(entries.total).toBe(3)
    expect(entries.rows.map((e) => [e.code, e.amount, e.referenceId])).toEqual([
      ["deductByImpressions", -250n, "impressions"],
      ["deductByPlacement", -1_000n, "place"],
      ["packagePurchase", 500_000n, "buy"]
    ])
    expect(entries.rows[2]!.transferId).toBe(bought!.transferId)
    expect(await repo((r) => r.balance(advertiser))).toBe(entries.rows.reduce((s, e) => s + e.amount, 0n))
    expect(await repo((r) => r.entries(advertiser, { code: "deductByPlacement", limit: 10, offset: 0 }))).toMatchObject({ total: 1, rows: [{ amount: -1_000n }] })

    const p1 = await repo((r) => r.addPurchase({ memberId: advertiser, code: "I", credits: 500_000n, priceMinor: 5_000_000_000n, bvCents: 5_000n, transferId: bought!.transferId, expiresAt: later(60 * 24 * 30), createdAt: at }))
    // 05:59:59 UTC on the 2nd is still the 1st in CST; 06:00 is the 2nd.
    const p2 = await repo((r) => r.addPurchase({ memberId: advertiser, code: "C10", credits: 100_000n, priceMinor: 1n, bvCents: 1_000n, transferId: null, expiresAt: null, createdAt: new Date(Date.UTC(2026, 5, 2, 5, 59, 59)) }))
    await repo((r) => r.addPurchase({ memberId: advertiser, code: "C20", credits: 200_000n, priceMinor: 1n, bvCents: 2_000n, transferId: null, expiresAt: null, createdAt: new Date(Date.UTC(2026, 5, 2, 6)) }))
    expect((await repo((r) => r.purchases(advertiser))).map((p) => p.code)).toEqual(["C20", "C10", "I"])
    expect(await repo((r) => r.purchase(p1, true))).toMatchObject({ id: p1, memberId: advertiser, code: "I", credits: 500_000n, bvCents: 5_000n, refundedCredits: 0n, refunded: false })
    expect((await repo((r) => r.purchaseByTransfer(bought!.transferId)))?.id).toBe(p1)
    expect(await repo((r) => r.purchase(999_999))).toBeNull()
    expect(await repo((r) => r.packageBvCents(DAY))).toBe(6_000n)
    await repo((r) => r.markRefunded(p2, 40_000n, later(5)))
    expect(await repo((r) => r.purchase(p2))).toMatchObject({ refundedCredits: 40_000n, refunded: true })
    // A refunded package no longer counts in its day's BV.
    expect(await repo((r) => r.packageBvCents(DAY))).toBe(5_000n)
    expect(await repo((r) => r.packageBvCents(NEXT))).toBe(2_000n)
  })

  it(`${adapter}: owners opt buildings in and out; the network is the placed, opted-in ones; placements are by member, ad and day`, async () => {
    const placed = await env.addBuilding(owner, true)
    const stored = await env.addBuilding(owner, false)
    const mine = await repo((r) => r.memberBuildings(owner))
    expect(mine.filter((b) => b.buildingId === placed || b.buildingId === stored).map((b) => [b.buildingId, b.placed, b.enabled, b.earnedMinor])).toEqual([
      [placed, true, false, 0n],
      [stored, false, false, 0n]
    ])
    const effective = later(48 * 60)
    expect(await repo((r) => r.setOptIn(owner, [placed, stored], true, at, effective))).toBe(2)
    expect(await repo((r) => r.setOptIn(owner, [placed, stored], true, at, effective))).toBe(0)
    expect((await repo((r) => r.memberBuildings(owner))).find((b) => b.buildingId === placed)).toMatchObject({ enabled: true, effectiveAt: effective })
    const network = (await repo((r) => r.networkBuildings())).map((b) => b.buildingId)
    expect(network).toContain(placed)
    expect(network).not.toContain(stored)
    expect(await repo((r) => r.setOptIn(owner, [placed], false, later(1), effective))).toBe(1)
    expect((await repo((r) => r.networkBuildings())).map((b) => b.buildingId)).not.toContain(placed)
    await repo((r) => r.setOptIn(owner, [placed], true, later(2), effective))

    const ad = await repo((r) => r.createAd(advertiser, fields({ title: "Placed ad" }), at))
    const ids = await repo((r) => r.addPlacements({ adId: ad, memberId: advertiser, buildingIds: [placed, stored], from: DAY, to: NEXT, dailyPrice: 1_000n, at }))
    expect(ids).toHaveLength(2)
    const rows = await repo((r) => r.placements(advertiser, ad))
    expect(rows.map((p) => [p.buildingId, p.from, p.to, p.dailyPrice, p.adTitle, p.removedAt])).toEqual(
      expect.arrayContaining([
        [placed, DAY, NEXT, 1_000n, "Placed ad", null],
        [stored, DAY, NEXT, 1_000n, "Placed ad", null]
      ])
    )
    expect(rows.every((p) => typeof p.buildingName === "string" && p.memberId === advertiser)).toBe(true)
    expect(await repo((r) => r.placements(owner, ad))).toEqual([])
    expect((await repo((r) => r.placementsOn(NEXT))).filter((p) => p.adId === ad)).toHaveLength(2)
    expect((await repo((r) => r.placementsOn("2026-06-03"))).filter((p) => p.adId === ad)).toHaveLength(0)
    expect((await repo((r) => r.placementsOn("2026-05-31"))).filter((p) => p.adId === ad)).toHaveLength(0)
  })

  it(`${adapter}: an ad-day is claimed once, even by two units of work at once; displays are kept per building and closed when the day is over`, async () => {
    const ad = await repo((r) => r.createAd(advertiser, fields({ title: "Claimed" }), at))
    const building = await env.addBuilding(owner, true)
    const claim = (outcome: string) =>
      env.run(
        Transactor.use((tx) =>
          tx.transaction(
            Effect.gen(function* () {
              const r = yield* AdsRepository
              const prior = yield* r.claimAdDay(ad, DAY)
              if (prior !== null) return prior
              yield* Effect.sleep("150 millis")
              yield* r.finishAdDay(ad, DAY, outcome, at)
              return null
            })
          )
        )
      )
    const both = await Promise.all([claim("displaying"), claim("displaying")])
    expect(both.filter((x) => x === null)).toHaveLength(1)
    expect(both.filter((x) => x === "displaying")).toHaveLength(1)
    expect(await env.run(Transactor.use((tx) => tx.transaction(AdsRepository.use((r) => r.claimAdDay(ad, DAY)))))).toBe("displaying")

    await repo((r) => r.addDisplay({ adId: ad, buildingId: building, day: DAY, status: "displaying", skipReason: null, cost: 1_000n, impressions: 10, views: 2, clicks: 1 }))
    await repo((r) => r.addDisplay({ adId: ad, buildingId: building + 1_000_000, day: DAY, status: "skipped", skipReason: "buildingRemoved", cost: 0n, impressions: 0, views: 0, clicks: 0 }))
    await repo((r) => r.closeDisplays(ad, DAY))
    const shown = await repo((r) => r.displays({ memberId: advertiser, adId: ad, from: DAY, to: DAY }))
    expect(shown.map((d) => [d.buildingId, d.status, d.skipReason, d.cost, d.impressions])).toEqual([
      [building, "displayed", null, 1_000n, 10],
      [building + 1_000_000, "skipped", "buildingRemoved", 0n, 0]
    ])
    // Writing a display again replaces it (the job's retry), never adds a second one.
    await repo((r) => r.addDisplay({ adId: ad, buildingId: building, day: DAY, status: "displayed", skipReason: null, cost: 1_000n, impressions: 10, views: 2, clicks: 1 }))
    expect(await repo((r) => r.displays({ memberId: null, adId: ad, from: DAY, to: NEXT }))).toHaveLength(2)
    expect(await repo((r) => r.displays({ memberId: owner, adId: null, from: DAY, to: NEXT }))).toEqual([])
  })

  it(`${adapter}: rollups add up per ad, building and day, and answer totals, days and ads by member and range; the ad's own counters follow`, async () => {
    const a = await repo((r) => r.createAd(advertiser, fields({ title: "Rolled A" }), at))
    const b = await repo((r) => r.createAd(advertiser, fields({ title: "Rolled B" }), at))
    const row = (adId: number, buildingId: number, day: string, impressions: number, cost: bigint) => ({ adId, memberId: advertiser, buildingId, day, impressions, views: 1, clicks: 0, cost })
    const first = await repo((r) => r.lastUpdate())
    await repo((r) => r.addRollups([row(a, 1, DAY, 100, 10n), row(a, 2, DAY, 50, 5n), row(b, 1, NEXT, 7, 1n)], later(10)))
    await repo((r) => r.addRollups([row(a, 1, DAY, 20, 2n)], later(5)))
    await repo((r) => r.addRollups([], later(1)))
    // The last update never goes back in time.
    expect(await repo((r) => r.lastUpdate())).toEqual(first !== null && first > later(10) ? first : later(10))
    expect(await repo((r) => r.totals({ memberId: advertiser, adId: a, from: DAY, to: NEXT }))).toEqual({ impressions: 170, views: 3, clicks: 0, cost: 17n })
    expect(await repo((r) => r.totals({ memberId: advertiser, adId: null, from: NEXT, to: NEXT }))).toMatchObject({ impressions: 7, cost: 1n })
    expect(await repo((r) => r.totals({ memberId: owner, adId: null, from: DAY, to: NEXT }))).toEqual({ impressions: 0, views: 0, clicks: 0, cost: 0n })
    const daily = await repo((r) => r.daily({ memberId: advertiser, adId: null, from: DAY, to: NEXT }))
    expect(daily.filter((d) => d.day === DAY || d.day === NEXT).length).toBe(2)
    const mineByAd = await repo((r) => r.byAd(advertiser, DAY))
    expect(mineByAd.find((x) => x.adId === a)).toEqual({ adId: a, impressions: 170, views: 3, clicks: 0 })
    expect(mineByAd.find((x) => x.adId === b)).toBeUndefined()
    expect(await repo((r) => r.ad(a))).toMatchObject({ impressions: 170, views: 3, clicks: 0 })
    expect(await repo((r) => r.ad(b))).toMatchObject({ impressions: 7, views: 1 })
  })

  it(`${adapter}: a day's payout is claimed once; building shares count the ad-days shown; earnings are kept once and shown to their owner per ad`, async () => {
    const day = "2026-06-10"
    const building = await env.addBuilding(owner, true)
    const x = await repo((r) => r.createAd(advertiser, fields({ title: "Paid X" }), at))
    const y = await repo((r) => r.createAd(advertiser, fields({ title: "Paid Y" }), at))
    for (const adId of [x, y]) await repo((r) => r.addDisplay({ adId, buildingId: building, day, status: "displayed", skipReason: null, cost: 0n, impressions: 0, views: 0, clicks: 0 }))
    expect(await repo((r) => r.buildingShares(day))).toEqual([{ buildingId: building, ownerId: owner, weight: 2 }])
    expect(await repo((r) => r.claimPayout(day, { bvCents: 5_000n, poolCents: 1_000n, owners: 1, at }))).toBe(true)
    expect(await repo((r) => r.claimPayout(day, { bvCents: 9_999n, poolCents: 9_999n, owners: 9, at }))).toBe(false)
    expect(await repo((r) => r.payouts(day, day))).toEqual([{ day, bvCents: 5_000n, poolCents: 1_000n, owners: 1 }])
    await repo((r) => r.addEarning({ day, buildingId: building, ownerId: owner, cents: 1_000n, abeyMinor: 1_000_000_000n, transferId: null }))
    await repo((r) => r.addEarning({ day, buildingId: building, ownerId: owner, cents: 1n, abeyMinor: 1n, transferId: null }))
    expect((await repo((r) => r.memberBuildings(owner))).find((b) => b.buildingId === building)?.earnedMinor).toBe(1_000_000_000n)
    const earned = (await repo((r) => r.ownerEarnings(owner, 10))).filter((e) => e.buildingId === building)
    expect(earned).toEqual([{ day, buildingId: building, buildingName: expect.any(String), cents: 1_000n, abeyMinor: 1_000_000_000n, ads: [{ adId: x, adTitle: "Paid X" }, { adId: y, adTitle: "Paid Y" }] }])
    expect(await repo((r) => r.ownerEarnings(advertiser, 10))).toEqual([])
  })

  it(`${adapter}: the scrape limit lets one attempt a minute through per member`, async () => {
    const take = (memberId: number, when: Date) => env.run(ScrapeLimiter.use((l) => l.take(memberId, when, 60)))
    expect(await take(advertiser, at)).toEqual({ allowed: true })
    expect(await take(advertiser, new Date(at.getTime() + 30_000))).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(await take(owner, new Date(at.getTime() + 30_000))).toEqual({ allowed: true })
    expect(await take(advertiser, new Date(at.getTime() + 60_000))).toEqual({ allowed: true })
    expect(await take(advertiser, new Date(at.getTime() + 61_000))).toMatchObject({ allowed: false })
  })
}
