import {
  type AccountRef,
  type Lot,
  activationPoints,
  PAYMENT_OPTIONS,
  accountKey,
  canTopUp,
  clampTopUpInput,
  maxAvailable,
  member,
  PURCHASE_STATUSES,
  type PurchaseStatus,
  splitPayment,
  system,
  unitOf
} from "@iw/core"
import { countsAsPoints, liveTotal, pointsTotal, pointsWindowStart, spendPlan } from "../../src/ledger/domain/lot"
import { canMove } from "../../src/purchases/domain/purchase"
import { AP_POINTS_START } from "@iw/contracts"
import { type Payee, type Tender, paymentFee, paymentLegs, reversedLegs, splitOfLegs } from "../../src/ledger/domain/payment"
import { applyLegs } from "../../src/ledger/domain/transfer"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const T0 = Date.UTC(2026, 0, 1)
const accounts: ReadonlyArray<AccountRef> = [member(1, "abey"), member(1, "abey", "bonus"), member(2, "abey"), system("issuance", "abey"), system("revenue", "abey")]
const leg = fc.record({ from: fc.constantFrom(...accounts), to: fc.constantFrom(...accounts), amount: fc.bigInt({ min: 1n, max: 1000n }) }).filter((l) => accountKey(l.from) !== accountKey(l.to))
const balances = fc.tuple(...accounts.map(() => fc.bigInt({ min: 0n, max: 2000n }))).map((vs) => new Map(accounts.map((a, i) => [accountKey(a), a.owner.kind === "system" && a.owner.name === "issuance" ? -vs[i] : vs[i]])))

describe("applying legs (conservation, no overdraft, all or nothing)", () => {
  it("conserves the asset's total, and never leaves a member below zero", () => {
    fc.assert(
      fc.property(balances, fc.array(leg, { minLength: 1, maxLength: 6 }), (before, legs) => {
        const r = applyLegs(before, legs)
        const sum = (m: ReadonlyMap<string, bigint>) => [...m.values()].reduce((s, v) => s + v, 0n)
        if (r._tag === "Applied") {
          expect(sum(r.balances)).toBe(sum(before))
          for (const a of accounts) if (!(a.owner.kind === "system" && a.owner.name === "issuance")) expect(r.balances.get(accountKey(a))! >= 0n).toBe(true)
        } else {
          // Refused: the named account really would end below zero after all the legs.
          const net = legs.reduce((s, l) => s + (accountKey(l.to) === accountKey(r.account) ? l.amount : 0n) - (accountKey(l.from) === accountKey(r.account) ? l.amount : 0n), 0n)
          expect((before.get(accountKey(r.account)) ?? 0n) + net < 0n).toBe(true)
        }
      })
    )
  })
})

const lots = fc.array(
  fc.record({ remaining: fc.bigInt({ min: 0n, max: 50n }), createdDay: fc.integer({ min: 0, max: 400 }), life: fc.integer({ min: 1, max: 360 }) }),
  { maxLength: 8 }
).map((xs) => xs.map((x, i): Lot => ({ id: String(i), transferId: i + 1, remaining: x.remaining, createdAt: new Date(T0 + x.createdDay * 86_400_000), expiresAt: new Date(T0 + (x.createdDay + x.life) * 86_400_000) })))

