import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { liveClient } from "../support/live-client"
import { type TestServer, startTestServer } from "../support/server"

/** Issue 12 over real HTTP: buy, place, remove and exchange buildings, the map's buildings and building/update. */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

const registerMember = async (tag: string) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, client: s.clientWith(r.accessToken) }
}

/** A member with ABEY and the 3×2 block at (x0, y0) bought; `activate` says which of its plots to activate. */
const landowner = async (tag: string, x0: number, y0: number) => {
  const m = await registerMember(tag)
  await m.client.wallet.saveLegalInfo({ body: LEGAL })
  await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 100_000 } })
  await m.client.ledger.topUp({ body: { amount: 100_000 } })
  const plots = [0, 1, 2].flatMap((dx) => [0, 1].map((dy) => ({ x: x0 + dx, y: y0 + dy })))
  await m.client.land.purchase({ body: { plots } })
  return { ...m, plots }
}

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("buildings (spec §5, §7, §8)", () => {
  it("sells the catalogue, needs a PLOT activated within 360 days, places, refuses in the spec's words, removes and exchanges", async () => {
    const m = await landowner("builder", 21, 41)
    const catalog = await m.client.buildings.catalog()
    expect(catalog.data.map((t) => [t.size, t.plots])).toEqual([["1x1", 1], ["2x1", 2], ["2x2", 4], ["3x3", 9], ["4x4", 16], ["5x5", 25]])
    expect(catalog.data[0]!.paymentOptions).toContain("tickets")
    expect(catalog.data[1]!.paymentOptions).not.toContain("tickets")

    const early = await failureOf(m.client.buildings.buy({ body: { templatesId: 3 } }))
    expect(early.status).toBe(422)
    expect(early.message).toBe("Need to own a PLOT before purchasing buildings")
    expect(await m.client.identity.me()).toMatchObject({ memberHasPlots: true, is3DPremiumBuildingExists: false })

    for (const p of m.plots) await m.client.land.activate({ body: p })
    const before = await m.client.ledger.abeyBalance()
    const villa = await m.client.buildings.buy({ body: { templatesId: 3, paymentOption: "abeyBalanceFirst" } })
    expect(villa.building).toMatchObject({ size: "2x2", placed: false, name: "Villa" })
    expect(villa.paidOrdinary.decimal).toBe("600")
    expect(Number((await m.client.ledger.abeyBalance()).balanceOrdinary.decimal)).toBe(Number(before.balanceOrdinary.decimal) - 600)
    const cottage = await m.client.buildings.buy({ body: { templatesId: 1 } })
    const tickets = await failureOf(m.client.buildings.buy({ body: { templatesId: 2, paymentOption: "tickets" } }))
    expect(tickets.fieldErrors?.paymentOption?.[0].code).toBe("buildings.payment_option_unavailable")

    const owned = await m.client.buildings.owned()
    expect(owned.data.map((b) => b.id).sort()).toEqual([villa.building.id, cottage.building.id].sort())
    expect((await m.client.buildings.availableAreas()).plots).toHaveLength(6)

    const wrongShape = await failureOf(m.client.buildings.place({ body: { buildingId: villa.building.id, startX: 21, startY: 41, endX: 23, endY: 41 } }))
    expect(wrongShape.fieldErrors?.area?.[0].code).toBe("buildings.area_not_footprint")
    const notMine = await failureOf(m.client.buildings.place({ body: { buildingId: villa.building.id, startX: 23, startY: 41, endX: 24, endY: 42 } }))
    expect(notMine.message).toBe("Some PLOTs are unavailable for building")

    const live = await liveClient(s.url, ["building/update", "plot/update"])
    const placed = await m.client.buildings.place({ body: { buildingId: villa.building.id, startX: 21, startY: 41, endX: 22, endY: 42 } })
    expect(placed.building).toMatchObject({ placed: true, area: { startX: 21, startY: 41, endX: 22, endY: 42 } })
    const ev = await live.waitFor((e) => e.topic === "building/update", 2_000)
    live.ws.close()
    expect(ev?.payload).toMatchObject({ buildingId: villa.building.id, isRemoved: false, event: "place" })
    expect((await m.client.land.plot({ query: { x: 22, y: 42 } })).plot.status).toBe("placed")
    const map = await m.client.buildings.mapBuildings({ query: {} })
    expect(map.rows).toContainEqual([villa.building.id, m.id, 3, 21, 41, 22, 42])

    const again = await failureOf(m.client.buildings.place({ body: { buildingId: villa.building.id, startX: 21, startY: 41, endX: 22, endY: 42 } }))
    expect(again).toMatchObject({ status: 403, code: "BUILDING_PLACED", message: "Building already placed" })
    const occupied = await failureOf(m.client.buildings.place({ body: { buildingId: cottage.building.id, startX: 22, startY: 42, endX: 22, endY: 42 } }))
    expect(occupied.message).toBe("The PLOT 22,42 is already occupied")

    const placedExchange = await failureOf(m.client.buildings.exchange({ body: { buildingId: villa.building.id, templatesId: 4 } }))
    expect(placedExchange).toMatchObject({ status: 403, code: "BUILDING_PLACED" })
    const noPrice = await failureOf(m.client.buildings.exchangePrice({ query: { buildingId: villa.building.id, templatesId: 6 } }))
    expect(noPrice).toMatchObject({ status: 404, code: "PRICE_NOT_FOUND", message: "Price not found" })

    const removed = await m.client.buildings.remove({ query: { buildingId: villa.building.id } })
    expect(removed.building.placed).toBe(false)
    expect((await m.client.land.plot({ query: { x: 22, y: 42 } })).plot.status).toBe("owned")

    const estimate = await m.client.buildings.exchangeEstimate({ query: { buildingId: villa.building.id, templatesId: 2 } })
    expect(estimate).toMatchObject({ kind: "downgrade", pay: { decimal: "0" }, refund: { decimal: "350" }, paymentOption: "abeyBalanceFirst" })
    const bonusBefore = (await m.client.ledger.abeyBalance()).balanceBonus.decimal
    const down = await m.client.buildings.exchange({ body: { buildingId: villa.building.id, templatesId: 2 } })
    expect(down).toMatchObject({ kind: "downgrade", amount: { decimal: "350" }, building: { size: "2x1", name: "Townhouse" } })
    expect(Number((await m.client.ledger.abeyBalance()).balanceBonus.decimal)).toBe(Number(bonusBefore) + 350)
    const history = await m.client.buildings.exchangeHistory()
    expect(history.data[0]).toMatchObject({ fromName: "Villa", toName: "Townhouse", kind: "downgrade" })
    expect((await m.client.buildings.purchaseHistory()).data).toHaveLength(2)
    expect((await m.client.buildings.sizeMapType()).data.map((r) => r.plots)).toEqual([1, 2, 4, 9, 16, 25])
  })

  it("lets staff see a member's buildings and remove one with a reason in the audit log", async () => {
    const m = await landowner("staffed", 31, 41)
    for (const p of m.plots) await m.client.land.activate({ body: p })
    const b = await m.client.buildings.buy({ body: { templatesId: 2 } })
    await m.client.buildings.place({ body: { buildingId: b.building.id, startX: 31, startY: 41, endX: 31, endY: 42 } })
    expect((await m.client.buildings.building({ query: { id: b.building.id } })).direction).toBe("vertical")
    // The spec's payload field names (§3 Building: buildingId, templatesId) name them too.
    expect((await m.client.buildings.building({ query: { buildingId: b.building.id } })).id).toBe(b.building.id)
    expect((await m.client.buildings.template({ query: { templatesId: b.building.templateId } })).id).toBe(b.building.templateId)
    expect((await failureOf(m.client.buildings.building({ query: {} }))).fieldErrors?.buildingId?.[0]?.code).toBe("validation.required")
    expect((await failureOf(m.client.buildings.template({ query: {} }))).fieldErrors?.templatesId?.[0]?.code).toBe("validation.required")
    const list = await staff.buildings.staffMemberBuildings({ params: { id: m.id } })
    expect(list.data).toEqual([expect.objectContaining({ id: b.building.id, placed: true })])
    const r = await staff.buildings.staffRemove({ params: { id: b.building.id }, body: { reason: "Blocks the plaza entrance" } })
    expect(r.building.placed).toBe(false)
    expect((await failureOf(m.client.buildings.staffTemplates())).status).toBe(401)
  })

  it("mints a building to the confirmed linked wallet once, after the checkbox, and lists it on the NFT profile", async () => {
    const m = await landowner("minter", 51, 41)
    await m.client.land.activate({ body: m.plots[0]! })
    const b = await m.client.buildings.buy({ body: { templatesId: 1 } })
    expect((await failureOf(m.client.buildings.nftMint({ body: { buildingId: b.building.id, confirm: false } }))).fieldErrors?.confirm?.[0].code).toBe("land.mint_confirm")
    expect((await failureOf(m.client.buildings.nftMint({ body: { buildingId: b.building.id, confirm: true } }))).message).toBe("ABEY Wallet is not linked.")
    const address = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
    await m.client.wallet.bind({ body: { address } })
    // Bound but not confirmed: still refused, and nothing reaches the chain.
    expect((await failureOf(m.client.buildings.nftMint({ body: { buildingId: b.building.id, confirm: true } }))).message).toBe("ABEY Wallet is not linked.")
    const tokens = () => sql<{ tx_hash: string; to_address: string }>`select tx_hash, to_address from chain_sim_nfts where collection = 'building' and token_id = ${String(b.building.id)}`.execute(s.db.db).then((r) => r.rows)
    expect(await tokens()).toEqual([])
    await m.client.wallet.confirm({ body: { address } })
    const minted = await m.client.buildings.nftMint({ body: { buildingId: b.building.id, confirm: true } })
    expect(minted).toMatchObject({ address, building: { minted: true } })
    // Minted through the chain adapter: the simulated chain holds the token, to that address, under the answer's hash.
    expect(await tokens()).toEqual([{ tx_hash: minted.txHash, to_address: address }])
    expect((await failureOf(m.client.buildings.nftMint({ body: { buildingId: b.building.id, confirm: true } }))).fieldErrors?.buildingId?.[0].code).toBe("buildings.already_minted")
    expect((await m.client.buildings.nftProfile()).data.map((x) => x.id)).toEqual([b.building.id])
  })

  it("lets staff change a template's price and exchange targets on product-registration, audited with what they were", async () => {
    const admin = s.clientWith((await s.anon.staff.login({ body: { email: "admin@interworld.local", password: "Admin#2026pass" } })).accessToken)
    const sky = (await admin.buildings.staffTemplates()).data.find((t) => t.id === 6)!
    expect(sky.exchangeableTo).toEqual([5])
    const body = { id: 6, name: sky.name, size: sky.size, price: "4800", ticketPrice: null, exchangeableTo: [4, 5], premium3d: sky.premium3d, virtual: sky.virtual, active: true, image: sky.image }
    expect((await failureOf(admin.buildings.staffSaveTemplate({ body: { ...body, exchangeableTo: [6] } }))).fieldErrors?.exchangeableTo?.[0].code).toBe("buildings.exchange_target")
    const saved = await admin.buildings.staffSaveTemplate({ body })
    expect([Number(saved.price.decimal), saved.exchangeableTo]).toEqual([4800, [4, 5]])
    const audit = await admin.staff.audit({ query: { targetType: "building_template", targetId: "6" } })
    expect(audit.data[0]).toMatchObject({ action: "buildings.template.update", details: { price: "480000000000", exchangeableTo: [4, 5], before: { price: "500000000000", exchangeableTo: [5] } } })
  })
})
