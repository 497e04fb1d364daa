import { buildOpenApi } from "@iw/contracts"
import { collectWalletDeposits, expireInvoices, member, postTransfer, system } from "@iw/core"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

let s: TestServer
let demo: ReturnType<TestServer["clientWith"]>
let staff: ReturnType<TestServer["clientWith"]>

const registerMember = async (email: string) => {
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: "Grace", password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, client: s.clientWith(r.accessToken) }
}

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  demo = s.clientWith((await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken)
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("balances (spec §3, §7)", () => {
  it("answers ABEY with its sub-balances, ITW, the system wallet, tickets with their closest expiry, and points", async () => {
    expect(await demo.ledger.abeyBalance()).toEqual({
      balance: { integerPart: "1550", fractionalPart: "5", decimal: "1550.5" },
      balanceOrdinary: { integerPart: "1250", fractionalPart: "5", decimal: "1250.5" },
      balanceBonus: { integerPart: "300", fractionalPart: "", decimal: "300" }
    })
    expect((await demo.ledger.itwBalance()).balance.decimal).toBe("2000")
    const wallet = await demo.ledger.systemWallet()
    expect(wallet.balance.decimal).toBe("5000")
    expect(wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const tickets = await demo.ledger.ticketBalance()
    expect(tickets.total.decimal).toBe("600")
    const days = (tickets.closestExpiredAt!.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(179)
    expect(days).toBeLessThanOrEqual(180)
    expect((await demo.ledger.points()).amount.decimal).toBe("120.5")
    const me = await demo.identity.me()
    expect(me.balanceBonus.decimal).toBe("300")
    expect(me.sysWalletAddress).toBe(wallet.address)
    expect(me.minerals["2"].decimal).toBe("17.5")
    expect(me.wood["7"].decimal).toBe("12")
  })
})

describe("top-up from the system wallet (spec §5)", () => {
  it("moves whole ABEY, at least 1 and at most maxAvailable, exactly once per idempotency key", async () => {
    const { maxAvailable } = await demo.ledger.topUpLimit()
    expect(maxAvailable).toBe(5000)
    const first = await demo.ledger.topUp({ body: { amount: 100 } }, { idempotencyKey: "topup-1" })
    expect(first.amount).toBe(100)
    expect(first.balanceOrdinary.decimal).toBe("1350.5")
    expect(first.systemWallet.decimal).toBe("4900")
    const replay = await demo.ledger.topUp({ body: { amount: 100 } }, { idempotencyKey: "topup-1" })
    expect(replay.transferId).toBe(first.transferId)
    expect(replay.systemWallet.decimal).toBe("4900")
    expect((await failureOf(demo.ledger.topUp({ body: { amount: 101 } }, { idempotencyKey: "topup-1" }))).code).toBe("IDEMPOTENCY_CONFLICT")
    // The typed client refuses 0 itself; a hand-made request gets the server's field code.
    const token = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const zero = await fetch(`${s.url}/api/member/abey-balance/transfer/private/from-wallet`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ amount: 0 }) })
    expect(zero.status).toBe(422)
    expect((await zero.json()).errors.amount[0].code).toBe("validation.min.numeric")
    const over = await failureOf(demo.ledger.topUp({ body: { amount: 4901 } }))
    expect(over.fieldErrors?.amount?.[0]).toEqual({ code: "validation.max.numeric", params: { max: 4900 } })
  })
})

