import { type AccountRef, type Asset, type Pocket, LedgerRepository, type TransferIntent, accountKey, addDays, feeOf, member, postTransfer, splitPayment, system } from "@iw/core"
import { Cause, Exit } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

/**
 * Model-based property test of the ledger (issue 3 §1): random commands against the real use-case on an adapter,
 * checked after every step against a model of the balances. The invariants:
 * - every balance equals the model's (no unit created or lost, every rule applied);
 * - the sum of all accounts of each asset is exactly zero (conservation);
 * - no account but issuance is below zero;
 * - a multi-leg payment commits all its legs or none;
 * - a replay of a key answers the first transfer and changes nothing; a reused key with another request is refused.
 */
const T0 = Date.UTC(2026, 0, 1)
type Model = { balances: Map<string, bigint>; lots: Map<string, Array<{ amount: bigint; expires: number }>>; now: number; last: TransferIntent | null; seq: number }

interface Real {
  readonly env: PortEnv
  readonly base: number
}

const ASSETS: ReadonlyArray<Asset> = ["abey", "itw", "coins"]
const POCKETS: ReadonlyArray<Pocket> = ["main", "bonus", "wallet"]

const bal = (m: Model, ref: AccountRef) => m.balances.get(accountKey(ref)) ?? 0n
const set = (m: Model, ref: AccountRef, v: bigint) => m.balances.set(accountKey(ref), v)
const liveLots = (m: Model, key: string) => (m.lots.get(key) ?? []).filter((l) => l.expires > m.now && l.amount > 0n)

const post = (r: Real, intent: TransferIntent) => r.env.runExit(postTransfer(intent))
/** The tag of the typed failure an exit ended with. */
const failureTag = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { _tag?: string })?._tag : undefined)
const key = (m: Model, tag: string) => `model:${tag}:${m.seq++}:${Math.random().toString(36).slice(2)}`

type Cmd = fc.AsyncCommand<Model, Real>

/** Every command checks every invariant after its step. */
abstract class Step implements Cmd {
  abstract check(m: Readonly<Model>): boolean
  abstract step(m: Model, r: Real): Promise<void>
  async run(m: Model, r: Real) {
    await this.step(m, r)
    await verify(m, r)
  }
}

class Credit extends Step {
  constructor(readonly who: number, readonly asset: Asset, readonly pocket: Pocket, readonly amount: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const pocket = this.asset === "abey" ? this.pocket : "main"
    const to = member(r.base + this.who, this.asset, pocket)
    const intent: TransferIntent = { code: "openingBalance", reference: { type: "model", id: "c" }, idempotencyKey: key(m, "credit"), legs: [{ from: system("issuance", this.asset), to, amount: this.amount }] }
    expect(Exit.isSuccess(await post(r, intent))).toBe(true)
    set(m, to, bal(m, to) + this.amount)
    set(m, system("issuance", this.asset), bal(m, system("issuance", this.asset)) - this.amount)
    m.last = intent
  }
  toString() {
    return `Credit(${this.who}, ${this.asset}:${this.pocket}, ${this.amount})`
  }
}

class Move extends Step {
  constructor(readonly from: number, readonly to: number, readonly asset: Asset, readonly amount: bigint) {
    super()
  }
  check() {
    return this.from !== this.to
  }
  async step(m: Model, r: Real) {
    const a = member(r.base + this.from, this.asset)
    const b = member(r.base + this.to, this.asset)
    const intent: TransferIntent = { code: "marketSale", reference: { type: "model", id: "m" }, idempotencyKey: key(m, "move"), legs: [{ from: a, to: b, amount: this.amount }] }
    const exit = await post(r, intent)
    if (bal(m, a) >= this.amount) {
      expect(Exit.isSuccess(exit)).toBe(true)
      set(m, a, bal(m, a) - this.amount)
      set(m, b, bal(m, b) + this.amount)
      m.last = intent
    } else {
      expect(failureTag(exit)).toBe("InsufficientFunds")
    }
  }
  toString() {
    return `Move(${this.from}→${this.to}, ${this.asset}, ${this.amount})`
  }
}

