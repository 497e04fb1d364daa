import { LedgerRepository, Notifier, OutboxReader, Transactor, member, postTransfer, system } from "@iw/core"
import { sql } from "kysely"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"
import { kyselyEnv } from "../support/ports"
import { identityPortSuites } from "./identity-ports.suite"
import { customOrdersPortSuite } from "./custom-orders.suite"
import { ledgerModelSuite } from "./ledger-model.suite"

describe(`Kysely adapters on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => identityPortSuites("kysely", kyselyEnv))

describe("outbox adapter", () => {
  let env: Awaited<ReturnType<typeof kyselyEnv>>
  beforeAll(async () => {
    env = await kyselyEnv()
  })
  afterAll(async () => {
    await env?.close()
  })

  it("stores each message rendered in its language, and lists by recipient, newest first", async () => {
    await env.run(Notifier.use((n) => n.send({ channel: "email", to: "Ada@Example.com", template: "verification-code", params: { code: "1234", minutes: 10 }, lang: "en" })))
    await env.run(Notifier.use((n) => n.send({ channel: "sms", to: "8613800000000", template: "verification-code", params: { code: "5678", minutes: 10 }, lang: "en" })))
    const mine = await env.run(OutboxReader.use((o) => o.list({ recipient: "ada@example.com", limit: 10, offset: 0 })))
    expect(mine.total).toBe(1)
    expect(mine.rows[0]).toMatchObject({ channel: "email", subject: "Your Interworld verification code", template: "verification-code" })
    expect(mine.rows[0].body).toContain("1234")
    const all = await env.run(OutboxReader.use((o) => o.list({ limit: 10, offset: 0 })))
    expect(all.rows.map((r) => r.channel)).toEqual(["sms", "email"])
    expect(all.rows[0].subject).toBeNull()
  })

  it("is transactional: a message sent in a unit of work that fails is never stored", async () => {
    const exit = await env.runExit(
      Transactor.use((tx) =>
        tx.transaction(
          Effect.flatMap(
            Notifier.use((n) => n.send({ channel: "email", to: "ghost@example.com", template: "verification-code", params: { code: "0000", minutes: 10 }, lang: "en" })),
            () => Effect.fail("rolled back")
          )
        )
      )
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect((await env.run(OutboxReader.use((o) => o.list({ recipient: "ghost@example.com", limit: 10, offset: 0 })))).total).toBe(0)
  })
})

describe("Kysely ledger", () => ledgerModelSuite("kysely", kyselyEnv, onRealPostgres() ? 30 : 15))

describe("the database keeps the ledger's balances (migration 0007)", () => {
  let env: Awaited<ReturnType<typeof kyselyEnv>>
  beforeAll(async () => {
    env = await kyselyEnv()
  })
  afterAll(async () => {
    await env?.close()
  })

  const refused = async (q: Promise<unknown>) => {
    try {
      await q
    } catch (e) {
      return String((e as Error).message)
    }
    throw new Error("expected the statement to be refused")
  }

  it("applies inserted legs to both accounts, refuses overdrafts and every other change of a balance", async () => {
    const db = env.db.db
    await env.run(postTransfer({ code: "openingBalance", reference: { type: "t", id: "1" }, idempotencyKey: "db:fund", legs: [{ from: system("issuance", "coins"), to: member(4242, "coins"), amount: 10n }] }))
    const idOf = async (ownerKind: string, ownerId: string) =>
      Number((await sql<{ id: string }>`select id from ledger_accounts where owner_kind = ${ownerKind} and owner_id = ${ownerId} and asset = 'coins' and pocket = 'main'`.execute(db)).rows[0].id)
    const mine = await idOf("member", "4242")
    const issuance = await idOf("system", "issuance")
    await env.run(postTransfer({ code: "openingBalance", reference: { type: "t", id: "2" }, idempotencyKey: "db:open", legs: [{ from: system("issuance", "coins"), to: member(4243, "coins"), amount: 1n }] }))
    const other = await idOf("member", "4243")
    const balance = async (id: number) => BigInt((await sql<{ b: string }>`select balance::text as b from ledger_accounts where id = ${id}`.execute(db)).rows[0].b)
    const transfer = async (key: string) =>
      Number((await sql<{ id: string }>`insert into ledger_transfers (code, reference_type, reference_id, idempotency_key, fingerprint, created_at) values ('marketSale', 't', 'x', ${key}, '', now()) returning id`.execute(db)).rows[0].id)

    // Legs inserted by hand move the balances: the database, not the application, keeps them.
    const t1 = await transfer("db:by-hand")
    await sql`insert into ledger_legs (transfer_id, asset, from_account, to_account, amount) values (${t1}, 'coins', ${mine}, ${other}, 4)`.execute(db)
    expect([await balance(mine), await balance(other)]).toEqual([6n, 5n])
    // One statement's legs count as one change per account: paying out what arrives in the same statement is fine.
    const t2 = await transfer("db:net")
    await sql`insert into ledger_legs (transfer_id, asset, from_account, to_account, amount) values (${t2}, 'coins', ${other}, ${mine}, 20), (${t2}, 'coins', ${issuance}, ${other}, 15)`.execute(db)
    expect([await balance(mine), await balance(other)]).toEqual([26n, 0n])
    // An overdraft is refused by the CHECK, and nothing of the statement stays.
    const t3 = await transfer("db:overdraft")
    expect(await refused(sql`insert into ledger_legs (transfer_id, asset, from_account, to_account, amount) values (${t3}, 'coins', ${other}, ${mine}, 1)`.execute(db))).toMatch(/check/i)
    expect([await balance(mine), await balance(other)]).toEqual([26n, 0n])
    // Balances change only through legs; accounts open at zero.
    expect(await refused(sql`update ledger_accounts set balance = balance + 100 where id = ${mine}`.execute(db))).toContain("only through legs")
    expect(await refused(sql`insert into ledger_accounts (owner_kind, owner_id, asset, pocket, balance) values ('member', '4244', 'coins', 'main', 5)`.execute(db))).toContain("opens at zero")
    expect(await refused(sql`update ledger_accounts set owner_id = '1' where id = ${mine}`.execute(db))).toContain("keeps its owner")
    const totals = await env.run(LedgerRepository.use((r) => r.totals))
    expect(totals.find((t) => t.asset === "coins")).toMatchObject({ sum: 0n, negative: 0 })
  })
})

describe(`custom orders and Live2Earn on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => customOrdersPortSuite("kysely", kyselyEnv))
