import {
  INVOICE_LIFETIME_SECONDS,
  PURCHASE_ISSUES,
  type Purchase,
  approvePurchase,
  expireInvoices,
  getBalanceSheet,
  getMyPurchase,
  reconcilePurchases,
  startPurchase,
  submitTransactionHash
} from "@iw/core"
import { asOf, type ChainVerdict, decidePurchase, type PurchaseChange, type PurchaseEvent } from "../../src/purchases/domain/purchase"
import { Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyWorld, runIn } from "../support/in-memory"

/**
 * The crypto purchase (spec §4): show amount and address → the member pays → enters the hash (or confirms later)
 * → purchase history → tickets credited when completed; review states approved, pending, rejected, incomplete
 * ("action required"). `decidePurchase` is the whole state machine; these are its rules.
 */
const T0 = Date.UTC(2026, 0, 1)
const END = new Date(T0 + INVOICE_LIFETIME_SECONDS * 1000)
const HASHES = ["0xa", "0xb", "0xc"]

const verdict: fc.Arbitrary<ChainVerdict> = fc.oneof(
  fc.constant({ _tag: "Confirmed" } as const),
  fc.constant({ _tag: "Pending" } as const),
  fc.constant({ _tag: "NotFound" } as const),
  fc.constantFrom("amount", "recipient", "late", "currency").map((reason) => ({ _tag: "Mismatch", reason }) as const)
)
const event: fc.Arbitrary<PurchaseEvent> = fc.oneof(
  fc.constant({ type: "expire" } as const),
  fc.constantFrom(...HASHES).map((txHash) => ({ type: "submitHash", txHash }) as const),
  verdict.map((v) => ({ type: "chain", verdict: v }) as const),
  fc.option(fc.constantFrom(...HASHES), { nil: undefined }).map((txHash) => (txHash === undefined ? ({ type: "approve" } as const) : ({ type: "approve", txHash } as const))),
  fc.constant({ type: "reject" } as const),
  fc.constant({ type: "refund" } as const)
)
/** Events with the seconds that pass before each. */
const story = fc.array(fc.tuple(event, fc.integer({ min: 0, max: 200 })), { maxLength: 30 })

describe("the purchase state machine (spec §4 Crypto purchase, Purchase review)", () => {
  it("keeps every rule over any sequence of events", () => {
    fc.assert(
      fc.property(story, (steps) => {
        let p: PurchaseChange & { invoiceExpiresAt: Date } = { status: "incomplete", issue: null, txHash: null, invoiceExpiresAt: END }
        let now = T0
        let credits = 0
        let debits = 0
        for (const [e, wait] of steps) {
          now += wait * 1000
          const before = p
          const r = decidePurchase(p, e, new Date(now))
          // Rejected and refunded are final.
          if (before.status === "rejected" || before.status === "refunded") expect(r._tag).not.toBe("Moved")
          if (r._tag !== "Moved") continue
          p = { ...p, ...r.next }
          if (r.credit) {
            credits++
            // Tickets are credited only by a confirmed payment of a pending purchase, or by staff approval.
            expect((e.type === "chain" && e.verdict._tag === "Confirmed" && before.status === "pending") || e.type === "approve").toBe(true)
          }
          if (r.debit) {
            debits++
            expect(before.status).toBe("approved")
          }
          // A late or mismatched payment is never taken as paid: it makes the purchase incomplete, with the reason.
          if (e.type === "chain" && e.verdict._tag === "Mismatch") {
            expect(r.credit).toBe(false)
            expect(p).toMatchObject({ status: "incomplete", issue: e.verdict.reason })
          }
          // An invoice that runs out with no hash stays incomplete (action required), marked expired.
          if (e.type === "expire") {
            expect(before).toMatchObject({ status: "incomplete", txHash: null, issue: null })
            expect(now).toBeGreaterThanOrEqual(END.getTime())
            expect(p).toMatchObject({ status: "incomplete", issue: "invoice_expired" })
          }
          // Entering a hash always works on an incomplete purchase, also long after the invoice expired.
          if (e.type === "submitHash") expect(p).toMatchObject({ status: "pending", issue: null, txHash: e.txHash })
          if (p.status === "approved") expect(p.txHash).not.toBeNull()
          if (p.issue !== null) expect(["incomplete", "rejected"]).toContain(p.status)
        }
        expect(credits).toBeLessThanOrEqual(1)
        expect(debits).toBeLessThanOrEqual(credits)
      }),
      { numRuns: 500 }
    )
  })

  it("an incomplete purchase is approvable by staff who checked the payment, but only with a hash, and never with another one", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...PURCHASE_ISSUES), fc.option(fc.constantFrom(...HASHES), { nil: null }), fc.option(fc.constantFrom(...HASHES), { nil: undefined }), (issue, own, given) => {
        const p = { status: "incomplete" as const, issue, txHash: own, invoiceExpiresAt: END }
        const r = decidePurchase(p, given === undefined ? { type: "approve" } : { type: "approve", txHash: given }, new Date(T0))
        if (own === null && given === undefined) expect(r._tag).toBe("NeedsHash")
        else if (own !== null && given !== undefined && given !== own) expect(r._tag).toBe("OtherHash")
        else expect(r).toMatchObject({ _tag: "Moved", credit: true, next: { status: "approved", txHash: own ?? given } })
      })
    )
  })

  it("reads an open invoice whose time ran out as expired, before any job books it", () => {
    const p = { status: "incomplete", issue: null, txHash: null, invoiceExpiresAt: END } as unknown as Purchase
    expect(asOf(p, new Date(END.getTime() - 1)).issue).toBeNull()
    expect(asOf(p, END).issue).toBe("invoice_expired")
  })
})

