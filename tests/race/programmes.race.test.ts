import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { onRealPostgres } from "../support/database"
import { yesterday } from "../support/programmes"

/**
 * Issue 16 §3: two API processes on one database run the same revenue-sharing day at once (three calls each, and
 * each process's own daily job would do the same). Every qualified member is paid exactly once, the day's shares add
 * up to at most its pool, and the day is recorded once.
 */
const MEMBERS = 5
const LEGAL = { fullName: "Race Citizen", birthDate: "1990-01-01", country: "us", address: "1 Market Street, Springfield" }

describe.runIf(onRealPostgres())("the revenue-sharing day run by two processes at once (PostgreSQL)", () => {
  const processes = twoApiProcesses("programmes", { CHAIN_SIM_CONFIRM_SECONDS: "-1", FEATURE_DAO_LINK: "all" })
  let db: pg.Client
  // The citizens of the first case (3 PLOTs each: 6,000 votes), who vote in the last.
  const citizens: Array<number> = []

  beforeAll(async () => {
    db = new pg.Client({ connectionString: processes.url, options: `-c search_path=${processes.schema}` })
    await db.connect()
  })
  afterAll(async () => {
    await db?.end()
  })

  const client = (p: ApiProcess, token: string | null) => makeClient(api, { baseUrl: p.base, token: () => token, lang: () => "en" })

  it("pays each qualified member once; the shares add up to at most the pool", async () => {
    const staffA = client(processes.a(), (await client(processes.a(), null).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    const staffB = client(processes.b(), (await client(processes.b(), null).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    const ids: Array<number> = []
    for (let i = 0; i < MEMBERS; i++) {
      const row = await db.query(
        `insert into members (first_name, last_name, email, phone, phone_country, owner_id, lang, referrer_id, hear_about_us, status, password_hash, open_date, created_at, updated_at)
         select 'Citizen', last_name, $1, null, null, null, lang, null, hear_about_us, status, password_hash, open_date, now(), now() from members where id = 100001 returning id`,
        [`citizen.${i}.${Date.now()}@example.com`]
      )
      const id = Number(row.rows[0].id)
      ids.push(id)
      const m = client(i % 2 === 0 ? processes.a() : processes.b(), (await client(processes.a(), null).identity.login({ body: { username: String(id), password: "Demo#2026pass" } })).accessToken)
      await m.wallet.saveLegalInfo({ body: LEGAL })
      await staffA.ledger.simulateDeposit({ body: { memberId: id, amount: 50_000 } })
      await m.ledger.topUp({ body: { amount: 50_000 } })
      const plots = [0, 1, 2].map((dx) => ({ x: 21 + dx, y: 41 + 2 * i }))
      await m.land.purchase({ body: { plots } })
      for (const p of plots) await m.land.activate({ body: p })
      await m.buildings.buy({ body: { templatesId: 1 } })
    }
    citizens.push(...ids)
    // Yesterday saw them hold it all and pay the platform (the ledger's append-only trigger is lifted for this one move).
    const list = ids.join(",")
    await db.query(`update plot_activations set activated_at = activated_at - interval '2 days', expires_at = expires_at - interval '2 days' where member_id in (${list})`)
    await db.query(`update buildings set purchased_at = purchased_at - interval '2 days' where member_id in (${list})`)
    await db.query(`alter table ledger_transfers disable trigger ledger_transfers_append_only`)
    await db.query(`update ledger_transfers set created_at = created_at - interval '1 day' where id in (select l.transfer_id from ledger_legs l join ledger_accounts a on a.id = l.to_account where a.owner_kind = 'system' and a.owner_id = 'revenue')`)
    await db.query(`alter table ledger_transfers enable trigger ledger_transfers_append_only`)

    const day = yesterday()
    const runs = await Promise.all([staffA, staffB, staffA, staffB, staffA, staffB].map((s) => s.programmes.runDay({ body: { day } })))
    for (const r of runs) expect(r).toMatchObject({ day, state: "paid", qualified: MEMBERS })
    const pool = BigInt(runs[0]!.pool.integerPart) * 10n ** 8n + BigInt(runs[0]!.pool.fractionalPart.padEnd(8, "0"))
    expect(pool).toBeGreaterThan(0n)

    const shares = await db.query(`select member_id, amount::text, state, transfer_id from revenue_sharing_shares where day = $1 order by member_id`, [day])
    expect(shares.rows.map((r) => Number(r.member_id))).toEqual(ids)
    expect(shares.rows.every((r) => r.state === "paid" && r.transfer_id !== null)).toBe(true)
    const paid = await db.query(
      `select a.owner_id as member, count(distinct t.id)::int as n, sum(l.amount)::text as total
       from ledger_transfers t join ledger_legs l on l.transfer_id = t.id join ledger_accounts a on a.id = l.to_account
       where t.reference_type = 'revenue-sharing' and t.reference_id = $1 group by a.owner_id order by a.owner_id::int`,
      [day]
    )
    expect(paid.rows.map((r) => Number(r.member))).toEqual(ids)
    expect(paid.rows.every((r) => r.n === 1)).toBe(true)
    const sum = paid.rows.reduce((s, r) => s + BigInt(r.total), 0n)
    expect(sum <= pool).toBe(true)
    expect(sum).toBe(shares.rows.reduce((s, r) => s + BigInt(r.amount), 0n))
    const days = await db.query(`select count(*)::int as n, max(paid_total)::text as paid from revenue_sharing_days where day = $1`, [day])
    expect(days.rows[0]).toEqual({ n: 1, paid: sum.toString() })
  }, 120_000)

  it("ten votes of one member on one proposal at once, through both processes: one is taken, the rest are told they voted", async () => {
    const staffA = client(processes.a(), (await client(processes.a(), null).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    const now = Date.now()
    const p = await staffA.governance.createProposal({ body: { title: "Race", body: "Ten votes at once.", opensAt: new Date(now - 60_000), closesAt: new Date(now + 3_600_000) } })
    const token = (await client(processes.a(), null).identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const votes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => client(i % 2 === 0 ? processes.a() : processes.b(), token).governance.vote({ params: { id: p.id }, body: { choice: i % 3 === 0 ? "no" : "yes" } })))
    expect(votes.filter((v) => v.status === "fulfilled")).toHaveLength(1)
    for (const v of votes) if (v.status === "rejected") expect((v.reason as { fieldErrors?: Record<string, Array<{ code: string }>> }).fieldErrors?.choice?.[0]?.code).toBe("governance.already_voted")
    const stored = await db.query(`select count(*)::int as n, sum(power)::text as power from dao_votes where proposal_id = $1`, [p.id])
    // main.ts seeds the demo buildings: 9 PLOTs give 18,000 votes, more than the 2,000 ITW.
    expect(stored.rows[0]).toEqual({ n: 1, power: "18000" })
  }, 60_000)

  it("staff close a proposal while members vote through both processes: no vote lands after the close, and the result counts every stored vote", async () => {
    const staffA = client(processes.a(), (await client(processes.a(), null).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    const staffB = client(processes.b(), (await client(processes.b(), null).staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    const voters = await Promise.all([100001, ...citizens].map(async (id, i) => client(i % 2 === 0 ? processes.a() : processes.b(), (await client(processes.a(), null).identity.login({ body: { username: String(id), password: "Demo#2026pass" } })).accessToken)))
    for (let round = 0; round < 3; round++) {
      const now = Date.now()
      const p = await staffA.governance.createProposal({ body: { title: `Close race ${round}`, body: "Votes and a close at once.", opensAt: new Date(now - 60_000), closesAt: new Date(now + 3_600_000) } })
      const [closed, ...votes] = await Promise.allSettled([
        (round % 2 === 0 ? staffB : staffA).governance.closeProposal({ params: { id: p.id }, body: { reason: "race" } }),
        ...voters.map((v) => v.governance.vote({ params: { id: p.id }, body: { choice: "yes" } }))
      ])
      expect(closed.status).toBe("fulfilled")
      for (const v of votes) if (v.status === "rejected") expect((v.reason as { fieldErrors?: Record<string, Array<{ code: string }>> }).fieldErrors?.choice?.[0]?.code).toBe("governance.not_open")
      const rows = await db.query(`select v.cast_at <= p.closes_at as before_close from dao_votes v join dao_proposals p on p.id = v.proposal_id where v.proposal_id = $1`, [p.id])
      expect(rows.rows.every((r) => r.before_close === true)).toBe(true)
      expect(rows.rows).toHaveLength(votes.filter((v) => v.status === "fulfilled").length)
      const [shown] = (await staffA.governance.proposals({ query: {} })).data.filter((x) => x.id === p.id)
      expect(shown).toMatchObject({ state: "closed", result: { voters: rows.rows.length } })
    }
  }, 120_000)
})
