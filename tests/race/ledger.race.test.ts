import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { type AddressInfo, createServer as createNetServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Clock, type TransferIntent, getBalanceSheet, member, postTransfer, system } from "@iw/core"
import { api } from "@iw/contracts"
import { ApiError, makeClient } from "@iw/contracts/client"
import { openDatabase, postgresLayer } from "@iw/postgres"
import { Effect, Exit, Layer } from "effect"
import { sql } from "kysely"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshSchemaName, onRealPostgres, dropSchema, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 3 §6, on real PostgreSQL: concurrent debits, random transfers, one key sent many times at once (also on a
 * top-up of the whole wallet), balance sheets read while transfers commit, and the real server process killed in
 * the middle of a batch and restarted. Every sum must hold and no balance may go below zero.
 */
const ROOT = resolve(__dirname, "../..")

/** Ledger invariants read straight from the tables, not through the code under test. */
const checkLedger = async (url: string, schema: string) => {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` })
  await client.connect()
  try {
    const sums = await client.query(`select asset, sum(balance)::text as s from ledger_accounts group by asset`)
    for (const r of sums.rows) expect(r.s, `sum of ${r.asset}`).toBe("0")
    const negative = await client.query(`select count(*)::int as n from ledger_accounts where balance < 0 and not may_go_negative`)
    expect(negative.rows[0].n).toBe(0)
    // Every stored balance is exactly what its legs explain.
    const drift = await client.query(`
      select a.id from ledger_accounts a
      left join (select to_account as id, sum(amount) s from ledger_legs group by 1) i on i.id = a.id
      left join (select from_account as id, sum(amount) s from ledger_legs group by 1) o on o.id = a.id
      where a.balance <> coalesce(i.s, 0) - coalesce(o.s, 0)`)
    expect(drift.rows).toEqual([])
    const lotDrift = await client.query(`
      select a.id from ledger_accounts a join (select account_id, sum(remaining) r from ledger_lots group by 1) l on l.account_id = a.id
      where a.owner_kind = 'member' and a.balance <> l.r`)
    expect(lotDrift.rows).toEqual([])
    return client
  } catch (e) {
    await client.end()
    throw e
  }
}

describe.runIf(onRealPostgres())("the ledger under concurrency and faults (PostgreSQL)", () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
  })
  afterAll(async () => {
    await s?.stop()
  })

  const newMember = async (tag: string) => {
    const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
    await s.anon.identity.sendEmailCode({ query: { email } })
    const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
    const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
    return { id: r.memberId, client: s.clientWith(r.accessToken) }
  }

  it("200 concurrent top-ups against a wallet that affords 50: exactly 50 succeed and the wallet ends at zero", async () => {
    const m = await newMember("debits")
    await s.ops.ledger.simulateDeposit({ body: { memberId: m.id, amount: 50 } })
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => m.client.ledger.topUp({ body: { amount: 1 } })))
    const ok = results.filter((r) => r.status === "fulfilled").length
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as ApiError)
    expect(ok).toBe(50)
    expect(refused.every((e) => e.status === 422)).toBe(true)
    const wallet = await m.client.ledger.systemWallet()
    expect(wallet.balance.decimal).toBe("0")
    expect((await m.client.ledger.abeyBalance()).balanceOrdinary.decimal).toBe("50")
  })

  it("the same idempotency key sent 50 times at once moves the money exactly once", async () => {
    const m = await newMember("idem")
    await s.ops.ledger.simulateDeposit({ body: { memberId: m.id, amount: 100 } })
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => m.client.ledger.topUp({ body: { amount: 10 } }, { idempotencyKey: "same-key" })))
    expect(results.every((r) => r.status === "fulfilled")).toBe(true)
    const ids = new Set(results.map((r) => (r as PromiseFulfilledResult<{ transferId: number }>).value.transferId))
    expect(ids.size).toBe(1)
    expect((await m.client.ledger.systemWallet()).balance.decimal).toBe("90")
  })

  it("the same key sent 50 times at once on a top-up of the whole wallet: the first result every time, never 422", async () => {
    const m = await newMember("idem-all")
    await s.ops.ledger.simulateDeposit({ body: { memberId: m.id, amount: 100 } })
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => m.client.ledger.topUp({ body: { amount: 100 } }, { idempotencyKey: "the-whole-wallet" })))
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as ApiError)
    expect(refused.map((e) => `${e.status} ${JSON.stringify(e.fieldErrors)}`)).toEqual([])
    const ids = new Set(results.map((r) => (r as PromiseFulfilledResult<{ transferId: number }>).value.transferId))
    expect(ids.size).toBe(1)
    expect((await m.client.ledger.systemWallet()).balance.decimal).toBe("0")
    expect((await m.client.ledger.abeyBalance()).balanceOrdinary.decimal).toBe("100")
  })

  it("the balance sheet is one snapshot: while transfers commit, balances and lots never disagree", async () => {
    const who = 870000 + Math.floor(Math.random() * 10_000)
    // Each transfer gives one ABEY minor unit and one ticket together, so in any consistent read they are equal.
    const writes = Promise.all(
      Array.from({ length: 150 }, (_, k) =>
        s.runtime.runPromise(
          postTransfer({
            code: "openingBalance",
            reference: { type: "race", id: "snapshot" },
            idempotencyKey: `race:snapshot:${who}:${k}`,
            legs: [
              { from: system("issuance", "abey"), to: member(who, "abey"), amount: 1n },
              { from: system("issuance", "tickets"), to: member(who, "tickets"), amount: 1n }
            ]
          })
        )
      )
    )
    const torn: Array<string> = []
    let reads = 0
    let done = false
    void writes.then(() => (done = true))
    while (!done || reads < 50) {
      const sheet = await s.runtime.runPromise(getBalanceSheet(who))
      reads++
      if (sheet.minor.ordinary !== sheet.minor.tickets) torn.push(`abey ${sheet.minor.ordinary} vs tickets ${sheet.minor.tickets}`)
      if (done && reads >= 50) break
    }
    await writes
    expect(torn).toEqual([])
    const end = await s.runtime.runPromise(getBalanceSheet(who))
    expect([end.minor.ordinary, end.minor.tickets]).toEqual([150n, 150n])
  })

  it("200 concurrent random transfers among 20 accounts conserve the totals and leave nobody below zero", async () => {
    const base = 800000
    // Fund 20 members' accounts straight from issuance, through the use-case, on the server's runtime.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        s.runtime.runPromise(
          postTransfer({ code: "openingBalance", reference: { type: "race", id: "fund" }, idempotencyKey: `race:fund:${i}`, legs: [{ from: system("issuance", "coins"), to: member(base + i, "coins"), amount: 100n }] })
        )
      )
    )
    const random = (n: number) => Math.floor(Math.random() * n)
    const exits = await Promise.all(
      Array.from({ length: 200 }, (_, k) => {
        const a = random(20)
        const b = (a + 1 + random(19)) % 20
        const intent: TransferIntent = {
          code: "marketSale",
          reference: { type: "race", id: String(k) },
          idempotencyKey: `race:t:${k}`,
          legs: [{ from: member(base + a, "coins"), to: member(base + b, "coins"), amount: BigInt(1 + random(60)) }]
        }
        return s.runtime.runPromiseExit(postTransfer(intent))
      })
    )
    expect(exits.filter(Exit.isSuccess).length).toBeGreaterThan(0)
    for (const e of exits.filter(Exit.isFailure)) expect(JSON.stringify(e.cause, (_, v) => (typeof v === "bigint" ? String(v) : v))).toContain("InsufficientFunds")
    const total = await sql<{ s: string }>`select sum(balance)::text as s from ledger_accounts where asset = 'coins' and owner_kind = 'member' and owner_id::bigint between ${base} and ${base + 19}`.execute(s.db.db)
    expect(total.rows[0].s).toBe("2000")
    ;(await checkLedger(testDatabaseUrl(), s.db.schema)).end()
  })

  it("40 deposits collected at once behind a deposit that cannot be credited: each good one once and said so, the bad one audited once, the cursor at the end", async () => {
    const m = await newMember("deposits")
    const { address } = await m.client.ledger.systemWallet()
    // The bad deposit comes first on the chain: its hash's key was already used for another request.
    const bad = `0x${"e3".repeat(32)}`
    await sql`
      with h as (update chain_sim_state set height = height + 1 where id = 1 returning height)
      insert into chain_sim_transactions (tx_hash, kind, to_address, currency, amount, member_id, created_at, confirmed_at, height)
      select ${bad}, 'deposit', ${address}, 'ABEY', 700000000, ${m.id}, now(), now(), h.height from h
    `.execute(s.db.db)
    await s.runtime.runPromise(
      postTransfer({ code: "walletDeposit", reference: { type: "chain", id: bad }, idempotencyKey: `deposit:${bad}`, legs: [{ from: system("issuance", "abey"), to: member(m.id, "abey", "wallet"), amount: 10n ** 8n }] })
    )
    // Each staff deposit runs the collector itself, so 40 collectors race over the one checkpoint.
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => s.ops.ledger.simulateDeposit({ body: { memberId: m.id, amount: i + 1 } })))
    expect(results.filter((r) => !r.credited).map((r) => r.txHash)).toEqual([])
    expect(new Set(results.map((r) => r.transferId)).size).toBe(40)
    expect((await m.client.ledger.systemWallet()).balance.decimal).toBe(String(1 + (40 * 41) / 2))
    const audited = await sql<{ n: number }>`select count(*)::int as n from audit_log where action = 'ledger.deposit_failed' and details->>'txHash' = ${bad}`.execute(s.db.db)
    expect(audited.rows[0].n).toBe(1)
    const cursor = await sql<{ value: string }>`select value from ledger_checkpoints where name = 'chain.deposits'`.execute(s.db.db)
    const top = await sql<{ h: string }>`select max(height)::text as h from chain_sim_transactions where kind = 'deposit'`.execute(s.db.db)
    expect(cursor.rows[0].value).toBe(top.rows[0].h)
    ;(await checkLedger(testDatabaseUrl(), s.db.schema)).end()
  })

  it("a server process killed mid-batch and restarted: no partial transfer, nothing acknowledged is lost, every sum holds", async () => {
    const url = testDatabaseUrl()
    const schema = freshSchemaName()
    const dataDir = mkdtempSync(join(tmpdir(), "iw-kill-"))
    const port = await freePort()
    const server = new ServerProcess(url, schema, dataDir, port)
    try {
      await server.start()
      const base = `http://127.0.0.1:${port}`
      const ops = () => makeClient(api, { baseUrl: base, token: () => readFileSync(join(dataDir, "ops-token"), "utf8").trim(), lang: () => "en" })
      const anon = makeClient(api, { baseUrl: base, token: () => null, lang: () => "en" })

      // Members with system-wallet ABEY to top up, and bonus ABEY so that PLOT purchases pay in two legs.
      const members: Array<{ id: number; token: string }> = []
      for (let i = 0; i < 4; i++) {
        const email = `kill.${i}.${Date.now()}@example.com`
        await anon.identity.sendEmailCode({ query: { email } })
        const code = /\b(\d{4})\b/.exec((await ops().staff.outbox({ query: { recipient: email, perPage: 1 } })).data[0].body)![1]
        const { token } = await anon.identity.checkEmailCode({ query: { email, code } })
        const r = await anon.identity.register({ body: { token, lang: "en", name: `Kill${i}`, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
        const me = makeClient(api, { baseUrl: base, token: () => r.accessToken, lang: () => "en" })
        await me.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" } })
        await ops().ledger.simulateDeposit({ body: { memberId: r.memberId, amount: 2_000 } })
        await me.ledger.topUp({ body: { amount: 500 } }, { idempotencyKey: "opening" })
        members.push({ id: r.memberId, token: r.accessToken })
      }
      const funder = await openDatabase({ url, schema })
      try {
        const layer = postgresLayer(funder.db).pipe(Layer.provideMerge(Layer.succeed(Clock)({ now: Effect.sync(() => new Date()) })))
        for (const m of members) {
          await Effect.runPromise(
            Effect.provide(
              postTransfer({ code: "openingBalance", reference: { type: "kill", id: "bonus" }, idempotencyKey: `kill:bonus:${m.id}`, legs: [{ from: system("issuance", "abey"), to: member(m.id, "abey", "bonus"), amount: 130n * 10n ** 8n }] }),
              layer
            )
          )
        }
      } finally {
        await funder.close()
      }

      // The batch: top-ups (one leg) and PLOT purchases (bonus first: one or two legs), many in flight at once.
      const client = (m: { token: string }) => makeClient(api, { baseUrl: base, token: () => m.token, lang: () => "en" })
      const topUps: Array<{ member: number; key: string; acknowledged: number | null }> = []
      const plots: Array<{ member: number; x: number; y: number; acknowledged: boolean }> = []
      let nextPlot = 0
      const batch = (round: number, n: number) =>
        Array.from({ length: n }, (_, k) => {
          const m = members[k % members.length]
          if (k % 3 === 2) {
            const plot = { member: m.id, x: 20 + (nextPlot % 60), y: 20 + Math.floor(nextPlot / 60), acknowledged: false }
            nextPlot++
            plots.push(plot)
            return client(m)
              .land.purchase({ body: { plots: [{ x: plot.x, y: plot.y }] } })
              .then(() => void (plot.acknowledged = true))
          }
          const t = { member: m.id, key: `kill-${round}-${k}`, acknowledged: null as number | null }
          topUps.push(t)
          return client(m)
            .ledger.topUp({ body: { amount: 1 } }, { idempotencyKey: t.key })
            .then((r) => void (t.acknowledged = r.transferId))
        })

      const first = batch(1, 240)
      let answered = 0
      first.forEach((p) => void p.then(() => answered++, () => answered++))
      for (let i = 0; i < 300 && answered < 40; i++) await new Promise((r) => setTimeout(r, 20))
      server.kill()
      await Promise.allSettled(first)
      const lostInFlight = topUps.filter((t) => t.acknowledged === null).length + plots.filter((p) => !p.acknowledged).length
      expect(answered).toBeGreaterThan(0)
      expect(lostInFlight).toBeGreaterThan(0)

      // Restart on the same database and keep going: retry what got no answer (same keys), then another batch.
      await server.start()
      const before = { topUps: topUps.length, plots: plots.length }
      await Promise.allSettled(
        topUps
          .filter((t) => t.acknowledged === null)
          .map((t) => client(members.find((m) => m.id === t.member)!).ledger.topUp({ body: { amount: 1 } }, { idempotencyKey: t.key }).then((r) => void (t.acknowledged = r.transferId)))
      )
      expect(topUps.filter((t) => t.acknowledged === null)).toEqual([])
      await Promise.allSettled(batch(2, 60))
      expect(topUps.length).toBeGreaterThan(before.topUps)
      expect(plots.length).toBeGreaterThan(before.plots)
      await server.stop()

      const db = await checkLedger(url, schema)
      try {
        // Every transfer has legs, and a top-up exactly one of exactly 1 ABEY.
        const legless = await db.query(`select t.id from ledger_transfers t left join ledger_legs l on l.transfer_id = t.id group by t.id having count(l.id) = 0`)
        expect(legless.rows).toEqual([])
        const topUpLegs = await db.query(
          `select t.idempotency_key as key, count(l.id)::int as legs, sum(l.amount)::text as amount from ledger_transfers t join ledger_legs l on l.transfer_id = t.id where t.code = 'topUpFromWallet' group by t.id`
        )
        for (const r of topUpLegs.rows.filter((x) => !String(x.key).endsWith(":opening"))) expect([r.legs, r.amount]).toEqual([1, String(10n ** 8n)])
        // Each top-up key moved its ABEY exactly once, and every acknowledged one is there with the id it answered.
        const byKey = new Map(topUpLegs.rows.map((r) => [r.key as string, r]))
        for (const t of topUps) expect(byKey.has(`topup:${t.member}:${t.key}`), t.key).toBe(true)
        expect(topUpLegs.rows).toHaveLength(topUps.length + members.length)
        const ids = await db.query(`select id::int, idempotency_key as key from ledger_transfers where code = 'topUpFromWallet'`)
        const idOf = new Map(ids.rows.map((r) => [r.key as string, r.id as number]))
        for (const t of topUps) expect(idOf.get(`topup:${t.member}:${t.key}`)).toBe(t.acknowledged)
        // A PLOT purchase is all or nothing: the plot sold to the member, a transfer whose legs pay exactly its price.
        const sales = await db.query(`
          select s.x, s.y, s.member_id::int as member, s.price_minor::text as price, (select sum(l.amount) from ledger_legs l where l.transfer_id = s.transfer_id)::text as paid,
                 p.status, p.owner_id::int as owner
          from plot_sales s join plots p on p.x = s.x and p.y = s.y
          where s.x >= 20 and s.y >= 20`)
        for (const r of sales.rows) expect([r.paid, r.owner]).toEqual([r.price, r.member])
        for (const p of plots.filter((q) => q.acknowledged)) expect(sales.rows.some((r) => r.x === p.x && r.y === p.y && r.member === p.member)).toBe(true)
        const orphanPurchases = await db.query(`select t.id from ledger_transfers t where t.code = 'plotPurchase' and not exists (select 1 from plot_sales s where s.transfer_id = t.id)`)
        expect(orphanPurchases.rows).toEqual([])
        const twoLegs = await db.query(`select count(*)::int as n from (select t.id from ledger_transfers t join ledger_legs l on l.transfer_id = t.id where t.code = 'plotPurchase' group by t.id having count(*) = 2) x`)
        expect(twoLegs.rows[0].n).toBeGreaterThan(0)
        // Each member's system wallet is exactly what their deposit and top-ups explain: no top-up counted twice or lost.
        for (const m of members) {
          const wallet = await db.query(`select balance::text as b from ledger_accounts where owner_kind = 'member' and owner_id = $1 and asset = 'abey' and pocket = 'wallet'`, [String(m.id)])
          const done = topUps.filter((t) => t.member === m.id).length
          expect(BigInt(wallet.rows[0].b)).toBe((2_000n - 500n - BigInt(done)) * 10n ** 8n)
        }
      } finally {
        await db.end()
      }
    } finally {
      server.kill()
      rmSync(dataDir, { recursive: true, force: true })
      await dropSchema(url, schema)
    }
  }, 300_000)
})

