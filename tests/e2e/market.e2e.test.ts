import { readFileSync } from "node:fs"
import { join } from "node:path"
import { api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import { beforeAll, describe, expect, it } from "vitest"
import { app, cli, logInMember, logInStaff, openPage, shot } from "./support/browser"

/**
 * The store in the browser at 375 px (issue 13 §4): a seller lists iron from the Sell menu, seeing the price, the
 * store's fee and what they will receive before confirming; a second member buys part of it from the Buy menu; both
 * see it in their assets-history; the staff CLI lists it and shows the seller's listings. Minerals cannot be dug yet
 * (Gold Rush is not built), so the seller's iron is a staff grant through the API (staff/assets/grant-resource).
 */
const PASSWORD = "Mark3t#2026pass"
const PHONE = { width: 375, height: 812 }

let ops: Client<typeof api>
const clientWith = (token: string | null): Client<typeof api> => makeClient(api, { baseUrl: app().url, token: () => token, lang: () => "en" })

const register = async (tag: string) => {
  const email = `${tag}.${Date.now()}@example.com`
  const anon = clientWith(null)
  await anon.identity.sendEmailCode({ query: { email } })
  const list = await ops.staff.outbox({ query: { recipient: email, perPage: 1 } })
  const code = /\b(\d{4})\b/.exec(list.data[0]?.body ?? "")?.[1] ?? ""
  const { token } = await anon.identity.checkEmailCode({ query: { email, code } })
  const r = await anon.identity.register({ body: { token, lang: "en", name: tag, password: PASSWORD, password_confirmation: PASSWORD } })
  return { id: String(r.memberId), password: PASSWORD, client: clientWith(r.accessToken) }
}

let seller: Awaited<ReturnType<typeof register>>
let buyer: Awaited<ReturnType<typeof register>>

beforeAll(async () => {
  ops = clientWith(readFileSync(join(app().dataDir, "ops-token"), "utf8").trim())
  seller = await register("seller")
  buyer = await register("buyer")
  await ops.market.staffGrantResource({ body: { memberId: Number(seller.id), resource: "mineral_1", units: 10, reason: "e2e stock" } })
  await ops.ledger.simulateDeposit({ body: { memberId: Number(buyer.id), amount: 100 } })
  await buyer.client.ledger.topUp({ body: { amount: 100 } })
}, 180_000)

describe("market", () => {
  it("lists iron with the fee shown before confirming, sells part of it to a second member, and shows both histories", async () => {
    const sell = await openPage(PHONE)
    await logInMember(sell.page, "marketplace/sell/minerals", seller)
    await sell.page.getByTestId("sell-mineral_1").click()
    await sell.page.getByTestId("sell-quantity").fill("6")
    await sell.page.getByTestId("sell-price").fill("2.5")
    expect(await sell.page.getByTestId("sell-price-total").textContent()).toBe("15 ABEY")
    expect(await sell.page.getByTestId("sell-fee").textContent()).toBe("0.75 ABEY")
    expect(await sell.page.getByTestId("sell-proceeds").textContent()).toBe("14.25 ABEY")
    await shot(sell.page, "90-market-sell-dialog")
    await sell.page.getByTestId("confirm-sell").click()
    await sell.page.getByText("Listed for sale.").waitFor()
    const listing = (await seller.client.market.mine({ query: {} })).data[0]!
    expect(listing).toMatchObject({ quantity: 6, state: "active" })

    const buy = await openPage(PHONE)
    await logInMember(buy.page, "marketplace/buy/minerals", buyer)
    await buy.page.getByTestId(`buy-${listing.id}`).click()
    await buy.page.getByTestId("buy-quantity").fill("4")
    expect(await buy.page.getByTestId("buy-total").textContent()).toBe("Total: 10 ABEY")
    await buy.page.getByTestId("confirm-buy").click()
    await buy.page.getByText("Bought 4 × Iron.").waitFor()
    await shot(buy.page, "91-market-bought")

    await buy.page.goto(`${app().url}/en/assets-history`)
    const bought = buy.page.locator('[data-side="bought"]').first()
    await bought.waitFor()
    expect(await bought.textContent()).toContain("Iron")
    await sell.page.goto(`${app().url}/en/assets-history`)
    const sold = sell.page.locator('[data-side="sold"]').first()
    await sold.waitFor()
    expect(await sold.textContent()).toContain("9.5")
    await shot(sell.page, "92-market-history-seller")

    // The staff CLI sees the listing and the seller's store.
    const listings = cli<{ data: Array<{ id: number; quantity: number }> }>("market", "listings", "--category", "minerals")
    expect(listings.data.find((l) => l.id === listing.id)?.quantity).toBe(2)
    const store = cli<{ listings: Array<{ id: number }> }>("assets", "show", seller.id)
    expect(store.listings.map((l) => l.id)).toContain(listing.id)
    await sell.context.close()
    await buy.context.close()
    expect([...sell.errors, ...buy.errors]).toEqual([])
  }, 240_000)
})

describe("the house's stock", () => {
  it("staff register stock on product-registration; a member buys it from the house and owns it", async () => {
    const staffPage = await openPage(PHONE)
    await logInStaff(staffPage.page, "support")
    // Registered through the page's dialog, as staff do.
    await staffPage.page.goto(`${app().url}/staff/product-registration`)
    await staffPage.page.getByTestId("stock-new").click()
    await staffPage.page.getByTestId("stock-type").selectOption("pet")
    await staffPage.page.getByTestId("stock-name").fill("E2E parrot")
    await staffPage.page.getByTestId("stock-quantity").fill("3")
    await staffPage.page.getByTestId("stock-price").fill("4")
    await staffPage.page.getByTestId("stock-save").click()
    await staffPage.page.getByText("E2E parrot is on the shelf.").waitFor()
    await shot(staffPage.page, "93-market-house-stock-staff")
    const stock = (await ops.market.staffStock({ query: {} })).data.find((l) => l.name === "E2E parrot")!
    expect(stock).toMatchObject({ house: true, quantity: 3, category: "pets" })

    const shop = await openPage(PHONE)
    await logInMember(shop.page, "marketplace/buy/pets", buyer)
    const row = shop.page.getByTestId(`listing-${stock.id}`)
    await row.waitFor()
    expect(await row.textContent()).toContain("The house")
    await shop.page.getByTestId(`buy-${stock.id}`).click()
    expect(await shop.page.getByTestId("buy-total").textContent()).toBe("Total: 4 ABEY")
    await shop.page.getByTestId("confirm-buy").click()
    await shop.page.getByText("Bought 1 × E2E parrot.").waitFor()
    await shot(shop.page, "94-market-bought-from-house")
    const pets = (await buyer.client.market.myAssets()).data.filter((a) => a.name === "E2E parrot")
    expect(pets.map((a) => [a.type, a.state])).toEqual([["pet", "held"]])
    expect((await ops.market.staffStock({ query: {} })).data.find((l) => l.id === stock.id)?.quantity).toBe(2)
    await staffPage.context.close()
    await shop.context.close()
    expect([...staffPage.errors, ...shop.errors]).toEqual([])
  }, 240_000)
})

const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

/**
 * A building listed in the store (issue 13): on the seller's my-assets it shows as listed for sale, with a link to its
 * listing and Cancel listing, and offers neither Place nor Exchange; cancelled, it is theirs to place again; sold, it is
 * on the buyer's list and gone from the seller's.
 */
describe("a listed building on my-assets", () => {
  it("shows as listed for sale with its listing and Cancel listing, returns to normal when cancelled, and moves to the buyer when sold", async () => {
    // A member with one activated plot (a member buys buildings only once they hold land) and a Cottage, through the API.
    const lister = await register("lister")
    await ops.ledger.simulateDeposit({ body: { memberId: Number(lister.id), amount: 20_000 } })
    await lister.client.ledger.topUp({ body: { amount: 20_000 } })
    await lister.client.wallet.saveLegalInfo({ body: LEGAL })
    // A free level-1 land plot away from what other suites buy.
    const around = await lister.client.land.plots({ query: { x: 121, y: 81, radius: 4 } })
    const plot = around.data.filter((p) => p.kind === "land" && p.level === 1 && p.status === "available").map((p) => ({ x: p.x, y: p.y }))[0]!
    await lister.client.land.purchase({ body: { plots: [plot] } })
    await lister.client.land.activate({ body: plot })
    const buildingId = (await lister.client.buildings.buy({ body: { templatesId: 1 } })).building.id

    const listing = await lister.client.market.create({ body: { category: "buildings", buildingId, unitPrice: "5" } })
    const { context, page, errors } = await openPage(PHONE)
    await logInMember(page, "my-assets", lister)
    const row = page.getByTestId(`building-${buildingId}`)
    await page.getByTestId(`listed-${buildingId}`).waitFor()
    expect(await page.getByTestId(`listed-${buildingId}`).textContent()).toBe("Listed for sale")
    expect(await row.getByTestId(`place-${buildingId}`).count()).toBe(0)
    expect(await row.getByTestId(`exchange-${buildingId}`).count()).toBe(0)
    const link = page.getByTestId(`listing-link-${buildingId}`)
    expect(await link.textContent()).toBe(`View listing #${listing.id}`)
    await shot(page, "95-market-listed-building")
    await link.click()
    await page.waitForURL((u) => u.hash === `#listing-${listing.id}`)
    await page.getByTestId(`my-listing-${listing.id}`).waitFor()
    // Its Place screen, opened by its address, says why it cannot be placed (409 BUILDING_LISTED) and links its listing.
    await page.goto(`${app().url}/en/marketplace/place/${buildingId}`)
    await page.getByTestId("place-listed").waitFor()
    expect(await page.getByTestId("place-listed").textContent()).toBe("This building is listed for sale in the store. Cancel its listing first.")
    expect(await page.getByTestId("place-listed-link").getAttribute("href")).toBe(`/en/my-assets#listing-${listing.id}`)
    expect(await page.getByTestId("place-grid").count()).toBe(0)
    await shot(page, "95-market-listed-building-place")
    // The Sell menu does not offer it again.
    await page.goto(`${app().url}/en/marketplace/sell/buildings`)
    await page.getByTestId("market-holdings").waitFor()
    expect(await page.getByTestId(`sell-building-${buildingId}`).count()).toBe(0)

    await page.goto(`${app().url}/en/my-assets`)
    await page.getByTestId(`cancel-listing-${buildingId}`).click()
    await page.getByTestId("confirm-cancel-listing").click()
    await page.getByTestId(`place-${buildingId}`).waitFor()
    expect(await page.getByTestId(`listed-${buildingId}`).count()).toBe(0)
    expect((await lister.client.market.listing({ params: { id: listing.id } })).state).toBe("cancelled")
    // The page's own listings follow: the row now says Cancelled.
    await page.getByTestId(`my-listing-${listing.id}`).getByText("Cancelled").waitFor()

    const again = await lister.client.market.create({ body: { category: "buildings", buildingId, unitPrice: "5" } })
    await buyer.client.market.buy({ body: { listingId: again.id } })
    await page.reload()
    await page.getByTestId(`my-listing-${again.id}`).waitFor()
    expect(await page.getByTestId(`building-${buildingId}`).count()).toBe(0)

    const other = await openPage(PHONE)
    await logInMember(other.page, "my-assets", buyer)
    await other.page.getByTestId(`place-${buildingId}`).waitFor()
    expect(await other.page.getByTestId(`building-${buildingId}`).getAttribute("data-listed")).toBe("false")
    await context.close()
    await other.context.close()
    expect([...errors, ...other.errors]).toEqual([])
  }, 240_000)
})
