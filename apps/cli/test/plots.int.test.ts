import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * `plots register|reserve|unreserve|suspend|resume|withdraw|release|district edit|district delete|districts|reserved|show|sales` as staff run them: `node apps/cli/bin/cli.js …` against a real server started
 * in-process, with the ops token from the server's data folder.
 */
const { url, run, json } = cliAgainstServer("plots")

describe("plots commands against a running server", { timeout: 240_000 }, () => {
  type Detail = {
    plot: { x: number; y: number; status: string; kind: string; level: number; price: { decimal: string }; minted: boolean; ownerId: number | null; name: string | null; purchaseDate: string | null }
    district: { id: number; name: string } | null
    owner: { id: number; name: string | null } | null
    activation: { activeNow: boolean; expiresAt: string } | null
    mint: { address: string } | null
    reservedAreas: Array<{ id: number; name: string }>
  }

  const member = async () => {
    const anon = makeClient(api, { baseUrl: url(), token: () => null, lang: () => "en" })
    const token = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const demo = makeClient(api, { baseUrl: url(), token: () => token, lang: () => "en" })
    await demo.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" } })
    return demo
  }

  it("plots show x,y answers the staff plot detail: price, name, level, district, owner, purchase date, activation, minted", async () => {
    const plot = await json<Detail>(["plots", "show", "1,1"])
    expect(plot.plot).toMatchObject({ x: 1, y: 1, status: "available", kind: "land", level: 1, price: { decimal: "100" }, minted: false, ownerId: null, purchaseDate: null })
    expect(plot).toMatchObject({ district: { name: "Genesis" }, owner: null, activation: null, mint: null, reservedAreas: [] })
    expect((await json<Detail>(["plots", "show", "10, 1"])).plot.kind).toBe("road")

    const view = await run(["plots", "show", "1,1"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Plot 1,1")
    expect(view.stdout).toMatch(/State\s+available/)
    expect(view.stdout).toMatch(/Level\s+1/)
    expect(view.stdout).toMatch(/Price\s+100 ABEY/)
    expect(view.stdout).toMatch(/District\s+Genesis \(#\d+\)/)
    expect(view.stdout).toMatch(/Activation\s+never activated/)

    // A member buys and activates a plot: the owner, the purchase date (CST) and the activation show.
    const demo = await member()
    await demo.land.purchase({ body: { plots: [{ x: 2, y: 3 }] } })
    await demo.land.activate({ body: { x: 2, y: 3 } })
    const owned = await json<Detail>(["plots", "show", "2,3"])
    expect(owned.plot).toMatchObject({ status: "owned", ownerId: 100001 })
    expect(owned.owner?.id).toBe(100001)
    expect(owned.activation?.activeNow).toBe(true)
    const ownedView = await run(["plots", "show", "2,3"])
    expect(ownedView.stdout).toMatch(/Owner \(member ID\)\s+100001 · \S+/)
    expect(ownedView.stdout).toMatch(/Purchased\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} CST/)
    expect(ownedView.stdout).toMatch(/Activation\s+active until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} CST/)

    const jp = await run(["plots", "show", "1,1", "--lang", "jp"])
    expect(jp.stdout).toContain("区画 1,1")
    expect(jp.stdout).toContain("販売中")

    const none = await run(["plots", "show", "999,999"])
    expect(none.code).toBe(1)
    expect(none.stderr).toContain("There is no plot at 999,999.")
    const bad = await run(["plots", "show", "twelve"])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain("is not a plot's coordinates")
  })

  it("plots suspend|resume|withdraw|release change an area's sale; plots unreserve ends a reservation", async () => {
    const area = ["--x0", "71", "--y0", "71", "--x1", "72", "--y1", "72"]
    expect(await json<{ action: string; count: number; unchanged: number }>(["plots", "suspend", ...area])).toMatchObject({ action: "suspend", count: 4, unchanged: 0 })
    expect((await json<Detail>(["plots", "show", "71,72"])).plot.status).toBe("temporarily_unavailable")
    const resumed = await run(["plots", "resume", ...area])
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toMatch(/Resumed: 4 plots at 71,71 – 72,72 changed; 0 stayed as they were\./)
    expect((await json<{ count: number }>(["plots", "withdraw", ...area])).count).toBe(4)
    expect((await json<Detail>(["plots", "show", "71,71"])).plot.status).toBe("unavailable")
    expect((await json<{ count: number }>(["plots", "release", ...area])).count).toBe(4)
    expect((await json<Detail>(["plots", "show", "71,71"])).plot.status).toBe("available")

    const r = await json<{ area: { id: number } }>(["plots", "reserve", "--x0", "75", "--y0", "71", "--x1", "76", "--y1", "71", "--name", "Stage"])
    expect((await json<Detail>(["plots", "show", "75,71"])).reservedAreas.map((a) => a.name)).toEqual(["Stage"])
    const un = await run(["plots", "unreserve", String(r.area.id)])
    expect(un.code).toBe(0)
    expect(un.stdout).toMatch(/Un-reserved “Stage” \(#\d+\) at 75,71 – 76,71: 2 plots are back in their usual state\./)
    expect((await json<Detail>(["plots", "show", "75,71"])).plot.status).toBe("available")
    const again = await run(["plots", "unreserve", String(r.area.id)])
    expect(again.code).toBe(1)
    const badId = await run(["plots", "unreserve", "zero"])
    expect(badId.stderr).toContain("<id> must be a whole number from 1")
  })

  it("plots district edit renames a district or changes its thumbnail; plots district delete refuses one members own plots in", async () => {
    const reg = await json<{ districtId: number }>(["plots", "register", "--x0", "91", "--y0", "91", "--x1", "92", "--y1", "91", "--level", "1", "--price", "0", "--district", "Docks"])
    const id = String(reg.districtId)
    expect(await json<{ name: string; thumbnail: string | null }>(["plots", "district", "edit", id, "--name", "Old Docks", "--thumbnail", "/img/docks.png"])).toMatchObject({ name: "Old Docks", thumbnail: "/img/docks.png" })
    expect(await json<{ name: string; thumbnail: string | null }>(["plots", "district", "edit", id, "--no-thumbnail"])).toMatchObject({ name: "Old Docks", thumbnail: null })
    expect((await run(["plots", "district", "edit", id])).stderr).toContain("Give --name, --thumbnail or --no-thumbnail.")

    const demo = await member()
    await demo.land.purchase({ body: { plots: [{ x: 91, y: 91 }] } })
    const refused = await run(["plots", "district", "delete", id])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("This district cannot be deleted: members own 1 of its PLOTs.")

    const empty = await json<{ districtId: number }>(["plots", "register", "--x0", "94", "--y0", "91", "--x1", "94", "--y1", "91", "--level", "1", "--price", "1", "--district", "Spit"])
    const deleted = await run(["plots", "district", "delete", String(empty.districtId)])
    expect(deleted.code).toBe(0)
    expect(deleted.stdout).toMatch(/Deleted district “Spit” \(#\d+\); its 1 plots are in no district now\./)
    expect((await json<Detail>(["plots", "show", "94,91"])).district).toBeNull()
  })

  it("plots register re-registers an area with a level and a price, optionally as a new district, and the snapshot shows it", async () => {
    const r = await json<{ count: number; version: number; districtId: number | null }>(["plots", "register", "--x0", "3", "--y0", "31", "--x1", "1", "--y1", "30", "--level", "3", "--price", "250.5"])
    expect(r).toMatchObject({ count: 6, districtId: null })
    expect((await json<Detail>(["plots", "show", "2,30"])).plot).toMatchObject({ level: 3, status: "available" })

    const d = await run(["plots", "register", "--x0", "41", "--y0", "31", "--x1", "43", "--y1", "33", "--level", "2", "--price", "180", "--district", "CLI Gardens"])
    expect(d.stderr).toBe("")
    expect(d.code).toBe(0)
    expect(d.stdout).toMatch(/Registered 9 plots at 41,31 – 43,33 as district “CLI Gardens” \(#\d+\): level 2, 180 ABEY each\./)
  })

  it("plots register checks what was typed before sending, and shows the server's field errors", async () => {
    const level = await run(["plots", "register", "--x0", "1", "--y0", "1", "--x1", "2", "--y1", "2", "--level", "5", "--price", "100"])
    expect(level.code).toBe(1)
    expect(level.stderr).toContain("--level must be 1, 2, 3 or 4")
    const price = await run(["plots", "register", "--x0", "1", "--y0", "1", "--x1", "2", "--y1", "2", "--level", "1", "--price", "ten"])
    expect(price.stderr).toContain("--price must be an amount of ABEY")
    const coord = await run(["plots", "register", "--x0", "a", "--y0", "1", "--x1", "2", "--y1", "2", "--level", "1", "--price", "1"])
    expect(coord.stderr).toContain("--x0 must be a whole number")
    const missing = await run(["plots", "register", "--x0", "1", "--y0", "1", "--x1", "2", "--level", "1", "--price", "1"])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("--y1")
    // Off the map to the left: the server refuses the area.
    const off = await run(["plots", "register", "--x0", "-2", "--y0", "1", "--x1", "2", "--y1", "2", "--level", "1", "--price", "1"])
    expect(off.code).toBe(1)
    expect(off.stderr).toContain("area")
  })

  it("plots districts and plots reserved list what was registered and reserved, as tables or JSON", async () => {
    const before = await json<{ data: Array<{ id: number; name: string; plots: number }> }>(["plots", "districts"])
    expect(before.data.length).toBeGreaterThan(0)
    expect(before.data.find((d) => d.name === "Genesis")).toBeDefined()
    const reg = await json<{ districtId: number }>(["plots", "register", "--x0", "81", "--y0", "81", "--x1", "82", "--y1", "81", "--level", "1", "--price", "10", "--district", "Listed Lane"])
    const after = await json<{ data: Array<{ id: number; name: string; x0: number; y0: number; x1: number; y1: number; plots: number; available: number; thumbnail: string | null }> }>(["plots", "districts"])
    expect(after.data.find((d) => d.id === reg.districtId)).toEqual({ id: reg.districtId, name: "Listed Lane", x0: 81, y0: 81, x1: 82, y1: 81, thumbnail: null, plots: 2, available: 2 })
    const table = await run(["plots", "districts"])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Districts")
    expect(table.stdout).toMatch(new RegExp(`${reg.districtId}\\s+Listed Lane\\s+81,81 – 82,81\\s+2\\s+2`))

    await json(["plots", "reserve", "--x0", "85", "--y0", "85", "--x1", "86", "--y1", "86", "--name", "Listed pond"])
    const reserved = await json<{ data: Array<{ name: string; plots: number; createdAt: string }> }>(["plots", "reserved"])
    expect(reserved.data.find((a) => a.name === "Listed pond")).toMatchObject({ plots: 4 })
    const view = await run(["plots", "reserved"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Reserved areas")
    expect(view.stdout).toMatch(/Listed pond\s+85,85 – 86,86\s+4\s+\d{4}-\d{2}-\d{2}/)
    const jp = await run(["plots", "reserved", "--lang", "jp"])
    expect(jp.stdout).toContain("予約エリア")
  })

  it("plots reserve takes an area out of sale; plots sales reports per day", async () => {
    const r = await json<{ area: { id: number; name: string; x0: number; y1: number }; count: number }>(["plots", "reserve", "--x0", "61", "--y0", "61", "--x1", "62", "--y1", "62", "--name", "CLI park"])
    expect(r.area).toMatchObject({ name: "CLI park", x0: 61, y1: 62 })
    expect(r.count).toBe(4)
    expect((await json<Detail>(["plots", "show", "61,62"])).plot.status).toBe("reserved")
    const view = await run(["plots", "reserve", "--x0", "63", "--y0", "61", "--x1", "63", "--y1", "61", "--name", "Kiosk"])
    expect(view.stdout).toMatch(/Reserved area “Kiosk” \(#\d+\) at 63,61 – 63,61/)

    // A member buys two plots; the report counts them today.
    const anon = makeClient(api, { baseUrl: url(), token: () => null, lang: () => "en" })
    const token = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const demo = makeClient(api, { baseUrl: url(), token: () => token, lang: () => "en" })
    await demo.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" } })
    await demo.land.purchase({ body: { plots: [{ x: 5, y: 7 }, { x: 6, y: 7 }] } })
    const sales = await json<{ count: number; buyers: number; amount: { decimal: string }; days: Array<{ day: string; count: number }> }>(["plots", "sales"])
    // With the earlier tests' sales: 2,3 (100 ABEY) and the free 91,91.
    expect(sales).toMatchObject({ count: 4, buyers: 1, amount: { decimal: "300" } })
    expect(sales.days.reduce((n, d) => n + d.count, 0)).toBe(4)
    expect((await run(["plots", "sales"])).stdout).toMatch(/Plots sold\s+4/)
    const table = await run(["plots", "sales", "--from", "2026-01-01", "--to", "2026-01-31"])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Plot sales")
    const badDate = await run(["plots", "sales", "--from", "yesterday"])
    expect(badDate.stderr).toContain("--from must be a date written YYYY-MM-DD")
  })
})