describe("spending lots (spec §9: tickets expire; the earliest-expiring lot is spent first)", () => {
  it("takes exactly the amount from live lots, earliest expiry first, or refuses when they fall short", () => {
    fc.assert(
      fc.property(lots, fc.bigInt({ min: 1n, max: 200n }), fc.integer({ min: 0, max: 800 }), (ls, amount, day) => {
        const now = new Date(T0 + day * 86_400_000)
        const plan = spendPlan(ls, amount, now)
        if (liveTotal(ls, now) < amount) {
          expect(plan).toBeNull()
          return
        }
        expect(plan).not.toBeNull()
        expect(plan!.reduce((s, t) => s + t.amount, 0n)).toBe(amount)
        const byId = new Map(ls.map((l) => [l.id, l]))
        for (const t of plan!) {
          const lot = byId.get(t.lotId)!
          expect(lot.expiresAt.getTime()).toBeGreaterThan(now.getTime())
          expect(t.amount <= lot.remaining && t.amount > 0n).toBe(true)
        }
        // Every lot that expires before the last one drawn on is used up entirely.
        const lastExpiry = Math.max(...plan!.map((t) => byId.get(t.lotId)!.expiresAt.getTime()))
        const taken = new Map(plan!.map((t) => [t.lotId, t.amount]))
        for (const l of ls) {
          if (l.remaining === 0n || l.expiresAt.getTime() <= now.getTime()) continue
          if (l.expiresAt.getTime() < lastExpiry) expect(taken.get(l.id)).toBe(l.remaining)
        }
      })
    )
  })
})

describe("paying from ordinary and bonus ABEY", () => {
  it("pays exactly the amount within each balance, in the option's order, or refuses", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 1500n }), fc.constantFrom(...PAYMENT_OPTIONS), (ordinary, bonus, amount, option) => {
        const split = splitPayment(amount, { ordinary, bonus }, option)
        const enough = option === "ordinaryOnly" ? ordinary >= amount : ordinary + bonus >= amount
        expect(split !== null).toBe(enough)
        if (!split) return
        expect(split.ordinary + split.bonus).toBe(amount)
        expect(split.ordinary <= ordinary && split.bonus <= bonus).toBe(true)
        if (option === "ordinaryOnly") expect(split.bonus).toBe(0n)
        if (option === "abeyBalanceFirst" && split.bonus > 0n) expect(split.ordinary).toBe(ordinary)
        if (option === "bonusFirst" && split.ordinary > 0n) expect(split.bonus).toBe(bonus)
      })
    )
  })
})

describe("the legs of a payment (the payments face)", () => {
  const tender = fc.oneof(fc.constantFrom(...PAYMENT_OPTIONS).map((option): Tender => ({ asset: "abey", option })), fc.constant<Tender>({ asset: "tickets" }))
  const payee = fc.oneof(
    fc.constantFrom<Payee>({ kind: "system", name: "revenue" }, { kind: "system", name: "escrow" }),
    fc.integer({ min: 0, max: 10_000 }).map((bp): Payee => ({ kind: "member", memberId: 2, feeBasisPoints: bp }))
  )
  it("move exactly the split from the payer's accounts, the fee to fees and the rest to the payee; a refund moves each unit back", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), tender, payee, (x, y, t, p) => {
        const split = t.asset === "abey" && t.option !== "ordinaryOnly" ? { ordinary: x, bonus: y } : { ordinary: x + y, bonus: 0n }
        const amount = split.ordinary + split.bonus
        const legs = paymentLegs(1, amount, t, split, p)
        const sum = (pick: (l: (typeof legs)[number]) => boolean) => legs.filter(pick).reduce((s, l) => s + l.amount, 0n)
        expect(legs.every((l) => l.amount > 0n && l.from.asset === t.asset && l.to.asset === t.asset)).toBe(true)
        expect(sum(() => true)).toBe(amount)
        expect(splitOfLegs(1, t, legs)).toEqual(split)
        expect(sum((l) => l.from.owner.kind !== "member" || l.from.owner.memberId !== 1)).toBe(0n)
        const fee = paymentFee(amount, p)
        expect(sum((l) => l.to.owner.kind === "system" && l.to.owner.name === "fees")).toBe(fee)
        expect(sum((l) => accountKey(l.to) === accountKey(p.kind === "member" ? member(2, t.asset) : system(p.name, t.asset)))).toBe(amount - fee)
        if (p.kind === "member") expect(fee).toBe((amount * BigInt(p.feeBasisPoints ?? 0)) / 10_000n)
        const net = new Map<string, bigint>()
        for (const l of [...legs, ...reversedLegs(legs)]) {
          net.set(accountKey(l.from), (net.get(accountKey(l.from)) ?? 0n) - l.amount)
          net.set(accountKey(l.to), (net.get(accountKey(l.to)) ?? 0n) + l.amount)
        }
        expect([...net.values()].every((v) => v === 0n)).toBe(true)
      })
    )
  })
})