/** A purchase paid from ordinary then bonus ABEY, plus a 2.5% fee: three legs, all or none. */
class Pay extends Step {
  constructor(readonly who: number, readonly amount: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const ordinary = member(r.base + this.who, "abey", "main")
    const bonus = member(r.base + this.who, "abey", "bonus")
    const fee = feeOf(this.amount, 250)
    const split = splitPayment(this.amount + fee, { ordinary: bal(m, ordinary), bonus: bal(m, bonus) }, "abeyBalanceFirst")
    // The legs as the split of the modelled balances says; when they fall short, the split of the whole from ordinary.
    const parts = split ?? { ordinary: this.amount + fee, bonus: 0n }
    const legs = [
      ...(parts.ordinary > 0n ? [{ from: ordinary, to: system("revenue", "abey"), amount: parts.ordinary - (parts.ordinary >= fee ? fee : 0n) }] : []),
      ...(parts.ordinary >= fee && fee > 0n ? [{ from: ordinary, to: system("fees", "abey"), amount: fee }] : []),
      ...(parts.bonus > 0n ? [{ from: bonus, to: system(parts.ordinary >= fee ? "revenue" : "fees", "abey"), amount: parts.bonus }] : [])
    ].filter((l) => l.amount > 0n)
    if (legs.length === 0) return
    const intent: TransferIntent = { code: "buildingPurchase", reference: { type: "model", id: "p" }, idempotencyKey: key(m, "pay"), legs }
    const exit = await post(r, intent)
    if (split !== null) {
      expect(Exit.isSuccess(exit)).toBe(true)
      for (const l of legs) {
        set(m, l.from, bal(m, l.from) - l.amount)
        set(m, l.to, bal(m, l.to) + l.amount)
      }
      m.last = intent
    } else {
      expect(Exit.isFailure(exit)).toBe(true)
    }
  }
  toString() {
    return `Pay(${this.who}, ${this.amount})`
  }
}

class Replay extends Step {
  check(m: Readonly<Model>) {
    return m.last !== null
  }
  async step(m: Model, r: Real) {
    const exit = await post(r, m.last!)
    expect(Exit.isSuccess(exit) && exit.value.replayed).toBe(true)
  }
  toString() {
    return "Replay"
  }
}

class Conflict extends Step {
  check(m: Readonly<Model>) {
    return m.last !== null
  }
  async step(m: Model, r: Real) {
    const changed = { ...m.last!, legs: m.last!.legs.map((l) => ({ ...l, amount: l.amount + 1n })) }
    const exit = await post(r, changed)
    expect(failureTag(exit)).toBe("IdempotencyConflict")
  }
  toString() {
    return "Conflict"
  }
}

class GrantTickets extends Step {
  constructor(readonly who: number, readonly amount: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const to = member(r.base + this.who, "tickets")
    const intent: TransferIntent = { code: "ticketGrant", reference: { type: "model", id: "t" }, idempotencyKey: key(m, "grant"), legs: [{ from: system("issuance", "tickets"), to, amount: this.amount }] }
    expect(Exit.isSuccess(await post(r, intent))).toBe(true)
    const k = accountKey(to)
    m.lots.set(k, [...(m.lots.get(k) ?? []), { amount: this.amount, expires: addDays(new Date(m.now), 180).getTime() }])
  }
  toString() {
    return `GrantTickets(${this.who}, ${this.amount})`
  }
}

class SpendTickets extends Step {
  constructor(readonly who: number, readonly amount: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const from = member(r.base + this.who, "tickets")
    const k = accountKey(from)
    const intent: TransferIntent = { code: "ticketDeduct", reference: { type: "model", id: "s" }, idempotencyKey: key(m, "spend"), legs: [{ from, to: system("issuance", "tickets"), amount: this.amount }] }
    const exit = await post(r, intent)
    const live = liveLots(m, k).sort((a, b) => a.expires - b.expires)
    const total = live.reduce((s, l) => s + l.amount, 0n)
    if (total >= this.amount) {
      expect(Exit.isSuccess(exit)).toBe(true)
      let left = this.amount
      for (const l of live) {
        const take = l.amount < left ? l.amount : left
        l.amount -= take
        left -= take
      }
    } else {
      expect(failureTag(exit)).toBe("InsufficientFunds")
    }
  }
  toString() {
    return `SpendTickets(${this.who}, ${this.amount})`
  }
}

