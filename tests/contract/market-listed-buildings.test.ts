import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 13, a building listed in the store: it stays on the seller's lists as listed for sale, with the listing that
 * holds it, and nothing offers to place, exchange or sell it again; cancelling returns it to normal; a sale moves it
 * to the buyer's list.
 */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>

const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

const withAbey = async (tag: string, amount: number) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  await staff.ledger.simulateDeposit({ body: { memberId: r.memberId, amount } })
  const client = s.clientWith(r.accessToken)
  await client.ledger.topUp({ body: { amount } })
  return { id: r.memberId, client }
}

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0", MARKET_FEE_BASIS_POINTS: "500" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("a building listed for sale on its owner's lists (issue 13)", () => {
  it("shows as listed with its listing until cancelled, is refused placing, and after a sale is on the buyer's list only", async () => {
    const seller = await withAbey("lseller", 100_000)
    await seller.client.wallet.saveLegalInfo({ body: LEGAL })
    const plots = [0, 1].flatMap((dx) => [0, 1].map((dy) => ({ x: 41 + dx, y: 61 + dy })))
    await seller.client.land.purchase({ body: { plots } })
    for (const p of plots) await seller.client.land.activate({ body: p })
    const villa = (await seller.client.buildings.buy({ body: { templatesId: 3, paymentOption: "abeyBalanceFirst" } })).building
    expect(villa).toMatchObject({ listed: false, listing: null })

    const listing = await seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } })
    const mine = (await seller.client.buildings.owned()).data.find((b) => b.id === villa.id)
    expect(mine).toMatchObject({ placed: false, listed: true, listing: { id: listing.id, category: "buildings" } })
    expect(await seller.client.buildings.building({ query: { id: villa.id } })).toMatchObject({ listed: true, listing: { id: listing.id } })
    const forStaff = (await staff.buildings.staffMemberBuildings({ params: { id: seller.id } })).data.find((b) => b.id === villa.id)
    expect(forStaff).toMatchObject({ listed: true, listing: { id: listing.id } })
    // In escrow: not placeable, not exchangeable, not sellable again.
    const place = await failureOf(seller.client.buildings.place({ body: { buildingId: villa.id, startX: 41, startY: 61, endX: 42, endY: 62 } }))
    expect(place.status).toBe(404)
    const exchange = await failureOf(seller.client.buildings.exchange({ body: { buildingId: villa.id, templatesId: 3 } }))
    expect(exchange.status).toBe(404)
    expect((await failureOf(seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } }))).code).toBe("NOT_ASSET_OWNER")

    await seller.client.market.cancel({ params: { id: listing.id } })
    expect((await seller.client.buildings.owned()).data.find((b) => b.id === villa.id)).toMatchObject({ listed: false, listing: null })
    const stood = await seller.client.buildings.place({ body: { buildingId: villa.id, startX: 41, startY: 61, endX: 42, endY: 62 } })
    expect(stood.building).toMatchObject({ placed: true, listed: false })
    await seller.client.buildings.remove({ query: { buildingId: villa.id } })

    const again = await seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } })
    expect((await seller.client.buildings.owned()).data.find((b) => b.id === villa.id)?.listing?.id).toBe(again.id)
    const buyer = await withAbey("lbuyer", 1000)
    await buyer.client.market.buy({ body: { listingId: again.id } })
    expect((await seller.client.buildings.owned()).data.map((b) => b.id)).not.toContain(villa.id)
    expect((await buyer.client.buildings.owned()).data.find((b) => b.id === villa.id)).toMatchObject({ memberId: buyer.id, listed: false, listing: null })
  })
})