describe("top-up (spec §5: digits only, clamped, at least 1, at most maxAvailable, needs a system wallet)", () => {
  it("maxAvailable is the whole ABEY in the system wallet", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (minor) => {
        const max = maxAvailable(minor)
        expect(max * unitOf("abey") <= minor && (max + 1n) * unitOf("abey") > minor).toBe(true)
      })
    )
  })

  it("the typed amount is digits (commas allowed), clamped to the maximum; Confirm only for 1..max with a wallet", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.bigInt({ min: 0n, max: 100_000n }), fc.boolean(), (typed, max, hasWallet) => {
        const v = clampTopUpInput(typed, max)
        if (!/^[\d,\s]*\d[\d,\s]*$/.test(typed)) expect(v).toBeNull()
        else {
          expect(v).not.toBeNull()
          expect(v! <= max).toBe(true)
        }
        if (v !== null) expect(canTopUp(v, max, hasWallet)).toBe(hasWallet && v >= 1n && v <= max)
      })
    )
    expect(clampTopUpInput("1,250", 5000n)).toBe(1250n)
    expect(clampTopUpInput("99999", 5000n)).toBe(5000n)
    expect(clampTopUpInput("12.5", 5000n)).toBeNull()
  })
})

describe("purchase review states (spec §4)", () => {
  it("approved purchases are refunded at most once; rejected and refunded are final; tickets come only through approval", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PURCHASE_STATUSES), { maxLength: 12 }), (attempts) => {
        let state: PurchaseStatus = "incomplete" as PurchaseStatus
        const visited: Array<PurchaseStatus> = [state]
        for (const to of attempts) if (canMove(state, to)) visited.push((state = to))
        expect(visited.filter((s) => s === "refunded").length).toBeLessThanOrEqual(1)
        const refundAt = visited.indexOf("refunded")
        if (refundAt >= 0) expect(visited[refundAt - 1]).toBe("approved")
        const end = visited[visited.length - 1]
        if (end === "rejected" || end === "refunded") expect(PURCHASE_STATUSES.filter((s) => canMove(end, s))).toEqual([])
        expect(visited.filter((s) => s === "approved").length).toBeLessThanOrEqual(1)
      })
    )
  })
})