class Wait extends Step {
  constructor(readonly days: number) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    m.now += this.days * 86_400_000
    r.env.setNow(m.now)
  }
  toString() {
    return `Wait(${this.days}d)`
  }
}

const MEMBERS = 3

const verify = async (m: Model, r: Real) => {
  for (let i = 0; i < MEMBERS; i++) {
    const balances = await r.env.run(LedgerRepository.use((repo) => repo.balancesOf(r.base + i)))
    for (const asset of ASSETS)
      for (const pocket of asset === "abey" ? POCKETS : (["main"] as const)) {
        expect(balances.get(`${asset}:${pocket}`) ?? 0n, `${r.base + i} ${asset}:${pocket}`).toBe(bal(m, member(r.base + i, asset, pocket)))
      }
    const lots = await r.env.run(LedgerRepository.use((repo) => repo.peekLots(member(r.base + i, "tickets"))))
    const live = lots.filter((l) => l.expiresAt.getTime() > m.now).reduce((s, l) => s + l.remaining, 0n)
    expect(live).toBe(liveLots(m, accountKey(member(r.base + i, "tickets"))).reduce((s, l) => s + l.amount, 0n))
    // The stored balance always equals what its lots hold (expired ones included until booked).
    expect(balances.get("tickets:main") ?? 0n).toBe(lots.reduce((s, l) => s + l.remaining, 0n))
  }
  const totals = await r.env.run(LedgerRepository.use((repo) => repo.totals))
  for (const t of totals) {
    expect(t.sum, `sum of ${t.asset}`).toBe(0n)
    expect(t.negative, `accounts below zero in ${t.asset}`).toBe(0)
  }
}

export const ledgerModelSuite = (adapter: string, make: () => Promise<PortEnv>, runs: number) => {
  let env: PortEnv
  let nextBase = 1_000_000
  beforeAll(async () => {
    env = await make()
  })
  afterAll(async () => {
    await env?.close()
  })

  describe(`ledger model (${adapter})`, () => {
    it("keeps every invariant under random commands", async () => {
      const who = fc.nat(MEMBERS - 1)
      const amount = fc.bigInt({ min: 1n, max: 5_000n })
      const commands = [
        fc.tuple(who, fc.constantFrom(...ASSETS), fc.constantFrom(...POCKETS), amount).map(([w, a, p, x]) => new Credit(w, a, p, x)),
        fc.tuple(who, who, fc.constantFrom(...ASSETS), amount).map(([a, b, s, x]) => new Move(a, b, s, x)),
        fc.tuple(who, amount).map(([w, x]) => new Pay(w, x)),
        fc.constant(new Replay()),
        fc.constant(new Conflict()),
        // Ticket lots and the clock appear twice: their order effects need longer sequences of them.
        ...[0, 1].flatMap(() => [
          fc.tuple(who, fc.bigInt({ min: 1n, max: 300n })).map(([w, x]) => new GrantTickets(w, x)),
          fc.tuple(who, fc.bigInt({ min: 1n, max: 400n })).map(([w, x]) => new SpendTickets(w, x)),
          fc.integer({ min: 1, max: 120 }).map((d) => new Wait(d))
        ])
      ]
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
          const base = nextBase
          nextBase += MEMBERS
          const model: Model = { balances: new Map(), lots: new Map(), now: T0, last: null, seq: 0 }
          // Each run starts at T0 with fresh members; issuance and system accounts carry over, so the model reads them.
          const issuance = await env.run(LedgerRepository.use((repo) => repo.lockBalances(ASSETS.flatMap((a) => [system("issuance", a), system("revenue", a), system("fees", a)]))))
          issuance.forEach((v, k) => model.balances.set(k, v))
          env.setNow(T0)
          const real: Real = { env, base }
          await fc.asyncModelRun(() => ({ model, real }), cmds)
        }),
        { numRuns: runs }
      )
    })
  })
}

