import { cellAt, decodeSnapshot } from "@iw/contracts"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 4 over real HTTP, the audit's gaps: staff un-reserve, suspend and resume, edit and delete districts; the
 * staff plot detail; visitors' districts; the 422 code of the land activation requirement; my plots with their
 * activation in one request; free plots in the statistics; duplicates in a cart; registering over reservations.
 */
let s: TestServer
let demo: ReturnType<TestServer["clientWith"]>
let staff: ReturnType<TestServer["clientWith"]>
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

const snapshotCell = async (x: number, y: number) => cellAt(decodeSnapshot(new Uint8Array(await (await fetch(`${s.url}/api/public/map/snapshot`)).arrayBuffer())), x, y)
const plotStatus = async (x: number, y: number) => (await demo.land.plot({ query: { x, y } })).plot.status

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  demo = s.clientWith((await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken)
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
  await demo.wallet.saveLegalInfo({ body: LEGAL })
})
afterAll(async () => {
  await s?.stop()
})

describe("visitors open the world map with its districts (spec §1)", () => {
  it("public/map/districts answers every district, with thumbnails, without a token, as member/districts does", async () => {
    const open = await s.anon.land.publicDistricts()
    expect(open.data.map((d) => d.name)).toEqual(["Genesis", "Harbor", "Highlands", "Market", "Forest", "Lakeside"])
    expect(open.data.every((d) => d.thumbnail?.startsWith("/assets-static/districts/"))).toBe(true)
    expect(open).toEqual(await demo.land.districts())
    expect((await failureOf(s.anon.land.districts())).status).toBe(401)
  })
})

describe("purchases: duplicates and free plots", () => {
  it("counts a plot named twice once against the cart limit, and buys it once", async () => {
    const distinct = Array.from({ length: 30 }, (_, i) => ({ x: 121 + (i % 8), y: 91 + Math.floor(i / 8) }))
    const zero = await staff.land.register({ body: { area: { x0: 121, y0: 91, x1: 128, y1: 94 }, level: 1, price: "0", kind: "land" } })
    expect(zero.count).toBe(32)
    const bought = await demo.land.purchase({ body: { plots: [...distinct, distinct[0]!, distinct[1]!] } })
    expect(bought.plots).toHaveLength(30)
    expect(bought).toMatchObject({ total: { decimal: "0" }, transferId: null })
  })

  it("records a free plot's sale, so the plot-sales statistics count it", async () => {
    const report = await staff.land.sales({ query: {} })
    expect(report.count).toBe(30)
    expect(report.amount.decimal).toBe("0")
    expect(report.buyers).toBe(1)
  })
})

describe("activation answers (spec §8)", () => {
  it("422 LAND_ACTIVATION_REQUIREMENT carries the code beside the field error and the land activation message", async () => {
    await staff.land.register({ body: { area: { x0: 141, y0: 104, x1: 141, y1: 104 }, level: 4, price: "1", kind: "land" } })
    await demo.land.purchase({ body: { plots: [{ x: 141, y: 104 }] } })
    const res = await fetch(`${s.url}/api/member/plot/activate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${(await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken}` },
      body: JSON.stringify({ x: 141, y: 104 })
    })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body).toEqual({ code: "LAND_ACTIVATION_REQUIREMENT", message: expect.stringMatching(/^Land activation requirement/), errors: { plot: [{ code: "land.activation_requirement" }] } })
    const viaClient = await failureOf(demo.land.activate({ body: { x: 141, y: 104 } }))
    expect(viaClient.code).toBe("LAND_ACTIVATION_REQUIREMENT")
  })

  it("my plots answer each plot's activation in the one list request", async () => {
    await demo.land.activate({ body: { x: 121, y: 91 } })
    const mine = await demo.land.myPlots({ query: { perPage: 100 } })
    const active = mine.data.find((p) => p.x === 121 && p.y === 91)!
    expect(active).toMatchObject({ status: "owned", activeNow: true })
    expect(active.activation?.expiresAt.getTime()).toBeGreaterThan(Date.now())
    const idle = mine.data.find((p) => p.x === 122 && p.y === 91)!
    expect(idle).toMatchObject({ status: "sold", activation: null, activeNow: false })
  })
})

