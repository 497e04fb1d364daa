import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/** Issue 13 over real HTTP: listing minerals and assets, escrow, partial buys with the store fee, cancel, sharing and the staff side. */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>

const registerMember = async (tag: string) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, token: r.accessToken, client: s.clientWith(r.accessToken) }
}

const withAbey = async (tag: string, amount: number) => {
  const m = await registerMember(tag)
  await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount } })
  await m.client.ledger.topUp({ body: { amount } })
  return m
}

const units = async (m: Awaited<ReturnType<typeof registerMember>>, resource: string) => (await m.client.market.myAssets()).resources.find((r) => r.resource === resource)?.units

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0", MARKET_FEE_BASIS_POINTS: "500" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("market (spec §1, §5, §8, §9)", () => {
  it("lists iron into escrow, sells part of it with the fee to the house, cancels the rest back, and keeps both histories", async () => {
    const seller = await registerMember("seller")
    const buyer = await withAbey("buyer", 1000)
    await staff.market.staffGrantResource({ body: { memberId: seller.id, resource: "mineral_1", units: 20, reason: "test stock" } })
    expect(await units(seller, "mineral_1")).toBe(20)

    const terms = await seller.client.market.terms()
    expect(terms.feePercent).toBe("5")
    const bounds = await failureOf(seller.client.market.create({ body: { category: "minerals", resource: "mineral_1", quantity: 10, unitPrice: "100000" } }))
    expect(bounds.status).toBe(422)
    expect(bounds.message).toBe("price must be higher than 0 and lower than 100000")
    const tooMany = await failureOf(seller.client.market.create({ body: { category: "minerals", resource: "mineral_1", quantity: 21, unitPrice: "2.5" } }))
    expect(tooMany.message).toBe("Not enough mineral to sell")
    const wrongShelf = await failureOf(seller.client.market.create({ body: { category: "wood", resource: "mineral_1", quantity: 1, unitPrice: "2.5" } }))
    expect(wrongShelf.fieldErrors?.category?.[0].code).toBe("market.category_mismatch")

    const listing = await seller.client.market.create({ body: { category: "minerals", resource: "mineral_1", quantity: 10, unitPrice: "2.5", days: 7 } })
    expect(listing).toMatchObject({ amount: 10, quantity: 10, state: "active", feePercent: "5", price: { decimal: "25" }, fee: { decimal: "1.25" }, proceeds: { decimal: "23.75" } })
    expect(await units(seller, "mineral_1")).toBe(10)
    const shelf = await buyer.client.market.listings({ query: { category: "minerals" } })
    expect(shelf.data.map((l) => l.id)).toContain(listing.id)

    const own = await failureOf(seller.client.market.buy({ body: { listingId: listing.id, quantity: 1 } }))
    expect(own.fieldErrors?.listingId?.[0].code).toBe("market.own_listing")
    const beyond = await failureOf(buyer.client.market.buy({ body: { listingId: listing.id, quantity: 11 } }))
    expect(beyond.fieldErrors?.quantity?.[0].code).toBe("market.not_enough_listed")

    const bought = await buyer.client.market.buy({ body: { listingId: listing.id, quantity: 4 } })
    expect(bought).toMatchObject({ quantity: 4, price: { decimal: "10" }, fee: { decimal: "0.5" }, listing: { quantity: 6, state: "active" } })
    expect(await units(buyer, "mineral_1")).toBe(4)
    expect((await seller.client.ledger.abeyBalance()).balanceOrdinary.decimal).toBe("9.5")
    expect((await buyer.client.ledger.abeyBalance()).balanceOrdinary.decimal).toBe("990")

    const cancelled = await seller.client.market.cancel({ params: { id: listing.id } })
    expect(cancelled.state).toBe("cancelled")
    expect(await units(seller, "mineral_1")).toBe(16)
    const again = await failureOf(seller.client.market.cancel({ params: { id: listing.id } }))
    expect([again.status, again.code, again.message]).toEqual([409, "LISTING_STATUS_INVALID", "Listing Status Invalid"])
    const late = await failureOf(buyer.client.market.buy({ body: { listingId: listing.id, quantity: 1 } }))
    expect(late.code).toBe("LISTING_STATUS_INVALID")

    const sellerHistory = await seller.client.market.history({ query: {} })
    expect(sellerHistory.data[0]).toMatchObject({ side: "sold", quantity: 4, counterpartyId: buyer.id, fee: { decimal: "0.5" }, net: { decimal: "9.5" } })
    const buyerHistory = await buyer.client.market.history({ query: {} })
    expect(buyerHistory.data[0]).toMatchObject({ side: "bought", quantity: 4, counterpartyId: seller.id, net: { decimal: "10" } })
    const prices = await seller.client.market.priceHistory({ query: { itemKey: "mineral_1" } })
    expect(prices.data.at(-1)).toMatchObject({ units: 4, averageUnitPrice: { decimal: "2.5" } })

    const stats = await staff.market.staffStats({ query: {} })
    expect(stats.data.reduce((n, d) => n + d.units, 0)).toBeGreaterThanOrEqual(4)
  })

  it("sells an asset once, shares by member ID with the spec's limits and codes, and lets staff cancel with a reason", async () => {
    const owner = await registerMember("owner")
    const friend = await withAbey("friend", 500)
    const car = await staff.market.staffGrant({ body: { memberId: owner.id, type: "car", name: "Roadster", reason: "prize" } })
    const skin = await staff.market.staffGrant({ body: { memberId: owner.id, type: "car-skin", name: "Flames", reason: "prize" } })

    const nobody = await failureOf(owner.client.market.share({ body: { assetId: car.id, memberId: 99_999_999 } }))
    expect(nobody.message).toBe("There is no user with this Member ID")
    const skinShare = await failureOf(owner.client.market.share({ body: { assetId: skin.id, memberId: friend.id } }))
    expect([skinShare.status, skinShare.code]).toEqual([403, "SKIN_NOT_SHARABLE"])
    const notMine = await failureOf(friend.client.market.share({ body: { assetId: car.id, memberId: owner.id } }))
    expect([notMine.status, notMine.code]).toEqual([403, "NOT_ASSET_OWNER"])
    for (let i = 0; i < 2; i++) {
      await owner.client.market.share({ body: { assetId: car.id, memberId: friend.id } })
      expect((await friend.client.market.myAssets()).sharedWithMe.map((a) => a.id)).toEqual([car.id])
      const busy = await failureOf(owner.client.market.share({ body: { assetId: car.id, memberId: friend.id } }))
      expect(busy.code).toBe("ASSET_SHARED_NOW")
      const listWhileShared = await failureOf(owner.client.market.create({ body: { category: "vehicles", assetId: car.id, unitPrice: "50" } }))
      expect(listWhileShared.code).toBe("ASSET_SHARED_NOW")
      await owner.client.market.unshare({ body: { assetId: car.id } })
    }
    const limit = await failureOf(owner.client.market.share({ body: { assetId: car.id, memberId: friend.id } }))
    expect([limit.status, limit.code, limit.message]).toEqual([403, "SAME_MEMBER_LIMIT", "Share limit exceeded"])

    const listing = await owner.client.market.create({ body: { category: "vehicles", assetId: car.id, unitPrice: "50" } })
    expect((await owner.client.market.myAssets()).data.find((a) => a.id === car.id)?.state).toBe("listed")
    // In escrow: the owner is told it is listed (409 ASSET_LISTED), not that it is not theirs.
    const listedShare = await failureOf(owner.client.market.share({ body: { assetId: car.id, memberId: friend.id } }))
    expect([listedShare.status, listedShare.code, listedShare.params, listedShare.message]).toEqual([409, "ASSET_LISTED", { assetId: car.id }, "This asset is listed for sale in the store. Cancel its listing first."])
    const listedTwice = await failureOf(owner.client.market.create({ body: { category: "vehicles", assetId: car.id, unitPrice: "50" } }))
    expect([listedTwice.status, listedTwice.code]).toEqual([409, "ASSET_LISTED"])
    expect((await failureOf(s.clientWith(owner.token, "jp").market.share({ body: { assetId: car.id, memberId: friend.id } }))).message).toBe("このアセットはストアに出品中です。先に出品を取り消してください。")
    // Anyone else is still told it is not theirs.
    expect((await failureOf(friend.client.market.share({ body: { assetId: car.id, memberId: owner.id } }))).code).toBe("NOT_ASSET_OWNER")
    await friend.client.market.buy({ body: { listingId: listing.id } })
    expect((await friend.client.market.myAssets()).data.find((a) => a.id === car.id)).toMatchObject({ state: "held", ownerId: friend.id })
    expect((await owner.client.market.listing({ params: { id: listing.id } })).state).toBe("sold")

    const resale = await friend.client.market.create({ body: { category: "vehicles", assetId: car.id, unitPrice: "60" } })
    const reason = "Listing breaks the store rules"
    const byStaff = await staff.market.staffCancel({ params: { id: resale.id }, body: { reason } })
    expect(byStaff.state).toBe("cancelled")
    expect((await friend.client.market.myAssets()).data.find((a) => a.id === car.id)?.state).toBe("held")
    const member = await staff.market.staffMember({ params: { id: friend.id } })
    expect(member.listings.map((l) => [l.id, l.state])).toContainEqual([resale.id, "cancelled"])
    expect(member.assets.map((a) => a.id)).toContain(car.id)
    const audit = await staff.staff.audit({ query: { targetType: "listing", targetId: String(resale.id) } })
    expect(JSON.stringify(audit.data)).toContain(reason)
  })
})