/** A free TCP port on the loopback interface (never 3000). */
const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const srv = createNetServer()
    srv.once("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo
      srv.close(() => resolvePort(port))
    })
  })

/** The real API (apps/api main) as its own process on a PostgreSQL schema: started, SIGKILLed, restarted. */
class ServerProcess {
  private child: ChildProcess | null = null
  constructor(
    readonly url: string,
    readonly schema: string,
    readonly dataDir: string,
    readonly port: number
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.url,
        DATABASE_SCHEMA: this.schema,
        WEB_DIR: "",
        STAFF_DIR: "",
        QUIET: "true",
        SEED_DEMO: "true",
        JOBS_EVERY_SECONDS: "0",
        CHAIN_SIM_CONFIRM_SECONDS: "-1"
      }
    })
    this.child = child
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      const up = await fetch(`http://127.0.0.1:${this.port}/api/openapi.json`).then((r) => r.ok, () => false)
      if (up) return
      if (Date.now() > deadline) throw new Error("the server did not start in 120 s")
      await new Promise((r) => setTimeout(r, 250))
    }
  }

  kill(): void {
    if (this.child && this.child.exitCode === null) this.child.kill("SIGKILL")
  }

  async stop(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((r) => child.once("exit", r))
    child.kill("SIGTERM")
    await exited
  }
}