describe("refunds reverse their own lot (the rule of refundPurchase)", () => {
  it("a refund takes the purchase's own live lot first, and from other lots only what that lot no longer holds, earliest expiry first", () => {
    fc.assert(
      fc.property(lots, fc.nat(7), fc.bigInt({ min: 1n, max: 120n }), fc.integer({ min: 0, max: 800 }), (ls, pick, amount, day) => {
        const now = new Date(T0 + day * 86_400_000)
        const own = ls.length === 0 ? 99 : ls[pick % ls.length].transferId
        const plan = spendPlan(ls, amount, now, own)
        if (liveTotal(ls, now) < amount) {
          expect(plan).toBeNull()
          return
        }
        expect(plan!.reduce((s, t) => s + t.amount, 0n)).toBe(amount)
        const byId = new Map(ls.map((l) => [l.id, l]))
        const ownLive = ls.filter((l) => l.transferId === own && l.remaining > 0n && l.expiresAt.getTime() > now.getTime()).reduce((s, l) => s + l.remaining, 0n)
        const fromOwn = plan!.filter((t) => byId.get(t.lotId)!.transferId === own).reduce((s, t) => s + t.amount, 0n)
        // The own lot gives all it can before any other lot gives anything.
        expect(fromOwn).toBe(ownLive < amount ? ownLive : amount)
        // The rest follows the ordinary rule: among the other lots, every one that expires before the last one drawn on is used up.
        const others = plan!.filter((t) => byId.get(t.lotId)!.transferId !== own)
        if (others.length > 0) {
          const lastExpiry = Math.max(...others.map((t) => byId.get(t.lotId)!.expiresAt.getTime()))
          const taken = new Map(others.map((t) => [t.lotId, t.amount]))
          for (const l of ls) {
            if (l.transferId === own || l.remaining === 0n || l.expiresAt.getTime() <= now.getTime()) continue
            if (l.expiresAt.getTime() < lastExpiry) expect(taken.get(l.id)).toBe(l.remaining)
          }
        }
      })
    )
  })

  it("so an older lot survives a refund while the refunded purchase's lot still holds its tickets", () => {
    const day = 86_400_000
    const older: Lot = { id: "old", transferId: 1, remaining: 40n, createdAt: new Date(T0), expiresAt: new Date(T0 + 180 * day) }
    const bought: Lot = { id: "new", transferId: 2, remaining: 100n, createdAt: new Date(T0 + 30 * day), expiresAt: new Date(T0 + 210 * day) }
    const now = new Date(T0 + 31 * day)
    expect(spendPlan([older, bought], 100n, now, 2)).toEqual([{ lotId: "new", amount: 100n }])
    // Without naming the lot, a spend takes the earliest first: that was the bug.
    expect(spendPlan([older, bought], 100n, now)).toEqual([{ lotId: "old", amount: 40n }, { lotId: "new", amount: 60n }])
    // Partly spent: the rest from the earliest-expiring other lot.
    expect(spendPlan([older, { ...bought, remaining: 70n }], 100n, now, 2)).toEqual([{ lotId: "new", amount: 70n }, { lotId: "old", amount: 30n }])
  })
})

describe("AP points (spec §9: the last 360 days, from 2024-01-01)", () => {
  const day = 86_400_000
  const apLots = fc.array(
    fc.record({ remaining: fc.bigInt({ min: 0n, max: 5000n }), created: fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2026, 0, 1) }) }),
    { maxLength: 8 }
  ).map((xs) => xs.map((x, i): Lot => ({ id: String(i), transferId: i + 1, remaining: x.remaining, createdAt: new Date(x.created), expiresAt: new Date(x.created + 360 * day) })))

  it("count exactly the lots credited within the last 360 days and not before 2024-01-01 CST", () => {
    fc.assert(
      fc.property(apLots, fc.integer({ min: Date.UTC(2023, 6, 1), max: Date.UTC(2026, 6, 1) }), (ls, nowMs) => {
        const now = new Date(nowMs)
        const expected = ls
          .filter((l) => l.createdAt.getTime() >= Date.parse("2024-01-01T06:00:00Z") && l.createdAt.getTime() > nowMs - 360 * day && l.createdAt.getTime() <= nowMs)
          .reduce((s, l) => s + l.remaining, 0n)
        expect(pointsTotal(ls, now, AP_POINTS_START)).toBe(expected)
        const start = pointsWindowStart(now, AP_POINTS_START)
        expect(start.getTime()).toBe(Math.max(nowMs - 360 * day, AP_POINTS_START.getTime()))
        for (const l of ls) if (countsAsPoints(l, now, AP_POINTS_START)) expect(l.createdAt.getTime()).toBeGreaterThanOrEqual(start.getTime())
      })
    )
    expect(AP_POINTS_START.toISOString()).toBe("2024-01-01T06:00:00.000Z")
  })

  it("a PLOT activation earns one point per ABEY of fee, to the hundredth, never more", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), (fee) => {
        const points = activationPoints(fee)
        // AP has 2 decimals, ABEY 8: points/100 AP ≤ fee/10^8 ABEY < (points + 1)/100 AP.
        expect(points * 1_000_000n <= fee && (points + 1n) * 1_000_000n > fee).toBe(true)
      })
    )
    expect(activationPoints(10n * 10n ** 8n)).toBe(1000n)
  })
})