describe("linked wallet (spec §4, §5)", () => {
  it("goes absent → added → confirmed, refuses wrong, platform and taken addresses, and cannot change once added", async () => {
    const m = await registerMember(`wallet.${Date.now()}@example.com`)
    expect(await m.client.wallet.get()).toEqual({ address: null, status: "absent" })
    const bad = await failureOf(m.client.wallet.bind({ body: { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" } }))
    expect(bad.fieldErrors?.address?.[0].code).toBe("wallet.wrong_address")
    expect(bad.message).toBe("Wrong wallet address")
    const sys = (await m.client.ledger.systemWallet()).address
    expect((await failureOf(m.client.wallet.bind({ body: { address: sys } }))).fieldErrors?.address?.[0].code).toBe("wallet.not_own")
    const address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    expect(await m.client.wallet.bind({ body: { address: address.toLowerCase() } })).toEqual({ address, status: "added" })
    expect((await failureOf(m.client.wallet.bind({ body: { address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" } }))).fieldErrors?.address?.[0].code).toBe("wallet.already_added")
    expect((await failureOf(m.client.wallet.confirm({ body: { address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" } }))).fieldErrors?.address?.[0].code).toBe("wallet.address_mismatch")
    expect(await m.client.wallet.confirm({ body: { address } })).toEqual({ address, status: "confirmed" })
    expect((await m.client.identity.me()).addressStatus).toBe("confirmed")
    const other = await registerMember(`wallet2.${Date.now()}@example.com`)
    const taken = await failureOf(other.client.wallet.bind({ body: { address } }))
    expect(taken.fieldErrors?.address?.[0].code).toBe("wallet.taken")
    expect(taken.message).toBe("This wallet address is already linked to another account")
  })

  it("keeps an owner id and legal information", async () => {
    expect(await demo.wallet.setOwnerId({ body: { ownerId: "ada_l" } })).toEqual({ ownerId: "ada_l" })
    expect((await failureOf(demo.wallet.setOwnerId({ body: { ownerId: "someone-else" } }))).fieldErrors?.ownerId?.[0].code).toBe("wallet.owner_id_set")
    expect((await demo.wallet.legalInfo()).verified).toBe(false)
    const young = await failureOf(demo.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "2020-01-01", country: "gb", address: "12 St James's Square, London" } }))
    expect(young.fieldErrors?.birthDate?.[0].code).toBe("legal.too_young")
    const saved = await demo.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" } })
    expect(saved.verified).toBe(true)
    expect((await demo.wallet.legalInfo()).info).toMatchObject({ fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "GB" })
  })
})

describe("experience-ticket purchases (spec §4 Crypto purchase)", () => {
  const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`

  it("invoice → transaction hash → pending → staff approve credits tickets → refund reverses them, once", async () => {
    const m = await registerMember(`buyer.${Date.now()}@example.com`)
    const products = await m.client.purchases.products()
    const pack = products.data.find((p) => p.tickets === 50)!
    expect(pack.priceUsd).toBe("45")
    const p = await m.client.purchases.start({ body: { productId: pack.id, quantity: 2 } })
    expect(p).toMatchObject({ status: "incomplete", tickets: 100, currency: "USDT", amount: { decimal: "90" } })
    expect(p.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((p.invoiceExpiresAt.getTime() - p.createdAt.getTime()) / 1000).toBe(300)
    expect((await failureOf(m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: "0x123" } }))).fieldErrors?.txHash?.[0].code).toBe("purchase.tx_format")
    const pending = await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: hash(p.id * 1000 + 1) } })
    expect(pending.status).toBe("pending")
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("0")

    const approved = await staff.purchases.approve({ params: { id: p.id }, body: { reason: "seen on chain" } })
    expect(approved.status).toBe("approved")
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("100")
    const history = await m.client.ledger.ticketHistory({ query: {} })
    expect(history.data[0]).toMatchObject({ purchaseId: p.id, amount: { decimal: "100" }, code: "ticketPurchase" })
    expect(history.meta.perPage).toBe(15)
    expect((await m.client.purchases.list({ query: {} })).data[0].status).toBe("approved")

    const refunded = await staff.purchases.refund({ params: { id: p.id }, body: { reason: "customer asked" } })
    expect(refunded.status).toBe("refunded")
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("0")
    const twice = await failureOf(staff.purchases.refund({ params: { id: p.id }, body: { reason: "again" } }))
    expect(twice.status).toBe(409)
    expect(twice.code).toBe("PURCHASE_STATE")
    const detail = await staff.purchases.staffShow({ params: { id: p.id } })
    expect(detail.credit?.code).toBe("ticketPurchase")
    expect(detail.refund?.code).toBe("ticketPurchaseRefund")
    expect((await m.client.ledger.ticketHistory({ query: {} })).data.map((t) => t.amount.decimal)).toEqual(["-100", "100"])

    // One transaction hash pays one purchase.
    const again = await m.client.purchases.start({ body: { productId: pack.id, quantity: 1 } })
    expect((await failureOf(m.client.purchases.submitTransaction({ params: { id: again.id }, body: { txHash: hash(p.id * 1000 + 1) } }))).fieldErrors?.txHash?.[0].code).toBe("purchase.tx_used")
  })

  it("refuses a refund of tickets already spent, naming the shortfall", async () => {
    const m = await registerMember(`spender.${Date.now()}@example.com`)
    const pack = (await m.client.purchases.products()).data[0]
    const p = await m.client.purchases.start({ body: { productId: pack.id, quantity: 1 } })
    await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: hash(p.id * 1000 + 7) } })
    await staff.purchases.approve({ params: { id: p.id }, body: { reason: "ok" } })
    await staff.ledger.adjustTickets({ body: { memberId: m.id, direction: "deduct", amount: 5, reason: "spent on a plot" } })
    const refused = await failureOf(staff.purchases.refund({ params: { id: p.id }, body: { reason: "try" } }))
    expect(refused.fieldErrors?.tickets?.[0]).toMatchObject({ code: "ledger.insufficient.tickets", params: { needed: "10", available: "5" } })
    expect(refused.message).toBe("Insufficient ticket balance.")
    expect((await staff.purchases.staffShow({ params: { id: p.id } })).purchase.status).toBe("approved")
  })
})

describe("staff ledger tools", () => {
  it("grants and deducts tickets with a reason, audited; the ledger stays balanced", async () => {
    const granted = await staff.ledger.adjustTickets({ body: { memberId: 100001, direction: "grant", amount: 25, reason: "event prize" } }, { idempotencyKey: "grant-1" })
    expect(granted.balance.tickets.decimal).toBe("625")
    const replay = await staff.ledger.adjustTickets({ body: { memberId: 100001, direction: "grant", amount: 25, reason: "event prize" } }, { idempotencyKey: "grant-1" })
    expect(replay.transferId).toBe(granted.transferId)
    const tooMuch = await failureOf(staff.ledger.adjustTickets({ body: { memberId: 100001, direction: "deduct", amount: 1000, reason: "x" } }))
    expect(tooMuch.fieldErrors?.amount?.[0].code).toBe("ledger.insufficient.tickets")
    expect((await failureOf(staff.ledger.adjustTickets({ body: { memberId: 100001, direction: "grant", amount: 1, reason: "  " } }))).fieldErrors?.reason?.[0].code).toBe("validation.required")
    const audit = await staff.staff.audit({ query: { targetType: "member", targetId: "100001" } })
    expect(audit.data[0]).toMatchObject({ action: "tickets.grant", details: { amount: "25", reason: "event prize" } })
    const totals = await staff.ledger.totals()
    expect(totals.balanced).toBe(true)
    for (const t of totals.totals) {
      expect(t.sum).toBe("0")
      expect(t.negative).toBe(0)
    }
    const history = await staff.ledger.memberHistory({ params: { memberId: 100001 }, query: { asset: "tickets" } })
    expect(history.data[0]).toMatchObject({ code: "ticketGrant", memo: "event prize", amount: { decimal: "25" } })
  })

  it("a simulated chain deposit lands in the system wallet once", async () => {
    const before = (await demo.ledger.systemWallet()).balance.decimal
    const d = await staff.ledger.simulateDeposit({ body: { memberId: 100001, amount: 250 } })
    expect(d.credited).toBe(true)
    expect(d.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(Number((await demo.ledger.systemWallet()).balance.decimal)).toBe(Number(before) + 250)
  })

  it("3d-models staff cannot touch the ledger", async () => {
    const models = s.clientWith((await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken)
    expect((await failureOf(models.ledger.adjustTickets({ body: { memberId: 100001, direction: "grant", amount: 1, reason: "x" } }))).status).toBe(403)
    expect((await failureOf(models.ledger.totals())).status).toBe(403)
  })
})

describe("auto-confirming chain", () => {
  it("with CHAIN_SIM_CONFIRM_SECONDS=0 a submitted hash completes the purchase at once", async () => {
    const fast = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "0", JOBS_EVERY_SECONDS: "0" })
    try {
      const c = fast.clientWith((await fast.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken)
      const pack = (await c.purchases.products()).data[0]
      const p = await c.purchases.start({ body: { productId: pack.id, quantity: 1 } })
      const done = await c.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: `0x${"ab".repeat(32)}` } })
      expect(done.status).toBe("approved")
      expect((await c.ledger.ticketBalance()).total.decimal).toBe(String(600 + pack.tickets))
    } finally {
      await fast.stop()
    }
  })
})

describe("top-up replays (issue 3 §1: the same key answers the first result)", () => {
  it("a retry of a top-up that emptied the wallet answers the first result, not 422", async () => {
    const m = await registerMember(`replay.${Date.now()}@example.com`)
    await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 30 } })
    const first = await m.client.ledger.topUp({ body: { amount: 30 } }, { idempotencyKey: "all-of-it" })
    expect(first.systemWallet.decimal).toBe("0")
    const retry = await m.client.ledger.topUp({ body: { amount: 30 } }, { idempotencyKey: "all-of-it" })
    expect(retry.transferId).toBe(first.transferId)
    expect(retry.balanceOrdinary.decimal).toBe("30")
    // Another key for the same amount is refused with the limit as it is now.
    expect((await failureOf(m.client.ledger.topUp({ body: { amount: 30 } }, { idempotencyKey: "again" }))).fieldErrors?.amount?.[0]).toEqual({
      code: "validation.max.numeric",
      params: { max: 0 }
    })
  })
})

describe("refunds reverse the purchase's own lot", () => {
  const hash = (n: number) => `0x${(n + 0xf00000).toString(16).padStart(64, "0")}`
  it("older tickets survive a refund: the refunded purchase's own lot goes back", async () => {
    const m = await registerMember(`ownlot.${Date.now()}@example.com`)
    await staff.ledger.adjustTickets({ body: { memberId: m.id, direction: "grant", amount: 40, reason: "welcome" } })
    const older = (await m.client.ledger.ticketBalance()).closestExpiredAt!
    await new Promise((r) => setTimeout(r, 20))
    const pack = (await m.client.purchases.products()).data.find((p) => p.tickets === 50)!
    const p = await m.client.purchases.start({ body: { productId: pack.id, quantity: 2 } })
    await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: hash(p.id) } })
    await staff.purchases.approve({ params: { id: p.id }, body: { reason: "paid" } })
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("140")
    await staff.purchases.refund({ params: { id: p.id }, body: { reason: "asked" } })
    const after = await m.client.ledger.ticketBalance()
    expect(after.total.decimal).toBe("40")
    // The 40 left are the granted lot's, with its expiry: drawing earliest-first would have left the purchase's.
    expect(after.closestExpiredAt!.getTime()).toBe(older.getTime())
  })
})

describe("chain deposits (cursor, truthful credited flag, audit)", () => {
  it("credits each deposit once from a persisted cursor, says so, and audits the staff action", async () => {
    const m = await registerMember(`deposit.${Date.now()}@example.com`)
    const a = await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 7 } })
    const b = await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 5 } })
    for (const d of [a, b]) {
      expect(d.credited).toBe(true)
      expect(d.transferId).toEqual(expect.any(Number))
    }
    expect((await m.client.ledger.systemWallet()).balance.decimal).toBe("12")
    // The job reads only what came after its cursor: nothing is left to see.
    expect(await s.runtime.runPromise(collectWalletDeposits())).toMatchObject({ seen: 0, credited: 0 })
    const cursor = await sql<{ value: string }>`select value from ledger_checkpoints where name = 'chain.deposits'`.execute(s.db.db)
    const height = await sql<{ height: string }>`select height::text from chain_sim_transactions where tx_hash = ${b.txHash}`.execute(s.db.db)
    expect(cursor.rows[0].value).toBe(height.rows[0].height)
    const audit = await staff.staff.audit({ query: { targetType: "member", targetId: String(m.id) } })
    expect(audit.data.filter((r) => r.action === "chain_sim.deposit").map((r) => r.details)).toEqual([
      expect.objectContaining({ amount: "5", txHash: b.txHash }),
      expect.objectContaining({ amount: "7", txHash: a.txHash })
    ])
    expect(await staff.ledger.chain()).toMatchObject({ kind: "simulated", simulated: true })
  })

  it("passes over a deposit it cannot credit (audited for staff) and still credits the ones after it, moving the cursor", async () => {
    const m = await registerMember(`deposit.bad.${Date.now()}@example.com`)
    const { address } = await m.client.ledger.systemWallet()
    // Deposits on the chain the way the simulator numbers them (in commit order), but with hashes we choose.
    const onChain = async (txHash: string, amountMinor: bigint) => {
      await sql`
        with h as (update chain_sim_state set height = height + 1 where id = 1 returning height)
        insert into chain_sim_transactions (tx_hash, kind, to_address, currency, amount, member_id, created_at, confirmed_at, height)
        select ${txHash}, 'deposit', ${address}, 'ABEY', ${amountMinor.toString()}::bigint, ${m.id}, now(), now(), h.height from h
      `.execute(s.db.db)
    }
    const conflicting = `0x${"c1".repeat(32)}`
    const broken = `0x${"d2".repeat(32)}`
    // 1: its hash's idempotency key was already used for another request (another amount): IdempotencyConflict.
    await onChain(conflicting, 3n * 10n ** 8n)
    await s.runtime.runPromise(
      postTransfer({ code: "walletDeposit", reference: { type: "chain", id: conflicting }, idempotencyKey: `deposit:${conflicting}`, legs: [{ from: system("issuance", "abey"), to: member(m.id, "abey", "wallet"), amount: 10n ** 8n }] })
    )
    // 2: crediting it fails in the database (the issuance account would leave bigint's range): a defect.
    await onChain(broken, 9_223_372_036_854_775_000n)
    // 3: a good deposit after both; the staff tool runs the job and answers whether it was credited.
    const good = await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 4 } })
    expect(good.credited).toBe(true)
    expect((await m.client.ledger.systemWallet()).balance.decimal).toBe("5") // 1 (the other request) + 4
    const cursor = await sql<{ value: string }>`select value from ledger_checkpoints where name = 'chain.deposits'`.execute(s.db.db)
    const height = await sql<{ height: string }>`select height::text from chain_sim_transactions where tx_hash = ${good.txHash}`.execute(s.db.db)
    expect(cursor.rows[0].value).toBe(height.rows[0].height)
    expect(await s.runtime.runPromise(collectWalletDeposits())).toMatchObject({ seen: 0, credited: 0, failed: 0 })

    // Staff see each one passed over, on the member, with why.
    const audit = await staff.staff.audit({ query: { targetType: "member", targetId: String(m.id) } })
    const failed = audit.data.filter((r) => r.action === "ledger.deposit_failed")
    expect(failed.map((r) => r.details)).toEqual([
      expect.objectContaining({ txHash: broken, amount: "92233720368.54775", currency: "ABEY", reason: expect.stringMatching(/out of range/) }),
      expect.objectContaining({ txHash: conflicting, amount: "3", currency: "ABEY", reason: "IdempotencyConflict" })
    ])
    expect(failed.every((r) => r.actor.kind === "system")).toBe(true)
    expect((await staff.ledger.totals()).balanced).toBe(true)
  })
})

describe("invoices that expire, late and mismatched payments (spec §4: incomplete = action required)", () => {
  const buy = async (tag: string) => {
    const m = await registerMember(`${tag}.${Date.now()}@example.com`)
    const pack = (await m.client.purchases.products()).data.find((p) => p.tickets === 10)!
    const p = await m.client.purchases.start({ body: { productId: pack.id, quantity: 1 } })
    expect(p).toMatchObject({ status: "incomplete", issue: null })
    return { m, p }
  }

  it("a payment first seen after the invoice expired makes the purchase incomplete (late); staff who checked it approve it, and the chain's record agrees", async () => {
    const { m, p } = await buy("late")
    const paid = await staff.ledger.simulatePayment({ body: { purchaseId: p.id, late: true } })
    const after = await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: paid.txHash } })
    expect(after).toMatchObject({ status: "incomplete", issue: "late", txHash: paid.txHash })
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("0")
    const detail = await staff.purchases.staffShow({ params: { id: p.id } })
    expect(detail.purchase.issue).toBe("late")
    expect(detail.chain).toEqual({ kind: "simulated", simulated: true })
    const approved = await staff.purchases.approve({ params: { id: p.id }, body: { reason: "checked: 1 s late" } })
    expect(approved).toMatchObject({ status: "approved", issue: null })
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("10")
    const chainRow = await sql<{ confirmed: boolean }>`select confirmed_at is not null as confirmed from chain_sim_transactions where tx_hash = ${paid.txHash}`.execute(s.db.db)
    expect(chainRow.rows[0].confirmed).toBe(true)
    const audit = await staff.staff.audit({ query: { targetType: "purchase", targetId: String(p.id) } })
    expect(audit.data.map((r) => r.action)).toEqual(["purchase.approved", "chain_sim.payment"])
  })

  it("a payment of another amount makes it incomplete (amount); the member may enter another hash, which pays", async () => {
    const { m, p } = await buy("amount")
    const short = await staff.ledger.simulatePayment({ body: { purchaseId: p.id, amount: "9.99" } })
    expect(short.amount.decimal).toBe("9.99")
    expect(await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: short.txHash } })).toMatchObject({ status: "incomplete", issue: "amount" })
    const right = await staff.ledger.simulatePayment({ body: { purchaseId: p.id } })
    expect(await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: right.txHash } })).toMatchObject({ status: "pending", issue: null })
    expect((await failureOf(staff.ledger.simulatePayment({ body: { purchaseId: p.id, amount: "ten" } }))).fieldErrors?.amount?.[0].code).toBe("validation.numeric")
  })

  it("an invoice that runs out with no hash becomes expired (still action required); the member confirms later and it completes", async () => {
    const { m, p } = await buy("expired")
    // Ten minutes pass (the purchase is moved back in time rather than the test waiting).
    await sql`update purchases set created_at = created_at - interval '10 minutes', invoice_expires_at = invoice_expires_at - interval '10 minutes' where id = ${p.id}`.execute(s.db.db)
    expect((await m.client.purchases.get({ params: { id: p.id } })).issue).toBe("invoice_expired")
    expect((await s.runtime.runPromise(expireInvoices())).expired).toBeGreaterThanOrEqual(1)
    const booked = await sql<{ issue: string }>`select issue from purchases where id = ${p.id}`.execute(s.db.db)
    expect(booked.rows[0].issue).toBe("invoice_expired")
    expect((await m.client.purchases.list({ query: {} })).data[0]).toMatchObject({ id: p.id, status: "incomplete", issue: "invoice_expired" })
    // The member had paid in time: the chain saw it before the invoice's end.
    const paid = await staff.ledger.simulatePayment({ body: { purchaseId: p.id } })
    expect(await m.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: paid.txHash } })).toMatchObject({ status: "pending", issue: null })
    expect((await staff.purchases.approve({ params: { id: p.id }, body: { reason: "confirmed" } })).status).toBe("approved")
  })

  it("staff approve an incomplete purchase without a hash only with the payment's hash", async () => {
    const { m, p } = await buy("nohash")
    const needs = await failureOf(staff.purchases.approve({ params: { id: p.id }, body: { reason: "found it" } }))
    expect(needs.fieldErrors?.txHash?.[0].code).toBe("purchase.tx_required")
    expect((await failureOf(staff.purchases.approve({ params: { id: p.id }, body: { reason: "found it", txHash: "0x12" } }))).fieldErrors?.txHash?.[0].code).toBe("purchase.tx_format")
    const found = `0x${"c1".repeat(32)}`
    const approved = await staff.purchases.approve({ params: { id: p.id }, body: { reason: "found it", txHash: found } })
    expect(approved).toMatchObject({ status: "approved", txHash: found })
    expect((await m.client.ledger.ticketBalance()).total.decimal).toBe("10")
    const chainRow = await sql<{ confirmed: boolean }>`select confirmed_at is not null as confirmed from chain_sim_transactions where tx_hash = ${found}`.execute(s.db.db)
    expect(chainRow.rows[0].confirmed).toBe(true)
    // Rejecting what was approved is a state conflict.
    expect((await failureOf(staff.purchases.reject({ params: { id: p.id }, body: { reason: "no" } }))).code).toBe("PURCHASE_STATE")
  })
})

describe("tickets per plot and AP points (spec §2 plot tickets, §9 AP points)", () => {
  it("a staff grant for one of the member's PLOTs shows in that plot's history; activating a PLOT earns AP points", async () => {
    const m = await registerMember(`plots.${Date.now()}@example.com`)
    await m.client.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" } })
    await staff.ledger.simulateDeposit({ body: { memberId: m.id, amount: 200 } })
    await m.client.ledger.topUp({ body: { amount: 200 } })
    await m.client.land.purchase({ body: { plots: [{ x: 1, y: 1 }] } })

    const granted = await staff.ledger.adjustTickets({ body: { memberId: m.id, direction: "grant", amount: 12, reason: "plot event", plotId: "1,1" } })
    expect(granted.balance.tickets.decimal).toBe("12")
    await staff.ledger.adjustTickets({ body: { memberId: m.id, direction: "grant", amount: 3, reason: "no plot" } })
    const mine = await m.client.ledger.ticketHistory({ query: { plotId: "1,1" } })
    expect(mine.data).toHaveLength(1)
    expect(mine.data[0]).toMatchObject({ plotId: "1,1", code: "ticketGrant", amount: { decimal: "12" }, description: "plot event" })
    expect((await m.client.ledger.ticketHistory({ query: {} })).data).toHaveLength(2)
    expect((await m.client.ledger.ticketHistory({ query: { plotId: "2,1" } })).data).toHaveLength(0)
    expect((await m.client.ledger.ticketHistory({ query: { plotId: "1,1", old: "1" } })).data).toHaveLength(0)
    const notTheirs = await failureOf(staff.ledger.adjustTickets({ body: { memberId: m.id, direction: "grant", amount: 1, reason: "x", plotId: "2,1" } }))
    expect(notTheirs.fieldErrors?.plotId?.[0].code).toBe("ledger.plot_not_members")
    expect((await failureOf(staff.ledger.adjustTickets({ body: { memberId: m.id, direction: "grant", amount: 1, reason: "x", plotId: "one" } }))).fieldErrors?.plotId?.[0].code).toBe("ledger.plot_format")
    const audit = await staff.staff.audit({ query: { targetType: "member", targetId: String(m.id) } })
    expect(audit.data.find((r) => r.action === "tickets.grant" && (r.details as { plotId?: string }).plotId === "1,1")).toBeDefined()

    expect(await m.client.ledger.points()).toMatchObject({ amount: { decimal: "0" }, lots: [] })
    await m.client.land.activate({ body: { x: 1, y: 1 } })
    const points = await m.client.ledger.points()
    // The fee is 10% of the 100 ABEY price: 10 ABEY, so 10 AP points, for 360 days.
    expect(points.amount.decimal).toBe("10")
    expect(points.lots).toHaveLength(1)
    expect(Math.round((points.lots[0].expiresAt.getTime() - points.lots[0].creditedAt.getTime()) / 86_400_000)).toBe(360)
    expect(points.since.getTime()).toBeGreaterThan(Date.parse("2024-01-01T06:00:00Z"))
    expect((await m.client.identity.me()).points.decimal).toBe("10")
  })
})

describe("the contract documents what the ledger endpoints answer", () => {
  it("lists the 422 field codes of top-up, ticket adjustment, purchases and wallet in the OpenAPI document", () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { responses: Record<string, { "x-field-codes"?: Record<string, Array<string>> }> }>> }
    const codes = (path: string, method: string) => doc.paths[path][method].responses["422"]["x-field-codes"]
    expect(codes("/api/member/abey-balance/transfer/private/from-wallet", "post")).toEqual({ amount: ["validation.min.numeric", "validation.max.numeric"] })
    expect(codes("/api/staff/experience-ticket", "post")?.plotId).toContain("ledger.plot_not_members")
    expect(codes("/api/member/purchase/{id}/transaction", "post")?.txHash).toEqual(["purchase.tx_format", "purchase.tx_used"])
    expect(codes("/api/staff/purchases/{id}/refund", "post")?.tickets).toEqual(["ledger.insufficient.tickets"])
    expect(codes("/api/member/wallet-address/bind", "post")?.address).toContain("wallet.taken")
  })
})
