import type { ApiError } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 13 §4 on real PostgreSQL: 50 buyers race for a listing of 10 iron and exactly 10 are sold; a seller who
 * cancels while 20 buyers buy never sells more than was listed, and what was not sold comes back out of escrow.
 */
const UNIT = 10_000n // mineral minor units per whole unit (scale 4)

describe.runIf(onRealPostgres())("buyers race for a listing (PostgreSQL)", () => {
  let s: TestServer
  let db: pg.Client
  const buyers: Array<{ id: number; client: ReturnType<TestServer["clientWith"]> }> = []
  let seller: ReturnType<TestServer["clientWith"]>
  const balance = async (ownerKind: string, ownerId: string, asset: string) =>
    BigInt((await db.query(`select coalesce(sum(balance), 0)::text as b from ledger_accounts where owner_kind = $1 and owner_id = $2 and asset = $3`, [ownerKind, ownerId, asset])).rows[0].b)

  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
    db = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await db.connect()
    seller = s.clientWith((await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken)
    const rows = await db.query(
      `insert into members (first_name, last_name, email, phone, phone_country, owner_id, lang, referrer_id, hear_about_us, status, password_hash, open_date, created_at, updated_at)
       select 'Buyer', g::text, 'buyer.' || g || '.' || $1 || '@example.com', null, null, null, lang, null, hear_about_us, status, password_hash, open_date, now(), now()
       from members, generate_series(1, 50) g where id = 100001 returning id`,
      [Date.now()]
    )
    for (const r of rows.rows) {
      const id = Number(r.id)
      const client = s.clientWith((await s.anon.identity.login({ body: { username: String(id), password: "Demo#2026pass" } })).accessToken)
      await s.ops.ledger.simulateDeposit({ body: { memberId: id, amount: 100 } })
      await client.ledger.topUp({ body: { amount: 100 } })
      buyers.push({ id, client })
    }
    await s.ops.market.staffGrantResource({ body: { memberId: 100001, resource: "mineral_1", units: 10, reason: "race" } })
    await s.ops.market.staffGrantResource({ body: { memberId: 100001, resource: "mineral_2", units: 10, reason: "race" } })
  }, 600_000)
  afterAll(async () => {
    await db?.end()
    await s?.stop()
  })

  it("50 buyers for a quantity of 10 sell exactly 10", async () => {
    const listing = await seller.market.create({ body: { category: "minerals", resource: "mineral_1", quantity: 10, unitPrice: "1" } })
    const results = await Promise.allSettled(buyers.map((b) => b.client.market.buy({ body: { listingId: listing.id, quantity: 1 } })))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10)
    for (const r of results) {
      if (r.status === "fulfilled") continue
      const e = r.reason as ApiError
      expect([409, 422]).toContain(e.status)
    }
    const sold = await db.query(`select coalesce(sum(quantity), 0)::int as n, count(distinct buyer_id)::int as b from market_sales where listing_id = $1`, [listing.id])
    expect(sold.rows[0]).toEqual({ n: 10, b: 10 })
    expect((await seller.market.listing({ params: { id: listing.id } })).state).toBe("sold")
    expect(await balance("system", "escrow", "mineral_1")).toBe(0n)
    let bought = 0n
    for (const b of buyers) bought += await balance("member", String(b.id), "mineral_1")
    expect(bought).toBe(10n * UNIT)
  }, 300_000)

  it("a seller who cancels while buyers buy never sells more than was listed", async () => {
    const before = await balance("member", "100001", "mineral_2")
    const listing = await seller.market.create({ body: { category: "minerals", resource: "mineral_2", quantity: 10, unitPrice: "1" } })
    const racers = buyers.slice(0, 20).map((b, i) => b.client.market.buy({ body: { listingId: listing.id, quantity: 1 + (i % 2) } }))
    const cancel = seller.market.cancel({ params: { id: listing.id } })
    const results = await Promise.allSettled([...racers, cancel])
    const sold = Number((await db.query(`select coalesce(sum(quantity), 0)::int as n from market_sales where listing_id = $1`, [listing.id])).rows[0].n)
    expect(sold).toBeLessThanOrEqual(10)
    const after = await seller.market.listing({ params: { id: listing.id } })
    expect(after.amount - after.quantity).toBe(sold)
    expect(["cancelled", "sold"]).toContain(after.state)
    if (results[results.length - 1]!.status === "fulfilled") expect(after.state).toBe("cancelled")
    // Escrow is empty; the seller got back exactly what was not sold; buyers hold what was.
    expect(await balance("system", "escrow", "mineral_2")).toBe(0n)
    expect(await balance("member", "100001", "mineral_2")).toBe(before - BigInt(sold) * UNIT)
    let bought = 0n
    for (const b of buyers) bought += await balance("member", String(b.id), "mineral_2")
    expect(bought).toBe(BigInt(sold) * UNIT)
  }, 300_000)

  it("50 buyers for 10 units of the house's stock, while staff revise it, make exactly the assets sold", async () => {
    const stock = await s.ops.market.staffStockCreate({ body: { assetType: "animation", name: "Race dance", quantity: 10, unitPrice: "1" } })
    const revenueBefore = await balance("system", "revenue", "abey")
    const racers = buyers.map((b) => b.client.market.buy({ body: { listingId: stock.id, quantity: 1 } }))
    // Staff revise mid-race to 3 more units than are left at that instant; what was sold stays sold.
    const revise = s.ops.market.staffStockRevise({ params: { id: stock.id }, body: { quantity: 3, unitPrice: "1" } })
    const results = await Promise.allSettled([...racers, revise])
    const after = await buyers[0]!.client.market.listing({ params: { id: stock.id } })
    const sold = Number((await db.query(`select coalesce(sum(quantity), 0)::int as n from market_sales where listing_id = $1`, [stock.id])).rows[0].n)
    expect(results.slice(0, -1).filter((r) => r.status === "fulfilled")).toHaveLength(sold)
    expect(after.amount - after.quantity).toBe(sold)
    expect(sold).toBeLessThanOrEqual(after.amount)
    const made = Number((await db.query(`select count(*)::int as n from assets where type = 'animation' and name = 'Race dance'`)).rows[0].n)
    expect(made).toBe(sold)
    // The house keeps the whole price: 1 ABEY (8 decimals) for each unit.
    expect((await balance("system", "revenue", "abey")) - revenueBefore).toBe(BigInt(sold) * 100_000_000n)
  }, 300_000)
})