const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

/** A seller with 2×2 activated PLOTs from (x, y) and a Villa (2×2) bought on them, not placed. */
const withVilla = async (tag: string, x: number, y: number) => {
  const seller = await withAbey(tag, 100_000)
  await seller.client.wallet.saveLegalInfo({ body: LEGAL })
  const plots = [0, 1].flatMap((dx) => [0, 1].map((dy) => ({ x: x + dx, y: y + dy })))
  await seller.client.land.purchase({ body: { plots } })
  for (const p of plots) await seller.client.land.activate({ body: p })
  const villa = (await seller.client.buildings.buy({ body: { templatesId: 3, paymentOption: "abeyBalanceFirst" } })).building
  return { seller, villa }
}

describe("the house's primary stock and owned buildings (issue 13)", () => {
  it("staff register stock; a member buys it from the house (whole price to the house, new assets); staff revise it (audited before/after) and withdraw it", async () => {
    const seeded = await staff.market.staffStock({ query: {} })
    expect(seeded.meta.total).toBeGreaterThan(0)
    const badPrice = await failureOf(staff.market.staffStockCreate({ body: { assetType: "pet", name: "Gold dragon", quantity: 3, unitPrice: "2000000" } }))
    expect(badPrice.fieldErrors?.unitPrice?.[0].code).toBe("market.price_bounds")
    const stock = await staff.market.staffStockCreate({ body: { assetType: "pet", name: "Test fox", quantity: 3, unitPrice: "10" } })
    expect(stock).toMatchObject({ house: true, ownerId: null, itemKind: "stock", category: "pets", assetType: "pet", itemKey: "asset:pet", amount: 3, quantity: 3, fee: { decimal: "0" } })

    const buyer = await withAbey("stockbuyer", 100)
    const denied = await failureOf(buyer.client.market.staffStockCreate({ body: { assetType: "pet", name: "x", quantity: 1, unitPrice: "1" } }))
    expect(denied.status).toBe(401)
    const shelf = await buyer.client.market.listings({ query: { category: "pets" } })
    expect(shelf.data.find((l) => l.id === stock.id)).toMatchObject({ house: true, name: "Test fox" })
    const bought = await buyer.client.market.buy({ body: { listingId: stock.id, quantity: 2 } })
    expect(bought).toMatchObject({ quantity: 2, price: { decimal: "20" }, fee: { decimal: "0" }, listing: { quantity: 1, state: "active" } })
    expect(Number((await buyer.client.ledger.abeyBalance()).balanceOrdinary.decimal)).toBe(80)
    const pets = (await buyer.client.market.myAssets()).data.filter((a) => a.type === "pet")
    expect(pets.map((a) => [a.name, a.category, a.state])).toEqual([["Test fox", "pets", "held"], ["Test fox", "pets", "held"]])
    const history = await buyer.client.market.history({ query: {} })
    expect(history.data[0]).toMatchObject({ side: "bought", counterpartyId: null, quantity: 2, price: { decimal: "20" } })
    // What the buyer got from the house, they may sell on as their own asset.
    const resale = await buyer.client.market.create({ body: { category: "pets", assetId: pets[0]!.id, unitPrice: "12" } })
    expect(resale).toMatchObject({ house: false, ownerId: buyer.id, itemKey: "asset:pet" })

    const revised = await staff.market.staffStockRevise({ params: { id: stock.id }, body: { quantity: 5, unitPrice: "12.5" } })
    expect(revised).toMatchObject({ amount: 7, quantity: 5, unitPrice: { decimal: "12.5" } })
    const audit = await staff.staff.audit({ query: { targetType: "listing", targetId: String(stock.id) } })
    const entry = audit.data.find((a) => a.action === "market.stock.revise")
    expect(entry?.details).toMatchObject({ before: { amount: 3, quantity: 1, unitPrice: "1000000000" }, after: { amount: 7, quantity: 5, unitPrice: "1250000000" } })

    await staff.market.staffCancel({ params: { id: stock.id }, body: { reason: "End of season" } })
    const gone = await failureOf(buyer.client.market.buy({ body: { listingId: stock.id } }))
    expect(gone.code).toBe("LISTING_STATUS_INVALID")
    const late = await failureOf(staff.market.staffStockRevise({ params: { id: stock.id }, body: { quantity: 1, unitPrice: "1" } }))
    expect(late.code).toBe("LISTING_STATUS_INVALID")
    const notStock = await failureOf(staff.market.staffStockRevise({ params: { id: resale.id }, body: { quantity: 1, unitPrice: "1" } }))
    expect(notStock.status).toBe(404)
  })

  it("lists an owned building only once it is off its PLOTs, keeps it in escrow, and moves it to the buyer in one purchase", async () => {
    const { seller, villa } = await withVilla("bseller", 31, 51)
    await seller.client.buildings.place({ body: { buildingId: villa.id, startX: 31, startY: 51, endX: 32, endY: 52 } })
    const forSale = (await seller.client.market.myAssets()).buildings.find((b) => b.id === villa.id)
    expect(forSale).toMatchObject({ state: "placed", category: "buildings", name: "Villa" })

    const placed = await failureOf(seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } }))
    expect([placed.status, placed.code]).toEqual([403, "BUILDING_PLACED"])
    await seller.client.buildings.remove({ query: { buildingId: villa.id } })
    const wrongShelf = await failureOf(seller.client.market.create({ body: { category: "virtualbuildings", buildingId: villa.id, unitPrice: "700" } }))
    expect(wrongShelf.fieldErrors?.category?.[0].code).toBe("market.category_mismatch")
    const listing = await seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } })
    expect(listing).toMatchObject({ itemKind: "building", buildingId: villa.id, itemKey: "building:3", name: "Villa", fee: { decimal: "35" }, proceeds: { decimal: "665" } })
    // In escrow: out of the seller's hands until the listing ends.
    expect((await seller.client.market.myAssets()).buildings.find((b) => b.id === villa.id)?.state).toBe("listed")
    const escrowed = await failureOf(seller.client.buildings.place({ body: { buildingId: villa.id, startX: 31, startY: 51, endX: 32, endY: 52 } }))
    expect([escrowed.status, escrowed.code, escrowed.params]).toEqual([409, "BUILDING_LISTED", { buildingId: villa.id, listingId: listing.id }])
    const twice = await failureOf(seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } }))
    expect([twice.status, twice.code, twice.params]).toEqual([409, "BUILDING_LISTED", { buildingId: villa.id, listingId: listing.id }])

    const buyer = await withAbey("bbuyer", 1000)
    const sellerBefore = Number((await seller.client.ledger.abeyBalance()).balanceOrdinary.decimal)
    await buyer.client.market.buy({ body: { listingId: listing.id } })
    expect(Number((await seller.client.ledger.abeyBalance()).balanceOrdinary.decimal)).toBe(sellerBefore + 665)
    expect(Number((await buyer.client.ledger.abeyBalance()).balanceOrdinary.decimal)).toBe(300)
    expect((await buyer.client.buildings.owned()).data.map((b) => b.id)).toContain(villa.id)
    expect((await seller.client.buildings.owned()).data.map((b) => b.id)).not.toContain(villa.id)
    expect((await buyer.client.market.myAssets()).buildings.find((b) => b.id === villa.id)?.state).toBe("held")
    const sale = (await buyer.client.market.history({ query: {} })).data[0]
    expect(sale).toMatchObject({ side: "bought", counterpartyId: seller.id, itemKey: "building:3" })
  })
})

