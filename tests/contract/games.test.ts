import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { gameDayFile, gamer } from "../support/games"
import { type TestServer, startTestServer } from "../support/server"

/** Issue 14 over real HTTP: the Lumber Yard's shop, planting, a watering a CST day and the harvest at 10; Gold Rush's shovel, mining once per session and redeem. */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>
const day = gameDayFile()

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0", GAME_MINING_SECONDS: "1", TEST_GAME_DAY_OFFSET_FILE: day.file })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("lumber yard (spec §4 Lumber, §7, §9 Tree)", () => {
  it("takes the spec's payloads: planting {plotId, position} plants the first wood with a seed, plot by plotId x:y", async () => {
    const m = await gamer(s, staff, "spec-lumber", [{ x: 125, y: 95 }])
    const none = await failureOf(m.client.lumberYard.planting({ body: { plotId: { x: 125, y: 95 }, position: 0 } }))
    expect(none.status).toBe(422)
    expect(none.fieldErrors?.wood?.[0]?.code).toBe("games.no_seeds")
    await m.client.lumberYard.purchase({ body: { productId: 2, quantity: 1 } })
    await m.client.lumberYard.purchase({ body: { productId: 3, quantity: 1 } })
    const hard = await m.client.lumberYard.planting({ body: { plotId: { x: 125, y: 95 }, position: 0 } })
    expect(hard.wood).toBe(7)
    expect((await m.client.lumberYard.inventory()).data).toEqual([{ item: "seed-8", quantity: 1 }])
    const plot = await m.client.lumberYard.plot({ query: { plotId: "125:95" } })
    expect(plot).toMatchObject({ x: 125, y: 95 })
    expect(plot.trees.map((t) => t.id)).toEqual([hard.id])
    expect((await m.client.lumberYard.plot({ query: { plotId: "125,95" } })).trees).toHaveLength(1)
    expect((await failureOf(m.client.lumberYard.plot({ query: { plotId: "125-95" } }))).fieldErrors?.plotId?.[0]?.code).toBe("ledger.plot_format")
    expect((await failureOf(m.client.lumberYard.plot({ query: {} }))).fieldErrors?.plotId?.[0]?.code).toBe("validation.required")

    // plotId as the spec keys map plots (x:y) in a body, over raw HTTP: planting and mining.
    const post = (path: string, body: unknown) => fetch(`${s.url}/api/member/${path}`, { method: "POST", headers: { authorization: `Bearer ${m.token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
    const luxury = await post("lumber-yard/planting", { plotId: "125:95", position: 1 })
    expect(luxury.status).toBe(201)
    expect(await luxury.json()).toMatchObject({ plotId: { x: 125, y: 95 }, position: 1, wood: 8 })
    const malformed = await post("lumber-yard/planting", { plotId: "125-95", position: 2 })
    expect(malformed.status).toBe(422)
    expect(Object.keys(((await malformed.json()) as { errors: object }).errors)[0]).toMatch(/^plotId/)
    await m.client.goldRush.shovelPurchase()
    const mining = await post("gold-rush/mining/start", { plotId: "125:95" })
    expect(mining.status).toBe(201)
    expect(await mining.json()).toMatchObject({ session: { plotId: { x: 125, y: 95 } } })
  })

  it("sells seeds, plants on own PLOTs at bounded positions, grows 1 point a CST day and harvests at 10 once", async () => {
    const m = await gamer(s, staff, "lumber", [{ x: 121, y: 91 }])
    const products = await m.client.lumberYard.products()
    expect(products.data.map((p) => p.code)).toEqual(["seed-soft", "seed-hard", "seed-luxury", "shovel"])
    const noSeed = await failureOf(m.client.lumberYard.planting({ body: { plotId: { x: 121, y: 91 }, position: 0, wood: 6 } }))
    expect(noSeed.fieldErrors?.wood?.[0]?.code).toBe("games.no_seed")

    await m.client.lumberYard.purchase({ body: { productId: 1, quantity: 2 } })
    expect((await m.client.lumberYard.inventory()).data).toEqual([{ item: "seed-6", quantity: 2 }])
    expect((await failureOf(m.client.lumberYard.purchase({ body: { productId: 1, quantity: 0 } }))).fieldErrors?.quantity?.[0]?.code).toBe("games.quantity_range")

    expect((await failureOf(m.client.lumberYard.planting({ body: { plotId: { x: 121, y: 91 }, position: 9, wood: 6 } }))).fieldErrors?.position?.[0]?.code).toBe("games.position_out_of_range")
    expect((await failureOf(m.client.lumberYard.planting({ body: { plotId: { x: 122, y: 92 }, position: 0, wood: 6 } }))).fieldErrors?.plotId?.[0]?.code).toBe("games.plot_not_owned")
    const tree = await m.client.lumberYard.planting({ body: { plotId: { x: 121, y: 91 }, position: 4, wood: 6 } })
    expect(tree.state).toEqual({ growth: 0, canWater: true, canHarvest: false, harvested: false })
    expect((await failureOf(m.client.lumberYard.planting({ body: { plotId: { x: 121, y: 91 }, position: 4, wood: 6 } }))).fieldErrors?.position?.[0]?.code).toBe("games.position_taken")
    expect((await m.client.lumberYard.inventory()).data).toEqual([{ item: "seed-6", quantity: 1 }])

    for (let d = 0; d < 10; d++) {
      day.advanceTo(d)
      const watered = await m.client.lumberYard.watering({ body: { treeId: tree.id } })
      expect(watered.state.growth).toBe(d + 1)
      const again = await failureOf(m.client.lumberYard.watering({ body: { treeId: tree.id } }))
      expect(again.fieldErrors?.treeId?.[0]?.code).toBe(d === 9 ? "games.tree_fully_grown" : "games.already_watered")
      if (d === 3) {
        const early = await failureOf(m.client.lumberYard.harvesting({ body: { treeId: tree.id } }))
        expect(early.fieldErrors?.treeId?.[0]?.code).toBe("games.tree_not_grown")
      }
    }
    const plot = await m.client.lumberYard.plot({ query: { x: 121, y: 91 } })
    expect(plot.trees[0]?.state).toMatchObject({ growth: 10, canHarvest: true })
    const harvested = await m.client.lumberYard.harvesting({ body: { treeId: tree.id } })
    expect(harvested).toMatchObject({ wood: 6, quantity: 3 })
    expect((await failureOf(m.client.lumberYard.harvesting({ body: { treeId: tree.id } }))).fieldErrors?.treeId?.[0]?.code).toBe("games.tree_harvested")
    expect((await m.client.lumberYard.materials()).wood["6"]?.decimal).toBe("3")
    const history = await m.client.lumberYard.history({ query: {} })
    expect(history.data.map((e) => e.action).slice(0, 2)).toEqual(["harvest", "water"])
    expect(history.meta.total).toBe(13)
    day.advanceTo(0)
  })
})

describe("gold rush (spec §4 Mining, §7, §9 Shovel and Coin)", () => {
  it("digs with a shovel, credits one mineral per session once, and redeems exactly, refusing while mining", async () => {
    const m = await gamer(s, staff, "miner", [{ x: 131, y: 91 }])
    const plotId = { x: 131, y: 91 }
    expect((await failureOf(m.client.goldRush.miningStart({ body: { plotId } }))).fieldErrors?.shovel?.[0]?.code).toBe("games.no_shovel")
    expect((await m.client.goldRush.shovelStatus()).owned).toBe(false)
    await m.client.goldRush.shovelPurchase()
    expect((await m.client.goldRush.shovelStatus()).state).toEqual({ durability: 100, canDig: true, rusting: false, belowDig: false })

    const started = await m.client.goldRush.miningStart({ body: { plotId } })
    expect(started.shovel.durability).toBe(97)
    expect((await failureOf(m.client.goldRush.miningStart({ body: { plotId } }))).fieldErrors?.plotId?.[0]?.code).toBe("games.mining_started")
    expect((await m.client.goldRush.miningStatus()).data).toHaveLength(1)
    const quit = await failureOf(m.client.goldRush.redeem({ body: { minerals: { "1": 1 } } }))
    expect(quit.message).toBe("Please quit game before you can exchange coins")
    await new Promise((r) => setTimeout(r, 1100))
    const [a, b] = await Promise.allSettled([m.client.goldRush.miningFinish({ body: { plotId } }), m.client.goldRush.miningFinish({ body: { plotId } })])
    const done = [a, b].filter((r) => r.status === "fulfilled")
    expect(done).toHaveLength(1)
    const finished = (done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof m.client.goldRush.miningFinish>>>).value
    expect(finished.session.roll).not.toBeNull()
    const balances = await m.client.goldRush.balances()
    const total = Object.values(balances.minerals).reduce((n, v) => n + Number(v.decimal), 0)
    expect(total).toBe(1)
    expect(balances.minerals[String(finished.mineral)]?.decimal).toBe("1")

    // Rust: two idle CST days later the shovel has lost 1 (day 1 idle; day 2 not over).
    day.advanceTo(2)
    expect((await m.client.goldRush.shovelStatus()).state).toMatchObject({ durability: 96, rusting: true })
    day.advanceTo(0)

    const minerals = { [String(finished.mineral)]: 1 } as Record<"1", number>
    const quote = await m.client.goldRush.redeemCalculate({ body: { minerals } })
    const before = Number((await m.client.ledger.abeyBalance()).balanceOrdinary.decimal)
    const redeemed = await m.client.goldRush.redeem({ body: { minerals } })
    expect(redeemed.coins).toBe(quote.coins)
    expect(redeemed.abey.decimal).toBe(String(Number(quote.coins) / 100))
    expect(Number((await m.client.ledger.abeyBalance()).balanceOrdinary.decimal)).toBeCloseTo(before + Number(quote.coins) / 100, 8)
    const short = await failureOf(m.client.goldRush.redeem({ body: { minerals } }))
    expect(short.message).toBe("Not enough mineral to sell")
    expect((await m.client.goldRush.redeemHistory({ query: {} })).meta.total).toBe(1)
    expect((await m.client.goldRush.miningHistory({ query: {} })).data[0]?.mineral).toBe(finished.mineral)
    expect((await m.client.goldRush.lands()).data[0]).toMatchObject({ x: 131, y: 91, session: null })
  })
})

describe("staff and the member's games (issue 14 §4)", () => {
  it("shows a member's games and grants or deducts resources with a reason, through the ledger and the audit log", async () => {
    const m = await gamer(s, staff, "granted", [])
    const shown = await staff.lumberYard.staffMemberGames({ params: { id: m.id } })
    expect(shown).toMatchObject({ memberId: m.id, shovel: null, trees: [] })
    const granted = await staff.lumberYard.staffAdjustResource({ params: { id: m.id }, body: { direction: "grant", resource: "wood-6", amount: 5, reason: "Event prize" } })
    expect(granted).toMatchObject({ resource: "wood-6", amount: 5, direction: "grant" })
    expect((await m.client.lumberYard.materials()).wood["6"]?.decimal).toBe("5")
    await staff.lumberYard.staffAdjustResource({ params: { id: m.id }, body: { direction: "deduct", resource: "wood-6", amount: 2, reason: "Correction" } })
    expect((await staff.lumberYard.staffMemberGames({ params: { id: m.id } })).wood["6"]?.decimal).toBe("3")
    const over = await failureOf(staff.lumberYard.staffAdjustResource({ params: { id: m.id }, body: { direction: "deduct", resource: "wood-6", amount: 4, reason: "Too much" } }))
    expect(over.fieldErrors?.amount?.[0]?.code).toBe("ledger.insufficient.wood_6")
    const bad = await failureOf(staff.lumberYard.staffAdjustResource({ params: { id: m.id }, body: { direction: "grant", resource: "gold", amount: 1, reason: "x" } }))
    expect(bad.fieldErrors?.resource?.[0]?.code).toBe("validation.in")
    expect([401, 403]).toContain((await failureOf(m.client.lumberYard.staffMemberGames({ params: { id: m.id } }))).status)
    const audit = await staff.staff.audit({ query: { targetType: "member", targetId: String(m.id) } })
    expect(audit.data.map((a) => a.action)).toEqual(expect.arrayContaining(["games.grant", "games.deduct"]))
  })
})
