import { sweepGameReminders } from "@iw/core"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { gameDayFile, gamer } from "../support/games"
import { type TestServer, startTestServer } from "../support/server"

/**
 * The games' reminders (issue 14 §2) on real PostgreSQL: 20 parallel reads of the bell and the list, while background
 * sweeps run at the same time (as two API processes would), post each reminder once: one per tree and CST day, one
 * rusting shovel a day.
 */
describe.runIf(onRealPostgres())("notification races (PostgreSQL)", () => {
  let s: TestServer
  let staff: ReturnType<TestServer["clientWith"]>
  let db: pg.Client
  const day = gameDayFile()

  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0", TEST_GAME_DAY_OFFSET_FILE: day.file })
    staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    db = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await db.connect()
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    await s?.stop()
  })

  it("20 parallel reads and 3 sweeps post each reminder once", async () => {
    day.advanceTo(0)
    const m = await gamer(s, staff, "race-notify", [{ x: 143, y: 91 }])
    await m.client.lumberYard.purchase({ body: { productId: 1, quantity: 3 } })
    for (const position of [0, 1, 2]) await m.client.lumberYard.planting({ body: { plotId: { x: 143, y: 91 }, position, wood: 6 } })
    await m.client.goldRush.shovelPurchase()

    const burst = () =>
      Promise.all([
        ...Array.from({ length: 10 }, () => m.client.notifications.unread()),
        ...Array.from({ length: 10 }, () => m.client.notifications.list({ query: {} })),
        ...Array.from({ length: 3 }, () => s.runtime.runPromise(sweepGameReminders(null)))
      ])
    const rows = async () =>
      (await db.query<{ code: string; n: string }>("select code, count(*) as n from notifications where member_id = $1 group by code order by code", [m.id])).rows.map((r) => [r.code, Number(r.n)])

    await burst()
    expect(await rows()).toEqual([["tree.needs_water", 3]])
    // Two CST days later: each tree asks again, once; the idle shovel is rusting, told once.
    day.advanceTo(2)
    await burst()
    await burst()
    expect(await rows()).toEqual([
      ["shovel.rusting", 1],
      ["tree.needs_water", 6]
    ])
    expect((await m.client.notifications.unread()).unread).toBe(7)
    day.advanceTo(0)
  })
})