describe("a building listed for sale on its owner's lists (issue 13)", () => {
  it("shows as listed with its listing until cancelled, is refused placing, and after a sale is on the buyer's list only", async () => {
    const { seller, villa } = await withVilla("lseller", 41, 61)
    expect(villa).toMatchObject({ listed: false, listing: null })

    const listing = await seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } })
    const mine = (await seller.client.buildings.owned()).data.find((b) => b.id === villa.id)
    expect(mine).toMatchObject({ placed: false, listed: true, listing: { id: listing.id, category: "buildings" } })
    expect(await seller.client.buildings.building({ query: { id: villa.id } })).toMatchObject({ listed: true, listing: { id: listing.id } })
    const forStaff = (await staff.buildings.staffMemberBuildings({ params: { id: seller.id } })).data.find((b) => b.id === villa.id)
    expect(forStaff).toMatchObject({ listed: true, listing: { id: listing.id } })
    // In escrow: not placeable, removable, exchangeable, mintable or sellable again, each refused with why (409
    // BUILDING_LISTED, the listing that holds it, the message in the caller's language), never as if it did not exist.
    const refusals = [
      await failureOf(seller.client.buildings.place({ body: { buildingId: villa.id, startX: 41, startY: 61, endX: 42, endY: 62 } })),
      await failureOf(seller.client.buildings.remove({ query: { buildingId: villa.id } })),
      await failureOf(seller.client.buildings.exchange({ body: { buildingId: villa.id, templatesId: 3 } })),
      await failureOf(seller.client.buildings.nftMint({ body: { buildingId: villa.id, confirm: true } })),
      await failureOf(seller.client.market.create({ body: { category: "buildings", buildingId: villa.id, unitPrice: "700" } }))
    ]
    for (const r of refusals) expect([r.status, r.code, r.params, r.message]).toEqual([409, "BUILDING_LISTED", { buildingId: villa.id, listingId: listing.id }, "This building is listed for sale in the store. Cancel its listing first."])
    const inRussian = await failureOf(s.clientWith(seller.token, "ru").buildings.place({ body: { buildingId: villa.id, startX: 41, startY: 61, endX: 42, endY: 62 } }))
    expect(inRussian.message).toBe("Это здание выставлено на продажу в магазине. Сначала снимите его с продажи.")
    // Another member's building is still not found: the refusal tells only the owner that it is listed.
    const stranger = await registerMember("lstranger")
    expect((await failureOf(stranger.client.buildings.place({ body: { buildingId: villa.id, startX: 41, startY: 61, endX: 42, endY: 62 } }))).status).toBe(404)

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