describe("the purchase use-cases on the in-memory adapters", () => {
  const member = { kind: "member", memberId: 100001, sessionId: "s", impersonatorId: null } as const
  const staff = { kind: "staff", staffId: 1, roles: ["back-office"], sessionId: "t" } as const
  const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`
  const world = () => {
    const w = emptyWorld(T0)
    w.products.push({ id: 1, kind: "tickets", name: "Pack", description: "", translations: {}, tickets: 10n, priceCents: 1000n, active: true, sort: 1 })
    return w
  }
  const ok = async <A>(w: ReturnType<typeof emptyWorld>, e: Parameters<typeof runIn<A, unknown>>[1]) => {
    const exit = await runIn<A, unknown>(w, e)
    if (!Exit.isSuccess(exit)) throw new Error(JSON.stringify(exit.cause))
    return exit.value
  }

  it("a payment first seen after the invoice expired makes the purchase incomplete (late), not paid; staff who check it may approve", async () => {
    const w = world()
    const p = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 2 }))
    w.now = T0 + 6 * 60_000
    const after = await ok<Purchase>(w, submitTransactionHash(member, p.id, hash(1)))
    expect(after).toMatchObject({ status: "incomplete", issue: "late", txHash: hash(1) })
    expect((await ok<{ tickets: { decimal: string } }>(w, getBalanceSheet(100001))).tickets.decimal).toBe("0")
    const approved = await ok<Purchase>(w, approvePurchase(staff, p.id, "seen on the chain, only 60 s late"))
    expect(approved.status).toBe("approved")
    expect((await ok<{ tickets: { decimal: string } }>(w, getBalanceSheet(100001))).tickets.decimal).toBe("20")
    // The chain's record agrees with the approval.
    expect(w.chain[hash(1)].confirmed).toBe(true)
  })

  it("a payment of another amount makes it incomplete (amount); an invoice left without a hash expires and still takes one later", async () => {
    const w = world()
    const p = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 1 }))
    w.chain[hash(2)] = { to: p.address, amount: p.amount - 1n, currency: p.currency, seenAt: T0 + 1000, confirmed: true, kind: "payment" }
    expect(await ok<Purchase>(w, submitTransactionHash(member, p.id, hash(2)))).toMatchObject({ status: "incomplete", issue: "amount" })

    const q = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 1 }))
    w.now = T0 + 10 * 60_000
    expect(await ok(w, expireInvoices())).toEqual({ expired: 1 })
    expect((await ok<Purchase>(w, getMyPurchase(member, q.id))).issue).toBe("invoice_expired")
    // The member paid in time (the chain saw it at once) and confirms later, from the purchase history.
    w.chain[hash(3)] = { to: q.address, amount: q.amount, currency: q.currency, seenAt: T0 + 1000, confirmed: false, kind: "payment" }
    expect(await ok<Purchase>(w, submitTransactionHash(member, q.id, hash(3)))).toMatchObject({ status: "pending", issue: null })
    w.chain[hash(3)].confirmed = true
    expect((await ok<{ approved: number }>(w, reconcilePurchases())).approved).toBe(1)
    expect((await ok<Purchase>(w, getMyPurchase(member, q.id))).status).toBe("approved")
  })
})
