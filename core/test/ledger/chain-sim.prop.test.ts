import { ChainSimulator, type Purchase, type StaffPrincipal, simulateDeposit, simulatePayment, startPurchase, submitTransactionHash, unitOf } from "@iw/core"
import { Cause, Context, Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type World, emptyWorld, runIn } from "../support/in-memory"

/**
 * The simulated chain's staff tools as use-cases (staff/chain-sim/deposits and payments): permission, one unit of
 * work with its audit entry, and what they put on the chain. Without a simulated chain there is no such tool.
 */
const T0 = Date.UTC(2026, 2, 1, 12)
const staff: StaffPrincipal = { kind: "staff", staffId: 1, roles: ["back-office"], sessionId: "t" }
const modeller: StaffPrincipal = { kind: "staff", staffId: 2, roles: ["3d-models"], sessionId: "u" }
const member = { kind: "member", memberId: 100001, sessionId: "s", impersonatorId: null } as const

const world = (): World => {
  const w = emptyWorld(T0)
  const at = new Date(T0)
  w.members.push({ id: 100001, firstName: "M", lastName: "", email: "m@x.co", phone: null, phoneCountry: null, ownerId: null, lang: "en", referrerId: null, hearAboutUs: "", status: "active", openDate: at, createdAt: at, updatedAt: at, passwordHash: "h" })
  w.products.push({ id: 1, kind: "tickets", name: "Pack", description: "", translations: {}, tickets: 10n, priceCents: 1000n, active: true, sort: 1 })
  return w
}

const tagOf = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { _tag?: string })._tag : "Success")
const ok = async <A>(w: World, e: Effect.Effect<A, unknown, any>) => {
  const exit = await runIn(w, e)
  if (!Exit.isSuccess(exit)) throw new Error(JSON.stringify(exit.cause))
  return exit.value
}
/** The same world, as a composition root without a simulated chain would run it. */
const withoutSimulator = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.updateContext(e, (ctx: Context.Context<R>) => Context.omit(ChainSimulator)(ctx) as Context.Context<R>)

describe("simulating a chain deposit", () => {
  it("puts whole ABEY on the member's system-wallet address, credits it, and audits it in the same unit of work", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000_000 }), async (amount) => {
        const w = world()
        const r = await ok(w, simulateDeposit(staff, { memberId: 100001, amount }))
        expect(r).toMatchObject({ credited: true, transferId: expect.any(Number) })
        expect(w.chain[r.txHash]).toMatchObject({ kind: "deposit", memberId: 100001, amount: BigInt(amount) * unitOf("abey"), to: r.to })
        expect(w.ledger.accounts["member:100001:abey:wallet"]).toBe(BigInt(amount) * unitOf("abey"))
        expect(w.audit.filter((a) => a.action === "chain_sim.deposit")).toEqual([
          expect.objectContaining({ actor: { kind: "staff", id: "1" }, target: { type: "member", id: "100001" }, details: { amount: String(amount), currency: "ABEY", txHash: r.txHash, to: r.to } })
        ])
      }),
      { numRuns: 25 }
    )
  })

  it("refuses staff without the back-office permission, an unknown member, and a root without a simulated chain, and changes nothing", async () => {
    const w = world()
    expect(tagOf(await runIn(w, simulateDeposit(modeller, { memberId: 100001, amount: 5 })))).toBe("Forbidden")
    expect(tagOf(await runIn(w, simulateDeposit(staff, { memberId: 999_999, amount: 5 })))).toBe("NotFound")
    expect(tagOf(await runIn(w, withoutSimulator(simulateDeposit(staff, { memberId: 100001, amount: 5 }))))).toBe("NotFound")
    expect(w.chain).toEqual({})
    expect(w.audit).toEqual([])
    expect(w.ledger.transfers).toEqual([])
  })
})

describe("simulating an invoice payment", () => {
  it("pays the invoice exactly and on time by default: the member's hash then checks out; late pays after the end", async () => {
    const w = world()
    const p = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 2 }))
    const onTime = await ok(w, simulatePayment(staff, { purchaseId: p.id }))
    expect(onTime).toMatchObject({ currency: "USDT", amount: { decimal: "20" }, seenAt: new Date(p.createdAt.getTime() + 1000) })
    expect(w.chain[onTime.txHash]).toMatchObject({ kind: "payment", to: p.address, amount: p.amount, currency: "USDT" })
    expect((await ok<Purchase>(w, submitTransactionHash(member, p.id, onTime.txHash))).status).toBe("pending")

    const q = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 1 }))
    const late = await ok(w, simulatePayment(staff, { purchaseId: q.id, late: true }))
    expect(late.seenAt).toEqual(new Date(q.invoiceExpiresAt.getTime() + 1000))
    expect(await ok<Purchase>(w, submitTransactionHash(member, q.id, late.txHash))).toMatchObject({ status: "incomplete", issue: "late" })
    expect(w.audit.filter((a) => a.action === "chain_sim.payment").map((a) => a.details)).toEqual([
      { amount: "20", currency: "USDT", txHash: onTime.txHash, late: false, seenAt: onTime.seenAt.toISOString() },
      { amount: "10", currency: "USDT", txHash: late.txHash, late: true, seenAt: late.seenAt.toISOString() }
    ])
  })

  it("pays another amount when told, and refuses one that is not a positive amount of the invoice's currency", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom("0", "-1", "abc", "1.1234567", ""), fc.integer({ min: 1, max: 10_000 }).map(String)), async (amount) => {
        const w = world()
        const p = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 1 }))
        const exit = await runIn(w, simulatePayment(staff, { purchaseId: p.id, amount }))
        if (/^[1-9]\d*$/.test(amount)) {
          expect(Exit.isSuccess(exit) && exit.value.amount.decimal).toBe(amount)
        } else {
          expect(tagOf(exit)).toBe("ValidationFailed")
          expect(w.chain).toEqual({})
          expect(w.audit).toEqual([])
        }
      }),
      { numRuns: 30 }
    )
  })

  it("refuses an unknown purchase, staff without the permission, and a root without a simulated chain", async () => {
    const w = world()
    const p = await ok<Purchase>(w, startPurchase(member, { productId: 1, quantity: 1 }))
    expect(tagOf(await runIn(w, simulatePayment(staff, { purchaseId: 999 })))).toBe("NotFound")
    expect(tagOf(await runIn(w, simulatePayment(modeller, { purchaseId: p.id })))).toBe("Forbidden")
    expect(tagOf(await runIn(w, withoutSimulator(simulatePayment(staff, { purchaseId: p.id }))))).toBe("NotFound")
    expect(w.chain).toEqual({})
  })
})