describe("staff: reserved areas, availability and districts (through the state machine)", () => {
  it("un-reserves an area: its land is for sale again, its roads unavailable again, the row is gone; unknown ids answer 404", async () => {
    // 18..21 × 18..21 holds the road at x = 20 and land around it.
    const r = await staff.land.reserve({ body: { area: { x0: 18, y0: 18, x1: 21, y1: 21 }, name: "Fair" } })
    expect(r.count).toBe(16)
    expect(await plotStatus(19, 19)).toBe("reserved")
    expect(await plotStatus(20, 19)).toBe("reserved")
    const gone = await staff.land.unreserve({ params: { id: r.area.id } })
    expect(gone).toMatchObject({ count: 16, area: { id: r.area.id, name: "Fair" } })
    expect(gone.version).toBeGreaterThan(r.version)
    expect(await plotStatus(19, 19)).toBe("available")
    expect(await plotStatus(20, 19)).toBe("unavailable")
    expect((await staff.land.staffReservedAreas()).data.map((a) => a.id)).not.toContain(r.area.id)
    expect((await failureOf(staff.land.unreserve({ params: { id: r.area.id } }))).status).toBe(404)
    // The snapshot saw it at once (the version this process committed), without waiting for the live channel.
    expect(await snapshotCell(19, 19)).toMatchObject({ state: "available" })
  })

  it("registering over a whole reserved area ends it; over part of one is refused with the area's name", async () => {
    const whole = await staff.land.reserve({ body: { area: { x0: 31, y0: 31, x1: 32, y1: 32 }, name: "Pond" } })
    const part = await failureOf(staff.land.register({ body: { area: { x0: 32, y0: 31, x1: 33, y1: 33 }, level: 2, price: "3", kind: "land" } }))
    expect(part.fieldErrors?.area?.[0]).toEqual({ code: "land.area_overlaps_reserved", params: { names: "Pond" } })
    expect(await plotStatus(32, 32)).toBe("reserved")
    await staff.land.register({ body: { area: { x0: 31, y0: 31, x1: 33, y1: 33 }, level: 2, price: "3", kind: "land" } })
    expect((await staff.land.staffReservedAreas()).data.map((a) => a.id)).not.toContain(whole.area.id)
    expect(await plotStatus(32, 32)).toBe("available")
    expect((await demo.land.plot({ query: { x: 32, y: 32 } })).reservedArea).toBeNull()
  })

  it("suspends an area's land (temporarily unavailable) and resumes it; held plots stay as they are", async () => {
    const area = { x0: 121, y0: 95, x1: 128, y1: 96 }
    await staff.land.register({ body: { area, level: 1, price: "0", kind: "land" } })
    await demo.land.purchase({ body: { plots: [{ x: 121, y: 95 }] } })
    const suspended = await staff.land.availability({ body: { area, action: "suspend" } })
    expect(suspended).toMatchObject({ action: "suspend", count: 15, unchanged: 1 })
    expect(await plotStatus(122, 95)).toBe("temporarily_unavailable")
    expect(await plotStatus(121, 95)).toBe("sold")
    const refused = await failureOf(demo.land.purchase({ body: { plots: [{ x: 122, y: 95 }] } }))
    expect(refused.message).toBe("Some of the selected lands have been sold, are unavailable or are temporarily unavailable")
    expect(await snapshotCell(122, 95)).toMatchObject({ state: "temporarily_unavailable" })
    expect((await demo.land.statistics()).byStatus.temporarily_unavailable).toBe(15)
    const resumed = await staff.land.availability({ body: { area, action: "resume" } })
    expect(resumed).toMatchObject({ count: 15, unchanged: 1 })
    expect(await plotStatus(122, 95)).toBe("available")
    const again = await staff.land.availability({ body: { area, action: "resume" } })
    expect(again).toMatchObject({ count: 0, unchanged: 16 })
  })

  it("withdraws land from sale (unavailable) and releases it", async () => {
    const area = { x0: 131, y0: 91, x1: 132, y1: 91 }
    expect((await staff.land.availability({ body: { area, action: "withdraw" } })).count).toBe(2)
    expect(await plotStatus(131, 91)).toBe("unavailable")
    expect((await staff.land.availability({ body: { area, action: "release" } })).count).toBe(2)
    expect(await plotStatus(131, 91)).toBe("available")
  })

  it("edits a district's name and thumbnail; deletes one only while no member holds its plots", async () => {
    const reg = await staff.land.register({ body: { area: { x0: 111, y0: 81, x1: 112, y1: 81 }, level: 1, price: "0", kind: "land", district: { name: "Quay", thumbnail: "/img/quay.png" } } })
    const id = reg.districtId!
    const edited = await staff.land.editDistrict({ params: { id }, body: { name: "Old Quay" } })
    expect(edited).toMatchObject({ id, name: "Old Quay", thumbnail: "/img/quay.png", plots: 2 })
    expect((await staff.land.editDistrict({ params: { id }, body: { thumbnail: null } })).thumbnail).toBeNull()
    expect((await s.anon.land.publicDistricts()).data.find((d) => d.id === id)?.name).toBe("Old Quay")
    const blank = await failureOf(staff.land.editDistrict({ params: { id }, body: { name: "   " } }))
    expect(blank.fieldErrors?.name?.[0].code).toBe("validation.required")

    await demo.land.purchase({ body: { plots: [{ x: 111, y: 81 }] } })
    const refused = await failureOf(staff.land.deleteDistrict({ params: { id } }))
    expect(refused.fieldErrors?.id?.[0]).toEqual({ code: "land.district_has_sold_plots", params: { count: 1 } })
    expect(refused.message).toBe("This district cannot be deleted: members own 1 of its PLOTs.")

    const empty = await staff.land.register({ body: { area: { x0: 114, y0: 81, x1: 115, y1: 81 }, level: 1, price: "1", kind: "land", district: { name: "Dunes" } } })
    const deleted = await staff.land.deleteDistrict({ params: { id: empty.districtId! } })
    expect(deleted).toMatchObject({ id: empty.districtId, name: "Dunes", plots: 2 })
    expect((await staff.land.staffDistricts()).data.map((d) => d.id)).not.toContain(empty.districtId)
    expect((await demo.land.plot({ query: { x: 114, y: 81 } })).plot.districtId).toBeNull()
    expect((await failureOf(staff.land.deleteDistrict({ params: { id: empty.districtId! } }))).status).toBe(404)
  })

  it("answers members 401 and queue-only staff 403 on every new staff call", async () => {
    const models = s.clientWith((await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken)
    const area = { x0: 1, y0: 1, x1: 1, y1: 1 }
    for (const c of [demo, s.anon]) {
      expect((await failureOf(c.land.availability({ body: { area, action: "suspend" } }))).status).toBe(401)
      expect((await failureOf(c.land.staffPlot({ query: { x: 1, y: 1 } }))).status).toBe(401)
    }
    expect((await failureOf(models.land.availability({ body: { area, action: "suspend" } }))).status).toBe(403)
    expect((await failureOf(models.land.unreserve({ params: { id: 1 } }))).status).toBe(403)
    expect((await failureOf(models.land.editDistrict({ params: { id: 1 }, body: { name: "X" } }))).status).toBe(403)
    expect((await failureOf(models.land.deleteDistrict({ params: { id: 1 } }))).status).toBe(403)
    expect((await failureOf(models.land.staffPlot({ query: { x: 1, y: 1 } }))).status).toBe(403)
  })
})

describe("staff plot detail (plots show x,y)", () => {
  it("answers price, name, level, district, owner, purchase date, activation and mint", async () => {
    const address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    await demo.wallet.bind({ body: { address } })
    await demo.wallet.confirm({ body: { address } })
    await demo.land.mint({ body: { x: 121, y: 91, confirm: true } })
    await sql`update plots set name = 'Lighthouse' where x = 121 and y = 91`.execute(s.db.db)
    const d = await staff.land.staffPlot({ query: { x: 121, y: 91 } })
    expect(d.plot).toMatchObject({ x: 121, y: 91, level: 1, price: { decimal: "0" }, status: "minted", minted: true, ownerId: 100001, name: "Lighthouse" })
    expect(d.plot.purchaseDate).toBeInstanceOf(Date)
    expect(d.owner).toEqual({ id: 100001, name: expect.any(String) })
    expect(d.district).toMatchObject({ name: expect.any(String) })
    expect(d.activation).toMatchObject({ memberId: 100001, activeNow: true })
    expect(d.mint).toMatchObject({ memberId: 100001, address })
    const free = await staff.land.staffPlot({ query: { x: 5, y: 5 } })
    expect(free).toMatchObject({ owner: null, activation: null, mint: null, district: { name: "Genesis" } })
    expect((await failureOf(staff.land.staffPlot({ query: { x: 999, y: 999 } }))).status).toBe(404)
  })
})
