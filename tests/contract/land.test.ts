import { applyDelta, cellAt, decodeDelta, decodeSnapshot, mapDocumentKind } from "@iw/contracts"
import { sql } from "kysely"
import { liveClient } from "../support/live-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/** Issue 4 over real HTTP: the map calls, purchase all or nothing, activation, minting, the binary snapshot. */
let s: TestServer
let demo: ReturnType<TestServer["clientWith"]>
let staff: ReturnType<TestServer["clientWith"]>
let demoToken: string

const registerMember = async (tag: string) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, client: s.clientWith(r.accessToken) }
}
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

const snapshot = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.url}/api/public/map/snapshot`, { headers })
  return { res, bytes: res.status === 200 ? new Uint8Array(await res.arrayBuffer()) : null }
}

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  demoToken = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  demo = s.clientWith(demoToken)
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("map (spec §7 Map)", () => {
  it("member/map pages the 15,900-plot world 12000 at a time with meta total/perPage/to", async () => {
    const first = await demo.land.map({ query: {} })
    expect(first.meta).toMatchObject({ total: 15900, perPage: 12000, to: 12000 })
    expect(first.data).toHaveLength(12000)
    expect(first.data[0]).toMatchObject({ x: 0, y: 0 })
    const second = await demo.land.map({ query: { page: 2 } })
    expect(second.meta).toMatchObject({ total: 15900, perPage: 12000, to: 15900 })
    expect(second.data).toHaveLength(3900)
    const small = await demo.land.map({ query: { perPage: 10 } })
    expect(small.meta).toMatchObject({ perPage: 10, to: 10 })
  })

  it("takes a plot id in one form with the world's range: coordinates from 0, 'x,y' as text", async () => {
    const res = await fetch(`${s.url}/api/member/plot?x=-1&y=3`, { headers: { authorization: `Bearer ${demoToken}` } })
    expect(res.status).toBe(422)
    expect((await res.json()).errors.x[0]).toEqual({ code: "validation.between.numeric", params: { min: 0, max: 100_000 } })
    const cart = await fetch(`${s.url}/api/member/plots/cart`, { method: "POST", headers: { authorization: `Bearer ${demoToken}`, "content-type": "application/json" }, body: JSON.stringify({ plots: [{ x: 2, y: -4 }] }) })
    expect(cart.status).toBe(422)
    expect((await cart.json()).errors["plots.0.y"][0].code).toBe("validation.between.numeric")
    expect((await failureOf(demo.ledger.ticketHistory({ query: { plotId: "north" } }))).fieldErrors?.plotId?.[0].code).toBe("ledger.plot_format")
    expect((await demo.ledger.ticketHistory({ query: { plotId: "1,1" } })).data).toBeDefined()
  })

  it("answers districts, the district at a point, plots around a point, one plot, tiles, statistics and reserved areas", async () => {
    const districts = await demo.land.districts()
    expect(districts.data).toHaveLength(6)
    expect(districts.data.reduce((n, d) => n + d.plots, 0)).toBe(15900)
    expect((await demo.land.district({ query: { x: 1, y: 1 } })).name).toBe("Genesis")
    expect((await demo.land.plots({ query: { x: 5, y: 5, radius: 2 } })).data).toHaveLength(25)
    const one = await demo.land.plot({ query: { x: 1, y: 1 } })
    expect(one.plot).toMatchObject({ x: 1, y: 1, level: 1, status: "available", kind: "land", price: { decimal: "100" }, ownerId: null })
    expect((await failureOf(demo.land.plot({ query: { x: 999, y: 999 } }))).status).toBe(404)
    const tiles = await demo.land.tiles()
    expect(tiles).toMatchObject({ tileSize: 32, width: 150, height: 106 })
    expect(tiles.data.reduce((n, t) => n + t.plots, 0)).toBe(15900)
    const stats = await demo.land.statistics()
    expect(stats.total).toBe(15900)
    expect(stats.byStatus.reserved).toBe(25)
    expect(stats.byLevel.map((l) => l.level)).toEqual([1, 2, 3, 4])
    expect((await demo.land.reservedAreas()).data).toEqual([])
  })
})

describe("purchase (spec §5, §8)", () => {
  it("needs verified legal information, refuses past the cart limit and off-land coordinates with the spec's texts", async () => {
    const noLegal = await failureOf(demo.land.purchase({ body: { plots: [{ x: 1, y: 1 }] } }))
    expect(noLegal.fieldErrors?.legalInfo?.[0].code).toBe("land.legal_info_required")
    await demo.wallet.saveLegalInfo({ body: LEGAL })
    const many = Array.from({ length: 31 }, (_, i) => ({ x: 1 + (i % 9), y: 1 + Math.floor(i / 9) }))
    const full = await failureOf(demo.land.purchase({ body: { plots: many } }))
    expect(full.fieldErrors?.plots?.[0]).toEqual({ code: "land.cart_limit", params: { limit: 30 } })
    expect(full.message).toBe("Cart limit exceeded")
    const road = await failureOf(demo.land.purchase({ body: { plots: [{ x: 10, y: 1 }] } }))
    expect(road.message).toBe("PLOT 10,1 is not available for purchase")
    const cart = await demo.land.cart({ body: { plots: [{ x: 1, y: 1 }, { x: 10, y: 1 }, { x: 75, y: 53 }] } })
    expect(cart.data.map((l) => l.state)).toEqual(["in_cart", "unavailable", "reserved"])
    expect(cart.total.decimal).toBe("100")
  })

  it("buys several plots all or nothing, paid bonus first, and never charges a refused purchase", async () => {
    const before = await demo.ledger.abeyBalance()
    expect(before.balanceBonus.decimal).toBe("300")
    const bought = await demo.land.purchase({ body: { plots: [{ x: 1, y: 1 }, { x: 2, y: 1 }] } })
    expect(bought.plots.map((p) => [p.x, p.y, p.status, p.ownerId])).toEqual([[1, 1, "sold", 100001], [2, 1, "sold", 100001]])
    expect(bought).toMatchObject({ total: { decimal: "200" }, paidBonus: { decimal: "200" }, paidOrdinary: { decimal: "0" } })
    const after = await demo.ledger.abeyBalance()
    expect(after.balanceBonus.decimal).toBe("100")
    expect(after.balanceOrdinary.decimal).toBe(before.balanceOrdinary.decimal)

    const clash = await failureOf(demo.land.purchase({ body: { plots: [{ x: 3, y: 1 }, { x: 1, y: 1 }] } }))
    expect(clash.status).toBe(422)
    expect(clash.fieldErrors?.plots?.[0]).toEqual({ code: "land.unavailable", params: { coordinates: "1,1" } })
    expect(clash.message).toBe("Some of the selected lands have been sold, are unavailable or are temporarily unavailable")
    expect((await demo.land.plot({ query: { x: 3, y: 1 } })).plot.status).toBe("available")
    expect(await demo.ledger.abeyBalance()).toEqual(after)
    const mine = await demo.land.myPlots({ query: {} })
    expect(mine.meta).toMatchObject({ total: 2, perPage: 15 })

    const poor = await registerMember("poor")
    await poor.client.wallet.saveLegalInfo({ body: LEGAL })
    const broke = await failureOf(poor.client.land.purchase({ body: { plots: [{ x: 3, y: 1 }] } }))
    expect(broke.message).toBe("You don't have enough ABEY for buy.")
    expect((await demo.land.plot({ query: { x: 3, y: 1 } })).plot.status).toBe("available")
  })

  it("publishes plot/update on the live channel when a purchase commits", async () => {
    const client = await liveClient(s.url)
    await demo.land.purchase({ body: { plots: [{ x: 4, y: 1 }] } })
    const ev = await client.waitFor((e) => e.topic === "plot/update", 1_000)
    client.ws.close()
    expect(ev?.payload?.plots).toEqual([expect.objectContaining({ x: 4, y: 1, status: "sold", ownerId: 100001 })])
  })
  it("answers the facts a client only shows: what the member may do with a plot, the activation offer, the cart limit, plots held", async () => {
    const { data } = await demo.land.myPlots({ query: {} })
    const own = data.find((p) => p.kind === "land" && !p.minted)!
    expect(own).toMatchObject({ canActivate: true, canMint: true, activationOffer: { days: 360 } })
    const detail = await demo.land.plot({ query: { x: own.x, y: own.y } })
    expect(detail).toMatchObject({ mine: true, canActivate: true, canMint: true, cartLimit: 30 })
    // 10% of the price, at the ledger's ABEY scale; an activation started now would end 360 days from now.
    expect(Number(detail.activationOffer.fee.decimal)).toBeCloseTo(Number(detail.plot.price.decimal) / 10, 8)
    expect(Math.abs(detail.activationOffer.endsAt.getTime() - (Date.now() + 360 * 86_400_000))).toBeLessThan(60_000)
    const forSale = await demo.land.plot({ query: { x: 5, y: 7 } })
    expect(forSale).toMatchObject({ mine: false, canActivate: false, canMint: false, plot: { status: "available" } })
    const stats = await demo.land.statistics()
    expect(stats.held).toBe(["sold", "owned", "minted", "staked", "placed"].reduce((n, st) => n + (stats.byStatus[st] ?? 0), 0))
    expect(stats.held).toBeGreaterThan(0)
  })
})

describe("world snapshot and delta (issue 4 §2)", () => {
  it("the derived client reads the binary endpoints: bytes, ETag, 304 and the world version, and the delta", async () => {
    const first = await s.anon.land.snapshot()
    const world = decodeSnapshot(first.bytes)
    expect(first.headers["X-World-Version"]).toBe(world.version)
    expect(first.etag).toMatch(/^"w\d+/)
    const again = await s.anon.land.snapshot({}, { ifNoneMatch: first.etag })
    expect(again).toMatchObject({ notModified: true, etag: first.etag, headers: { "X-World-Version": world.version } })
    const delta = await s.anon.land.delta({ query: { since: world.version } })
    expect(delta.headers["X-World-Version"]).toBe(world.version)
    expect(decodeDelta(delta.bytes).changes).toEqual([])
  })

  it("serves a versioned binary snapshot with an ETag, 304 when unchanged, and a delta since a version", async () => {
    const first = await snapshot()
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get("content-type")).toContain("application/octet-stream")
    const etag = first.res.headers.get("etag")!
    const a = decodeSnapshot(first.bytes!)
    expect(a).toMatchObject({ x0: 0, y0: 0, width: 150, height: 106 })
    expect(cellAt(a, 1, 1)).toMatchObject({ state: "sold", owner: 100001, level: 1, kind: "land" })
    expect(cellAt(a, 10, 1)).toMatchObject({ state: "unavailable", kind: "road", owner: 0 })
    expect(cellAt(a, 75, 53)).toMatchObject({ state: "reserved", kind: "plaza" })
    expect(cellAt(a, 5, 5)).toMatchObject({ state: "available" })
    expect(first.bytes!.length).toBeLessThan(32 + 15900 + 100)
    expect((await snapshot({ "if-none-match": etag })).res.status).toBe(304)

    await demo.land.purchase({ body: { plots: [{ x: 5, y: 5 }, { x: 6, y: 5 }] } })
    const second = await snapshot({ "if-none-match": etag })
    expect(second.res.status).toBe(200)
    expect(second.res.headers.get("etag")).not.toBe(etag)
    const b = decodeSnapshot(second.bytes!)
    expect(b.version).toBeGreaterThan(a.version)
    expect(cellAt(b, 5, 5)).toMatchObject({ state: "sold", owner: 100001 })

    const res = await fetch(`${s.url}/api/public/map/delta?since=${a.version}`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(mapDocumentKind(bytes)).toBe("delta")
    const delta = decodeDelta(bytes)
    expect(delta.changes).toHaveLength(2)
    expect(applyDelta(a, delta)).toEqual(b)
    const none = decodeDelta(new Uint8Array(await (await fetch(`${s.url}/api/public/map/delta?since=${b.version}`)).arrayBuffer()))
    expect(none.changes).toEqual([])
    expect((await fetch(`${s.url}/api/public/map/delta?since=x`)).status).toBe(422)
  })
})

describe("activation (spec §5, §8, §9)", () => {
  it("activates an owned plot for 360 days once per window, sold → owned, and refuses a stranger", async () => {
    const r = await demo.land.activate({ body: { x: 1, y: 1 } })
    expect(r.plot.status).toBe("owned")
    expect(r.fee.decimal).toBe("10")
    expect(Math.round((r.activation.expiresAt.getTime() - r.activation.activatedAt.getTime()) / 86_400_000)).toBe(360)
    expect((await failureOf(demo.land.activate({ body: { x: 1, y: 1 } }))).fieldErrors?.plot?.[0].code).toBe("land.activation_active")
    expect((await failureOf(demo.land.activate({ body: { x: 3, y: 1 } }))).fieldErrors?.plot?.[0].code).toBe("land.not_owned")
    const detail = await demo.land.plot({ query: { x: 1, y: 1 } })
    expect(detail).toMatchObject({ mine: true, activeNow: true })
  })

  it("a level 4 plot in phase 2 needs two side-by-side activated plots", async () => {
    const reg = await staff.land.register({ body: { area: { x0: 141, y0: 101, x1: 143, y1: 101 }, level: 4, price: "1", kind: "land" } })
    expect(reg.count).toBe(3)
    await demo.land.purchase({ body: { plots: [{ x: 141, y: 101 }] } })
    const refused = await failureOf(demo.land.activate({ body: { x: 141, y: 101 } }))
    expect(refused.fieldErrors?.plot?.[0].code).toBe("land.activation_requirement")
    expect(refused.message).toMatch(/^Land activation requirement/)
    await demo.land.activate({ body: { x: 2, y: 1 } })
    expect((await demo.land.activate({ body: { x: 141, y: 101 } })).plot.status).toBe("owned")
  })

  it("refuses before the member's open date (CST) and without balance, with the spec's texts", async () => {
    const m = await registerMember("activator")
    await m.client.wallet.saveLegalInfo({ body: LEGAL })
    await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 100 } })
    await m.client.ledger.topUp({ body: { amount: 100 } })
    await m.client.land.purchase({ body: { plots: [{ x: 7, y: 7 }] } })
    await sql`update members set open_date = ${new Date("2030-01-02T06:00:00Z")} where id = ${m.id}`.execute(s.db.db)
    const early = await failureOf(m.client.land.activate({ body: { x: 7, y: 7 } }))
    expect(early.message).toBe("PLOT activation not available until 2030-01-02 00:00, CST")
    await sql`update members set open_date = ${new Date("2020-01-01T00:00:00Z")} where id = ${m.id}`.execute(s.db.db)
    const poor = await failureOf(m.client.land.activate({ body: { x: 7, y: 7 } }))
    expect(poor.fieldErrors?.plot?.[0].code).toBe("land.not_enough_balance_to_activate")
    expect(poor.message).toBe("Not enough balance to activate")
  })
})

describe("minting (spec §5)", () => {
  it("needs the checkbox and a confirmed wallet, and mints a plot once", async () => {
    expect((await failureOf(demo.land.mint({ body: { x: 1, y: 1, confirm: false } }))).fieldErrors?.confirm?.[0].code).toBe("land.mint_confirm")
    const unlinked = await failureOf(demo.land.mint({ body: { x: 1, y: 1, confirm: true } }))
    expect(unlinked.message).toBe("ABEY Wallet is not linked.")
    const address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    await demo.wallet.bind({ body: { address } })
    await demo.wallet.confirm({ body: { address } })
    const minted = await demo.land.mint({ body: { x: 1, y: 1, confirm: true } })
    expect(minted.plot).toMatchObject({ status: "minted", minted: true })
    const twice = await failureOf(demo.land.mint({ body: { x: 1, y: 1, confirm: true } }))
    expect(twice.message).toBe("PLOT is already minted")
  })
})

describe("staff: reserve areas and plot-sales statistics", () => {
  it("reserves a free area (its plots leave sale) and refuses one with members' plots", async () => {
    const held = await failureOf(staff.land.reserve({ body: { area: { x0: 0, y0: 0, x1: 3, y1: 3 }, name: "Park" } }))
    expect(held.fieldErrors?.area?.[0].code).toBe("land.area_has_held_plots")
    const r = await staff.land.reserve({ body: { area: { x0: 20, y0: 20, x1: 22, y1: 22 }, name: "Park" } })
    expect(r.count).toBe(9)
    expect((await demo.land.reservedAreas()).data.map((a) => a.name)).toEqual(["Park"])
    expect((await failureOf(demo.land.purchase({ body: { plots: [{ x: 21, y: 21 }] } }))).fieldErrors?.plots?.[0].code).toBe("land.unavailable")
    expect((await failureOf(demo.land.register({ body: { area: { x0: 0, y0: 0, x1: 1, y1: 1 }, level: 1, price: "1", kind: "land" } } as never))).status).toBe(401)
  })

  it("lists every district and reserved area for staff, refreshed after a registration or a reservation", async () => {
    const before = (await staff.land.staffDistricts()).data
    expect(before).toEqual((await demo.land.districts()).data)
    const reg = await staff.land.register({ body: { area: { x0: 100, y0: 80, x1: 102, y1: 81 }, level: 2, price: "5", kind: "land", district: { name: "Harbour", thumbnail: "/img/harbour.png" } } })
    expect(reg.districtId).not.toBeNull()
    const after = (await staff.land.staffDistricts()).data
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toEqual({ id: reg.districtId, name: "Harbour", x0: 100, y0: 80, x1: 102, y1: 81, thumbnail: "/img/harbour.png", plots: 6, available: 6 })

    const pond = await staff.land.reserve({ body: { area: { x0: 24, y0: 24, x1: 26, y1: 25 }, name: "Pond" } })
    const reserved = (await staff.land.staffReservedAreas()).data
    expect(reserved.map((a) => a.name)).toEqual(["Park", "Pond"])
    expect(reserved[0]).toMatchObject({ x0: 20, y0: 20, x1: 22, y1: 22, plots: 9 })
    expect(reserved[1]).toEqual({ id: pond.area.id, name: "Pond", x0: 24, y0: 24, x1: 26, y1: 25, createdAt: pond.area.createdAt, plots: pond.count })
    expect(reserved[1].plots).toBe(6)
    expect(reserved[1].createdAt).toBeInstanceOf(Date)
    expect(reserved.map(({ plots: _, ...a }) => a)).toEqual((await demo.land.reservedAreas()).data)
  })

  it("answers members 401 and queue-only staff 403 on the staff lists, as on the other plot-registration calls", async () => {
    for (const call of [() => demo.land.staffDistricts(), () => demo.land.staffReservedAreas(), () => s.anon.land.staffDistricts()]) expect((await failureOf(call())).status).toBe(401)
    const models = s.clientWith((await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken)
    expect((await failureOf(models.land.staffDistricts())).status).toBe(403)
    expect((await failureOf(models.land.staffReservedAreas())).status).toBe(403)
    expect((await failureOf(models.land.reserve({ body: { area: { x0: 30, y0: 30, x1: 30, y1: 30 }, name: "No" } }))).status).toBe(403)
  })

  it("counts sales per day and level", async () => {
    const report = await staff.land.sales({ query: {} })
    expect(report.count).toBeGreaterThanOrEqual(7)
    expect(report.buyers).toBe(2)
    expect(report.days.reduce((n, d) => n + d.count, 0)).toBe(report.count)
    expect(report.byLevel.find((l) => l.level === 4)?.amount.decimal).toBe("1")
  })
})
