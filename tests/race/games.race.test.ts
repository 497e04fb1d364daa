import type { ApiError } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { gameDayFile, gamer } from "../support/games"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 14 §5 on real PostgreSQL: 20 parallel finishes of one mining session credit once; 20 parallel waterings of
 * one tree on one CST day count once; 20 parallel redeems never overdraw the minerals.
 */
describe.runIf(onRealPostgres())("games races (PostgreSQL)", () => {
  let s: TestServer
  let staff: ReturnType<TestServer["clientWith"]>
  let db: pg.Client
  const day = gameDayFile()
  const settle = (results: ReadonlyArray<PromiseSettledResult<unknown>>) => ({
    won: results.filter((r) => r.status === "fulfilled").length,
    codes: results.flatMap((r) => (r.status === "rejected" ? [Object.values((r.reason as ApiError).fieldErrors ?? {})[0]?.[0]?.code ?? String((r.reason as ApiError).status)] : []))
  })
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0", GAME_MINING_SECONDS: "1", TEST_GAME_DAY_OFFSET_FILE: day.file })
    staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    db = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await db.connect()
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    await s?.stop()
  })

  it("20 finishes of one session credit one mineral once", async () => {
    const m = await gamer(s, staff, "race-miner", [{ x: 121, y: 81 }])
    await m.client.goldRush.shovelPurchase()
    await m.client.goldRush.miningStart({ body: { plotId: { x: 121, y: 81 } } })
    await sleep(1100)
    const r = settle(await Promise.allSettled(Array.from({ length: 20 }, () => m.client.goldRush.miningFinish({ body: { plotId: { x: 121, y: 81 } } }))))
    expect(r.won).toBe(1)
    expect(new Set(r.codes)).toEqual(new Set(["games.no_session"]))
    const credits = await db.query(`select count(*)::int as n from ledger_transfers where code = 'mineralDig' and idempotency_key like 'mining:%'`)
    expect(credits.rows[0].n).toBe(1)
    const total = Object.values((await m.client.goldRush.balances()).minerals).reduce((n, v) => n + Number(v.decimal), 0)
    expect(total).toBe(1)
  }, 120_000)

  it("20 waterings of one tree on one CST day count once", async () => {
    const m = await gamer(s, staff, "race-gardener", [{ x: 123, y: 81 }])
    await m.client.lumberYard.purchase({ body: { productId: 2, quantity: 1 } })
    const tree = await m.client.lumberYard.planting({ body: { plotId: { x: 123, y: 81 }, position: 0, wood: 7 } })
    const r = settle(await Promise.allSettled(Array.from({ length: 20 }, () => m.client.lumberYard.watering({ body: { treeId: tree.id } }))))
    expect(r.won).toBe(1)
    expect(new Set(r.codes)).toEqual(new Set(["games.already_watered"]))
    expect((await m.client.lumberYard.plot({ query: { x: 123, y: 81 } })).trees[0]?.state.growth).toBe(1)
  }, 120_000)

  it("20 redeems never overdraw the minerals", async () => {
    const plots = [{ x: 125, y: 81 }, { x: 126, y: 81 }, { x: 127, y: 81 }]
    const m = await gamer(s, staff, "race-redeemer", plots)
    await m.client.goldRush.shovelPurchase()
    for (const plotId of plots) await m.client.goldRush.miningStart({ body: { plotId } })
    await sleep(1100)
    for (const plotId of plots) await m.client.goldRush.miningFinish({ body: { plotId } })
    const minerals = (await m.client.goldRush.balances()).minerals
    const [mineral, held] = Object.entries(minerals).map(([k, v]) => [k, Number(v.decimal)] as const).sort((a, b) => b[1] - a[1])[0]!
    expect(held).toBeGreaterThanOrEqual(1)
    const body = { minerals: { [mineral]: 1 } as Record<"1", number> }
    const r = settle(await Promise.allSettled(Array.from({ length: 20 }, () => m.client.goldRush.redeem({ body }))))
    expect(r.won).toBe(held)
    expect(new Set(r.codes)).toEqual(new Set(["games.not_enough_mineral"]))
    expect((await m.client.goldRush.balances()).minerals[mineral]?.decimal).toBe("0")
    const negative = await db.query(`select count(*)::int as n from ledger_accounts where owner_kind = 'member' and balance < 0`)
    expect(negative.rows[0].n).toBe(0)
  }, 120_000)
})
