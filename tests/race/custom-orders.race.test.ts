import type { ApiError } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 17 §3 on real PostgreSQL: a cancel and a complete at once leave one final state with the refund paid at most
 * once, and 20 parallel cancels (the member's and the artist's) refund once.
 */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const GLB = new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 20, 0, 0, 0, 1, 2, 3, 4])
const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name)
const photos = () => ({ front: [file(PNG, "f.png")], right: [file(PNG, "r.png")], left: [file(PNG, "l.png")] })

describe.runIf(onRealPostgres())("custom orders race (PostgreSQL)", () => {
  let s: TestServer
  let db: pg.Client
  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
    db = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await db.connect()
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    await s?.stop()
  })

  const refunds = async (orderId: number) =>
    Number((await db.query(`select count(*)::int as n from ledger_transfers where code = 'customOrderRefund' and reference_type = 'custom-order' and reference_id = $1`, [String(orderId)])).rows[0].n)

  it("cancel and complete at once: one final state, the refund at most once; 20 parallel cancels refund once", async () => {
    const member = s.clientWith((await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken)
    const staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    const artist = s.clientWith((await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken)
    await staff.ledger.adjustTickets({ body: { memberId: 100001, direction: "grant", amount: 2000, reason: "race" } }, { idempotencyKey: "race-grant" })
    const balance = async () => Number((await member.ledger.ticketBalance()).total.decimal)
    const start = await balance()

    for (let round = 0; round < 3; round++) {
      const order = await member.customOrders.place({ body: { kind: "avatar" }, files: photos() })
      await artist.customOrders.move({ params: { id: order.id }, body: { to: "in_progress" } })
      await artist.customOrders.deliverable({ params: { id: order.id }, files: { deliverable: [file(GLB, "m.glb")] } })
      const results = await Promise.allSettled([
        artist.customOrders.move({ params: { id: order.id }, body: { to: "cancelled" } }),
        artist.customOrders.move({ params: { id: order.id }, body: { to: "complete" } })
      ])
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
      for (const r of results) if (r.status === "rejected") expect((r.reason as ApiError).code).toBe("ORDER_STATE")
      const final = (await db.query(`select state, refund_transfer_id from custom_orders where id = $1`, [order.id])).rows[0]
      expect(["cancelled", "complete"]).toContain(final.state)
      expect(await refunds(order.id)).toBe(final.state === "cancelled" ? 1 : 0)
    }

    const order = await member.customOrders.place({ body: { kind: "avatar" }, files: photos() })
    const cancels = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? member.customOrders.cancel({ params: { id: order.id } }) : artist.customOrders.move({ params: { id: order.id }, body: { to: "cancelled" } })))
    )
    expect(cancels.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect(await refunds(order.id)).toBe(1)
    const completed = Number((await db.query(`select count(*)::int as n from custom_orders where member_id = 100001 and state = 'complete'`)).rows[0].n)
    // Every order charged 200; only the cancelled came back.
    expect(await balance()).toBe(start - 200 * completed)
    const sums = await db.query(`select coalesce(sum(balance), 0)::text as total from ledger_accounts where asset = 'tickets'`)
    expect(sums.rows[0].total).toBe("0")
  }, 180_000)
})
