import type { ApiError } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 12 §5 on real PostgreSQL: 20 placements race over one 3×3 block, each a 2×2 building at one of the four
 * positions inside it, so every area overlaps every other at the centre PLOT. Exactly one wins, and no PLOT carries
 * two buildings.
 */
const X0 = 61
const Y0 = 61
const BLOCK = [0, 1, 2].flatMap((dx) => [0, 1, 2].map((dy) => ({ x: X0 + dx, y: Y0 + dy })))
const POSITIONS = [0, 1].flatMap((dx) => [0, 1].map((dy) => ({ startX: X0 + dx, startY: Y0 + dy, endX: X0 + dx + 1, endY: Y0 + dy + 1 })))

describe.runIf(onRealPostgres())("20 placements race over overlapping areas (PostgreSQL)", () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
  }, 60_000)
  afterAll(async () => {
    await s?.stop()
  })

  it("places exactly one building; every loser is told the PLOT is occupied; no PLOT carries two", async () => {
    const db = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await db.connect()
    try {
      const row = await db.query(
        `insert into members (first_name, last_name, email, phone, phone_country, owner_id, lang, referrer_id, hear_about_us, status, password_hash, open_date, created_at, updated_at)
         select 'Builder', last_name, $1, null, null, null, lang, null, hear_about_us, status, password_hash, open_date, now(), now() from members where id = 100001 returning id`,
        [`builder.${Date.now()}@example.com`]
      )
      const id = Number(row.rows[0].id)
      const client = s.clientWith((await s.anon.identity.login({ body: { username: String(id), password: "Demo#2026pass" } })).accessToken)
      await client.wallet.saveLegalInfo({ body: { fullName: "Race Builder", birthDate: "1990-01-01", country: "us", address: "1 Market Street, Springfield" } })
      await s.ops.ledger.simulateDeposit({ body: { memberId: id, amount: 50_000 } })
      await client.ledger.topUp({ body: { amount: 50_000 } })
      await client.land.purchase({ body: { plots: BLOCK } })
      for (const p of BLOCK) await client.land.activate({ body: p })
      const buildings = []
      for (let i = 0; i < 20; i++) buildings.push((await client.buildings.buy({ body: { templatesId: 3 } })).building)

      const results = await Promise.allSettled(buildings.map((b, i) => client.buildings.place({ body: { buildingId: b.id, ...POSITIONS[i % 4]! } })))
      const winners = results.filter((r) => r.status === "fulfilled")
      expect(winners).toHaveLength(1)
      for (const r of results) {
        if (r.status === "fulfilled") continue
        const e = r.reason as ApiError
        expect(e.status).toBe(422)
        expect(e.fieldErrors?.area?.[0].code).toBe("buildings.plot_occupied")
      }
      const shared = await db.query(`select x, y, count(*)::int as n from building_plots group by x, y having count(*) > 1`)
      expect(shared.rows).toEqual([])
      const under = await db.query(`select count(*)::int as n from building_plots bp join buildings b on b.id = bp.building_id where b.member_id = $1`, [id])
      expect(under.rows[0].n).toBe(4)
      const placed = await db.query(`select count(*)::int as n from plots where status = 'placed' and x between $1 and $2 and y between $3 and $4`, [X0, X0 + 2, Y0, Y0 + 2])
      expect(placed.rows[0].n).toBe(4)
      const standing = await db.query(`select count(*)::int as n from buildings where member_id = $1 and start_x is not null`, [id])
      expect(standing.rows[0].n).toBe(1)
    } finally {
      await db.end()
    }
  }, 180_000)
})
