import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { gamer } from "../support/games"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Spec §9 AdNet owner payout end to end over real HTTP: owners opt buildings in, advertisers buy packages and place
 * ads, staff run the simulated day (`POST staff/adnet/display-day`), and each owner's ABEY balance and ledger history
 * move by exactly 20% of the day's package BV shared by the ad-days their buildings showed, and by nothing on a day
 * under the $1.00 minimum. The owner sees what each ad earned (`member/ad/network/earnings`).
 *
 * The payout is for a finished CST day, of the packages bought that day; a package can only be bought now and an ad
 * placed from yesterday, so the test dates a purchase and a placement back in the database (and, for the day under the
 * minimum, sets a purchase's BV to 99 cents: every package of the catalogue costs at least $10).
 */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
const cst = (offsetDays: number) => new Date(Date.now() - 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
const today = cst(0)
const dayBefore = cst(-2)
const yesterday = cst(-1)
/** ABEY minor units (8 decimals) of a decimal string, exactly. */
const minor = (decimal: string) => {
  const [whole, frac = ""] = decimal.split(".")
  return BigInt(whole!) * 100_000_000n + BigInt((frac + "00000000").slice(0, 8)) * (decimal.startsWith("-") ? -1n : 1n)
}
/** The AdNet settings of the composition root: 1 US cent is 1,000,000 ABEY minor units (0.01 ABEY). */
const ABEY_MINOR_PER_CENT = 1_000_000n

/** A member with ABEY to spend (the games' helper: registered, legal info saved, topped up). */
const member = (tag: string) => gamer(s, staff, `${tag}.payout`, [])

const ownerWithBuilding = async (tag: string, plot: { x: number; y: number }) => {
  const owner = await member(tag)
  await owner.client.land.purchase({ body: { plots: [plot] } })
  await owner.client.land.activate({ body: plot })
  const b = await owner.client.buildings.buy({ body: { templatesId: 1 } })
  await owner.client.buildings.place({ body: { buildingId: b.building.id, startX: plot.x, startY: plot.y, endX: plot.x, endY: plot.y } })
  expect((await owner.client.ads.enableBuildings({ body: {} })).changed).toBe(1)
  return { ...owner, buildingId: b.building.id }
}

const advertiserAd = async (tag: string, title: string) => {
  const m = await member(tag)
  const bought = await m.client.ads.buyPackage({ body: { code: "I" } })
  const image = await m.client.ads.upload({ files: { file: [new File([PNG as Uint8Array<ArrayBuffer>], "ad.png")] } })
  const ad = await m.client.ads.create({ body: { title, imageId: image.id, categoryId: 2, description: "Daily", siteUrl: "https://shop.example.com" } })
  return { ...m, ad, packageId: bought.id }
}

/** Dates a package purchase to noon (CST) of a day, optionally with another BV. */
const datePurchase = async (purchaseId: number, day: string, bvCents?: number) => {
  await sql`update adnet_purchases set created_at = ${new Date(`${day}T18:00:00.000Z`)}${bvCents === undefined ? sql`` : sql`, bv_cents = ${bvCents}`} where id = ${purchaseId}`.execute(s.db.db)
}

const abey = async (c: { client: ReturnType<TestServer["clientWith"]> }) => minor((await c.client.ledger.abeyBalance()).balance.decimal)
const payoutLines = async (memberId: number) =>
  (await staff.ledger.memberHistory({ params: { memberId }, query: { asset: "abey", perPage: 100 } })).data.filter((l) => l.code === "programPayout")

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("the AdNet owner payout (spec §9: 20% of the day's package BV, $1.00 minimum)", () => {
  it("pays the owners exactly their buildings' share of a finished day, once, shows it per ad, and pays nothing on a day under $1.00", async () => {
    const a = await ownerWithBuilding("ownera", { x: 71, y: 41 })
    const b = await ownerWithBuilding("ownerb", { x: 69, y: 39 })
    const first = await advertiserAd("adva", "Fresh bread")
    const second = await advertiserAd("advb", "Cold brew")
    // Building A shows both ads, B the first one: yesterday A showed 2 ad-days, B 1.
    await first.client.ads.place({ body: { adId: first.ad.id, buildingIds: [a.buildingId, b.buildingId], from: yesterday, to: today } })
    // Placing starts yesterday at the earliest: the first ad's run is dated one day further back.
    await sql`update ad_placements set from_day = ${dayBefore}, starts_at = ${new Date(`${dayBefore}T06:00:00.000Z`)} where ad_id = ${first.ad.id}`.execute(s.db.db)
    await second.client.ads.place({ body: { adId: second.ad.id, buildingIds: [a.buildingId], from: yesterday, to: today } })
    // Yesterday's BV: the first advertiser's package I ($50). The day before: a credit pack dated there at 99 cents.
    await datePurchase(first.packageId, yesterday)
    const pack = await first.client.ads.buyPackage({ body: { code: "C10" } })
    await datePurchase(pack.id, dayBefore, 99)
    // The second advertiser's package stays today's: today is not over, so it pays nobody yet.

    // The day under the minimum: the ad is displayed, the owners earn nothing.
    const [a0, b0] = [await abey(a), await abey(b)]
    const under = await staff.staffAds.runDisplayDay({ body: { day: dayBefore } })
    expect(under).toMatchObject({ displayed: 2, skipped: 0 })
    expect([await abey(a), await abey(b)]).toEqual([a0, b0])
    expect(await payoutLines(a.id)).toEqual([])
    expect(await payoutLines(b.id)).toEqual([])

    // Yesterday: pool = 20% × 5000 cents = 1000 cents, shared 2:1 by ad-days; the cent left over goes to the first
    // building (A): A 667, B 333 cents, in ABEY at 1,000,000 minor units a cent.
    const paid = await staff.staffAds.runDisplayDay({ body: { day: yesterday } })
    expect(paid).toMatchObject({ displayed: 3, skipped: 0, payoutOwners: 2 })
    expect((await abey(a)) - a0).toBe(667n * ABEY_MINOR_PER_CENT)
    expect((await abey(b)) - b0).toBe(333n * ABEY_MINOR_PER_CENT)
    const [lineA] = await payoutLines(a.id)
    expect(await payoutLines(a.id)).toHaveLength(1)
    expect(lineA).toMatchObject({ reference: { type: "adnet-payout", id: `${yesterday}:${a.buildingId}` }, asset: "abey", pocket: "main" })
    expect(minor(lineA!.amount.decimal)).toBe(667n * ABEY_MINOR_PER_CENT)
    const [lineB] = await payoutLines(b.id)
    expect(minor(lineB!.amount.decimal)).toBe(333n * ABEY_MINOR_PER_CENT)

    // Once: running the day again (a second process, a retry) pays nobody again.
    expect(await staff.staffAds.runDisplayDay({ body: { day: yesterday } })).toMatchObject({ alreadyDone: 2, payoutOwners: 0 })
    expect((await abey(a)) - a0).toBe(667n * ABEY_MINOR_PER_CENT)
    expect(await payoutLines(a.id)).toHaveLength(1)

    // The owner sees what each ad earned on the building: A's 6.67 ABEY shared by its two ads to the minor unit.
    const earnedA = (await a.client.ads.networkEarnings()).data
    expect(earnedA.map((r) => [r.day, r.buildingId, r.adId, minor(r.earned.decimal)])).toEqual([
      [yesterday, a.buildingId, first.ad.id, 333_500_000n],
      [yesterday, a.buildingId, second.ad.id, 333_500_000n]
    ])
    expect(earnedA.map((r) => r.adTitle)).toEqual(["Fresh bread", "Cold brew"])
    expect((await b.client.ads.networkEarnings()).data.map((r) => [r.adId, minor(r.earned.decimal)])).toEqual([[first.ad.id, 333n * ABEY_MINOR_PER_CENT]])
    expect((await first.client.ads.networkEarnings()).data).toEqual([])
    // The building's total is the sum of its ads' shares.
    expect((await a.client.ads.buildingsStatus()).data.map((x) => minor(x.earned.decimal))).toEqual([667n * ABEY_MINOR_PER_CENT])

    // Staff see both days: the one under the minimum unpaid.
    const stats = await staff.staffAds.statistics({ query: { from: dayBefore, to: yesterday } })
    expect(stats.payouts).toEqual([
      { day: dayBefore, bvUsd: "0.99", poolUsd: "0", owners: 2, paid: false },
      { day: yesterday, bvUsd: "50", poolUsd: "10", owners: 2, paid: true }
    ])
  })
})
