import { ApiError } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 4 §6 on real PostgreSQL: 100 concurrent buyers race for the same 10 plots. Each plot is sold exactly once,
 * a buyer who loses is never charged, and every ledger total still holds.
 */
// x = 10 is a road in the demo world.
const PLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11].map((x) => ({ x, y: 2 }))
const PRICE = 100 // level 1 plots of the demo world cost 100 ABEY

describe.runIf(onRealPostgres())("100 buyers race for 10 plots (PostgreSQL)", () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
  }, 60_000)
  afterAll(async () => {
    await s?.stop()
  })

  /** Buyers are inserted beside the demo member (same password) and sign in over HTTP: no code sending limits. */
  const newBuyer = async (db: pg.Client, i: number) => {
    const row = await db.query(
      `insert into members (first_name, last_name, email, phone, phone_country, owner_id, lang, referrer_id, hear_about_us, status, password_hash, open_date, created_at, updated_at)
       select $1, last_name, $2, null, null, null, lang, null, hear_about_us, status, password_hash, open_date, now(), now() from members where id = 100001 returning id`,
      [`racer${i}`, `racer${i}.${Date.now()}@example.com`]
    )
    const id = Number(row.rows[0].id)
    const client = s.clientWith((await s.anon.identity.login({ body: { username: String(id), password: "Demo#2026pass" } })).accessToken)
    await client.wallet.saveLegalInfo({ body: { fullName: "Race Buyer", birthDate: "1990-01-01", country: "us", address: "1 Market Street, Springfield" } })
    await s.ops.ledger.simulateDeposit({ body: { memberId: id, amount: 1000 } })
    await client.ledger.topUp({ body: { amount: 1000 } })
    return { id, client }
  }

  it("sells each plot exactly once; losers keep every unit; ledger sums stay zero", async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await client.connect()
    const buyers: Array<Awaited<ReturnType<typeof newBuyer>>> = []
    for (let i = 0; i < 100; i++) buyers.push(await newBuyer(client, i))
    // Each buyer wants 1 to 3 of the 10 plots, overlapping with everyone else's choice.
    const wants = buyers.map((_, i) => [PLOTS[i % 10]!, PLOTS[(i * 7 + 3) % 10]!, PLOTS[(i * 3 + 1) % 10]!].slice(0, 1 + (i % 3))).map((w) => [...new Map(w.map((p) => [p.x, p])).values()])
    const results = await Promise.allSettled(buyers.map((b, i) => b.client.land.purchase({ body: { plots: wants[i]! } })))

    const winners = results.flatMap((r, i) => (r.status === "fulfilled" ? [i] : []))
    const losers = results.flatMap((r, i) => (r.status === "rejected" ? [i] : []))
    for (const i of losers) {
      const e = (results[i] as PromiseRejectedResult).reason as ApiError
      expect(e.status).toBe(422)
      expect(e.fieldErrors?.plots?.[0].code).toBe("land.unavailable")
    }
    expect(winners.length).toBeGreaterThan(0)
    const sold = winners.flatMap((i) => wants[i]!.map((p) => `${p.x},${p.y}`))
    expect(new Set(sold).size).toBe(sold.length)

    try {
      const plots = await client.query(`select x, y, status, owner_id::int as owner from plots where y = 2 and x between 1 and 11 and x <> 10 order by x`)
      const sales = await client.query(`select x, count(*)::int as n from plot_sales where y = 2 group by x`)
      for (const s of sales.rows) expect(s.n, `sales of ${s.x},2`).toBe(1)
      for (const p of plots.rows) {
        const winner = winners.find((i) => wants[i]!.some((w) => w.x === p.x && w.y === p.y))
        if (winner === undefined) expect(p.status).toBe("available")
        else expect({ status: p.status, owner: p.owner }).toEqual({ status: "sold", owner: buyers[winner]!.id })
      }
      // Losers were never charged; winners paid exactly their plots.
      const balances = await Promise.all(buyers.map((b) => b.client.ledger.abeyBalance()))
      buyers.forEach((_, i) => {
        const paid = winners.includes(i) ? wants[i]!.length * PRICE : 0
        expect(balances[i]!.balance.decimal, `buyer ${i}`).toBe(String(1000 - paid))
      })
      const sums = await client.query(`select asset, sum(balance)::text as s from ledger_accounts group by asset`)
      for (const r of sums.rows) expect(r.s, `sum of ${r.asset}`).toBe("0")
      const negative = await client.query(`select count(*)::int as n from ledger_accounts where balance < 0 and not may_go_negative`)
      expect(negative.rows[0].n).toBe(0)
      const drift = await client.query(`
        select a.id from ledger_accounts a
        left join (select to_account as id, sum(amount) s from ledger_legs group by 1) i on i.id = a.id
        left join (select from_account as id, sum(amount) s from ledger_legs group by 1) o on o.id = a.id
        where a.balance <> coalesce(i.s, 0) - coalesce(o.s, 0)`)
      expect(drift.rows).toEqual([])
      const purchases = await client.query(`select count(*)::int as n, coalesce(sum(l.amount), 0)::text as amount from ledger_transfers t join ledger_legs l on l.transfer_id = t.id where t.code = 'plotPurchase'`)
      expect(BigInt(purchases.rows[0].amount)).toBe(BigInt(sold.length * PRICE) * 100_000_000n)
    } finally {
      await client.end()
    }
  }, 180_000)
})
