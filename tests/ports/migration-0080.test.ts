import { migrations, openDatabase } from "@iw/postgres"
import { Migrator, sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dropSchema, freshSchemaName, testDatabaseUrl } from "../support/database"

/**
 * Migration 0080 reads the English memos of ledger lines written before it into codes and parameters, and gives the
 * seeded products and the purchases of them their names in the other languages.
 */
const url = testDatabaseUrl()
const schema = url ? freshSchemaName() : "public"
let handle: Awaited<ReturnType<typeof openDatabase>>
const migrator = () => new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema })

beforeAll(async () => {
  handle = url ? await openDatabase({ url, schema, poolSize: 1 }) : await openDatabase({ dataDir: "memory://" })
  const before = await migrator().migrateTo("0010-audit-long-targets")
  expect(before.error).toBeUndefined()
})
afterAll(async () => {
  await handle?.close()
  if (url) await dropSchema(url, schema)
})

describe("migration 0080: words in six languages", () => {
  it("backfills existing ledger lines with a code and parameters, and products and purchases with their names", async () => {
    const db = handle.db
    await sql`insert into members (id, first_name, email, lang, password_hash, open_date, created_at, updated_at) values (7, 'Old', 'old@example.com', 'en', 'h', now(), now(), now())`.execute(db)
    const product = await sql<{ id: number }>`insert into products (kind, name, description, tickets, price_cents, active, sort) values ('tickets', 'Starter pack', '10 experience tickets', 10, 1000, true, 1) returning id`.execute(db)
    const productId = product.rows[0]!.id
    const purchase = await sql<{ id: number }>`
      insert into purchases (member_id, product_id, product_name, quantity, tickets, currency, amount, address, status, invoice_expires_at, created_at, updated_at)
      values (7, ${productId}, 'Starter pack', 2, 20, 'USDT', 20000000, '0xabc', 'incomplete', now(), now(), now()) returning id`.execute(db)
    const purchaseId = purchase.rows[0]!.id
    const lines: ReadonlyArray<[string, string, string, string | null]> = [
      ["openingBalance", "seed", "demo", "Demo opening balance"],
      ["ticketPurchase", "purchase", String(purchaseId), "Starter pack × 2"],
      ["pointsCredit", "plot", "12,7", "PLOT 12,7 activation"],
      ["plotPurchase", "plots", "12,7@3", "12,7 13,7"],
      ["ticketGrant", "staff", "1", "goodwill after the outage"],
      ["topUpFromWallet", "member", "7", null]
    ]
    for (const [i, [code, type, id, memo]] of lines.entries()) {
      await sql`insert into ledger_transfers (code, reference_type, reference_id, idempotency_key, fingerprint, memo, created_at) values (${code}, ${type}, ${id}, ${`k${i}`}, 'f', ${memo}, now())`.execute(db)
    }

    const after = await migrator().migrateToLatest()
    expect(after.error).toBeUndefined()

    const rows = await sql<{ code: string; memo_code: string | null; memo_params: unknown }>`select code, memo_code, memo_params from ledger_transfers order by id`.execute(db)
    expect(rows.rows.map((r) => [r.code, r.memo_code, r.memo_params])).toEqual([
      ["openingBalance", "openingBalance", {}],
      ["ticketPurchase", "productPurchase", { product: { en: "Starter pack", cn: "入门包", tc: "入門包", jp: "スターターパック", kr: "스타터 팩", ru: "Стартовый набор" }, quantity: 2 }],
      ["pointsCredit", "plotActivation", { plot: "12,7" }],
      ["plotPurchase", "plotPurchase", { plots: "12,7 13,7" }],
      ["ticketGrant", "staffNote", { text: "goodwill after the outage" }],
      ["topUpFromWallet", null, null]
    ])
    const p = await sql<{ translations: Record<string, { name: string }> }>`select translations from products where id = ${productId}`.execute(db)
    expect(p.rows[0]!.translations.kr?.name).toBe("스타터 팩")
    const u = await sql<{ product_names: Record<string, string> }>`select product_names from purchases where id = ${purchaseId}`.execute(db)
    expect(u.rows[0]!.product_names.ru).toBe("Стартовый набор")
  })
})
