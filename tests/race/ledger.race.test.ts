import { spawn } from "node:child_process"
import { resolve } from "node:path"
import { type TransferIntent, member, postTransfer, system } from "@iw/core"
import { ApiError } from "@iw/contracts/client"
import { Exit } from "effect"
import { sql } from "kysely"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshSchemaName, onRealPostgres, dropSchema, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 3 §6, on real PostgreSQL: concurrent debits, random transfers, one key sent many times at once, and a
 * process killed in the middle of a batch. Every sum must hold and no balance may go below zero.
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

  it("a process killed mid-batch leaves no partial transfer, and every sum still holds", async () => {
    const url = testDatabaseUrl()
    const schema = freshSchemaName()
    // A database of its own, funded, then a separate process writing three-leg transfers until SIGKILL.
    const { openDatabase, migrateToLatest } = await import("@iw/postgres")
    const handle = await openDatabase({ url, schema })
    await migrateToLatest(handle)
    await handle.close()
    const funder = spawn(process.execPath, ["--import", "tsx", "-e", `
      import { Clock, member, postTransfer, system } from "@iw/core"
      import { openDatabase, postgresLayer } from "@iw/postgres"
      import { Effect, Layer } from "effect"
      const h = await openDatabase({ url: ${JSON.stringify(url)}, schema: ${JSON.stringify(schema)} })
      const layer = postgresLayer(h.db).pipe(Layer.provideMerge(Layer.succeed(Clock)({ now: Effect.sync(() => new Date()) })))
      for (let i = 0; i < 10; i++) for (const pocket of ["main", "bonus"]) await Effect.runPromise(Effect.provide(postTransfer({ code: "openingBalance", reference: { type: "crash", id: "fund" }, idempotencyKey: "fund:" + i + pocket, legs: [{ from: system("issuance", "abey"), to: member(900000 + i, "abey", pocket), amount: 100000n }] }), layer))
      await h.close()
    `], { cwd: ROOT, stdio: "inherit" })
    await new Promise((r) => funder.once("exit", r))

    const child = spawn(process.execPath, ["--import", "tsx", "tests/race/support/ledger-batch.ts", url, schema], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] })
    let progress = 0
    child.stdout!.on("data", (d) => (progress = Math.max(progress, ...String(d).trim().split("\n").map(Number))))
    for (let i = 0; i < 200 && progress < 300; i++) await new Promise((r) => setTimeout(r, 100))
    child.kill("SIGKILL")
    await new Promise((r) => child.once("exit", r))
    expect(progress).toBeGreaterThan(0)

    const client = await checkLedger(url, schema)
    const partial = await client.query(`select t.id, count(l.id)::int n from ledger_transfers t left join ledger_legs l on l.transfer_id = t.id where t.reference_type = 'crash' and t.code = 'marketSale' group by t.id having count(l.id) <> 3`)
    expect(partial.rows).toEqual([])
    const done = await client.query(`select count(*)::int n from ledger_transfers where code = 'marketSale'`)
    expect(done.rows[0].n).toBeGreaterThan(0)
    await client.end()
    await dropSchema(url, schema)
  }, 120_000)
})
