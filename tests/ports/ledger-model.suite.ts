import {
  type AccountRef,
  type Asset,
  LedgerRepository,
  MemberRepository,
  type MemberPrincipal,
  type NewMember,
  type Payee,
  type PaymentOption,
  type PaymentRequest,
  type PaymentSplit,
  type Pocket,
  ProductRepository,
  type StaffPrincipal,
  Transactor,
  type TransferIntent,
  accountKey,
  activationPoints,
  approvePurchase,
  creditActivationPoints,
  feeOf,
  getBalanceSheet,
  maxAvailable,
  member,
  pay,
  postTransfer,
  quotePayment,
  refundPayment,
  refundPurchase,
  splitPayment,
  startPurchase,
  submitTransactionHash,
  system,
  topUpFromWallet,
  unitOf
} from "@iw/core"
import { AP_POINTS_START } from "@iw/contracts"
import { Cause, Exit } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

/**
 * Model-based property test of the ledger (issue 3 §1): random commands against the real use-cases on an adapter,
 * checked after every step against a model of the balances. Besides raw transfers, the commands go through the
 * product's own paths: the ledger's payments face (`pay`: ABEY by each payment option, to revenue or to another member
 * less a fee, tickets from their lots; its quote, its replays and its refunds), the
 * top-up from the system wallet (also retried with its key after the wallet was emptied), ticket purchases
 * approved by staff and refunded, and the AP points a PLOT activation credits. The invariants:
 * - every balance equals the model's (no unit created or lost, every rule applied);
 * - the sum of all accounts of each asset is exactly zero (conservation);
 * - no account but issuance is below zero;
 * - a multi-leg payment commits all its legs or none;
 * - a replay of a key answers the first transfer and changes nothing; a reused key with another request is refused;
 * - a payment is split as the option says, even when replayed after the balances changed; a refund gives back
 *   exactly what was paid, once;
 * - tickets and AP points are lots: spent earliest expiry first, a refund takes its purchase's own lot first, AP
 *   points count only lots of the last 360 days credited from 2024-01-01 on.
 */
type LotM = { amount: bigint; expires: number; created: number; source?: number }
type PurchaseM = { id: number; who: number; tickets: bigint; refunded: boolean }
type PaymentM = { request: PaymentRequest; transferId: number; who: number; to: number | null; split: PaymentSplit; fee: bigint; refunded: boolean }
type Model = {
  balances: Map<string, bigint>
  lots: Map<string, Array<LotM>>
  now: number
  last: TransferIntent | null
  seq: number
  purchases: Array<PurchaseM>
  payments: Array<PaymentM>
  lastTopUp: { who: number; whole: bigint; key: string; transferId: number } | null
}

interface Real {
  readonly env: PortEnv
  /** The members of this run (created for it: purchases need real members). */
  readonly ids: ReadonlyArray<number>
  readonly productId: number
  readonly productTickets: bigint
}

const DAY = 86_400_000
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY)
const ASSETS: ReadonlyArray<Asset> = ["abey", "itw", "coins"]
const POCKETS: ReadonlyArray<Pocket> = ["main", "bonus", "wallet"]
const ABEY = unitOf("abey")
const staff: StaffPrincipal = { kind: "staff", staffId: 1, roles: ["back-office"], sessionId: "model" }
const principalOf = (memberId: number): MemberPrincipal => ({ kind: "member", memberId, sessionId: "model", impersonatorId: null })

const bal = (m: Model, ref: AccountRef) => m.balances.get(accountKey(ref)) ?? 0n
const set = (m: Model, ref: AccountRef, v: bigint) => m.balances.set(accountKey(ref), v)
const move = (m: Model, from: AccountRef, to: AccountRef, amount: bigint) => {
  set(m, from, bal(m, from) - amount)
  set(m, to, bal(m, to) + amount)
}
const liveLots = (m: Model, key: string) => (m.lots.get(key) ?? []).filter((l) => l.expires > m.now && l.amount > 0n)
const liveTotalM = (m: Model, key: string) => liveLots(m, key).reduce((s, l) => s + l.amount, 0n)
/** Takes `amount` from live lots, `first` ones before the others, each group earliest expiry first. */
const drawLots = (m: Model, key: string, amount: bigint, first?: (l: LotM) => boolean) => {
  const live = liveLots(m, key).sort((a, b) => a.expires - b.expires || a.created - b.created)
  const ordered = first ? [...live.filter(first), ...live.filter((l) => !first(l))] : live
  let left = amount
  for (const l of ordered) {
    const take = l.amount < left ? l.amount : left
    l.amount -= take
    left -= take
  }
}
const addLot = (m: Model, key: string, lot: LotM) => m.lots.set(key, [...(m.lots.get(key) ?? []), lot])

const post = (r: Real, intent: TransferIntent) => r.env.runExit(postTransfer(intent))
/** The tag of the typed failure an exit ended with. */
const failureTag = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { _tag?: string })?._tag : undefined)
const key = (m: Model, tag: string) => `model:${tag}:${m.seq++}:${Math.random().toString(36).slice(2)}`
const id = (r: Real, who: number) => r.ids[who]

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
    const to = member(id(r, this.who), this.asset, pocket)
    const intent: TransferIntent = { code: "openingBalance", reference: { type: "model", id: "c" }, idempotencyKey: key(m, "credit"), legs: [{ from: system("issuance", this.asset), to, amount: this.amount }] }
    expect(Exit.isSuccess(await post(r, intent))).toBe(true)
    move(m, system("issuance", this.asset), to, this.amount)
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
    const a = member(id(r, this.from), this.asset)
    const b = member(id(r, this.to), this.asset)
    const intent: TransferIntent = { code: "marketSale", reference: { type: "model", id: "m" }, idempotencyKey: key(m, "move"), legs: [{ from: a, to: b, amount: this.amount }] }
    const exit = await post(r, intent)
    if (bal(m, a) >= this.amount) {
      expect(Exit.isSuccess(exit)).toBe(true)
      move(m, a, b, this.amount)
      m.last = intent
    } else {
      expect(failureTag(exit)).toBe("InsufficientFunds")
    }
  }
  toString() {
    return `Move(${this.from}→${this.to}, ${this.asset}, ${this.amount})`
  }
}

/** A hand-built purchase paid from ordinary then bonus ABEY, plus a 2.5% fee: three legs, all or none. */
class Pay extends Step {
  constructor(readonly who: number, readonly amount: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const ordinary = member(id(r, this.who), "abey", "main")
    const bonus = member(id(r, this.who), "abey", "bonus")
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
      for (const l of legs) move(m, l.from, l.to, l.amount)
      m.last = intent
    } else {
      expect(Exit.isFailure(exit)).toBe(true)
    }
  }
  toString() {
    return `Pay(${this.who}, ${this.amount})`
  }
}

/**
 * The payments face: ABEY split by the option (PLOTs pay bonus first), to revenue or to another member less a fee
 * to `fees`, decided on the balances as they are, and quoted the same way beforehand.
 */
class PayAbey extends Step {
  constructor(readonly who: number, readonly amount: bigint, readonly option: PaymentOption, readonly to: number | null, readonly feeBasisPoints: number) {
    super()
  }
  check() {
    return this.to !== this.who
  }
  async step(m: Model, r: Real) {
    const payer = id(r, this.who)
    const ordinary = member(payer, "abey", "main")
    const bonus = member(payer, "abey", "bonus")
    const payee: Payee = this.to === null ? { kind: "system", name: "revenue" } : { kind: "member", memberId: id(r, this.to), feeBasisPoints: this.feeBasisPoints }
    const request: PaymentRequest = {
      payer,
      amount: this.amount,
      tender: { asset: "abey", option: this.option },
      payee,
      code: this.to === null ? "buildingPurchase" : "marketSale",
      reference: { type: "model", id: "pay" },
      idempotencyKey: key(m, "pay"),
      field: "amount"
    }
    const split = splitPayment(this.amount, { ordinary: bal(m, ordinary), bonus: bal(m, bonus) }, this.option)
    expect((await r.env.run(quotePayment(payer, this.amount, request.tender))).split).toEqual(split)
    const exit = await r.env.runExit(pay(request))
    if (split === null) {
      expect(failureTag(exit)).toBe("InsufficientFunds")
      return
    }
    const fee = this.to === null ? 0n : feeOf(this.amount, this.feeBasisPoints)
    expect(Exit.isSuccess(exit)).toBe(true)
    if (!Exit.isSuccess(exit)) return
    expect(exit.value.split).toEqual(split)
    expect(exit.value.fee).toBe(fee)
    set(m, ordinary, bal(m, ordinary) - split.ordinary)
    set(m, bonus, bal(m, bonus) - split.bonus)
    if (this.to === null) set(m, system("revenue", "abey"), bal(m, system("revenue", "abey")) + this.amount)
    else {
      set(m, member(id(r, this.to), "abey"), bal(m, member(id(r, this.to), "abey")) + this.amount - fee)
      set(m, system("fees", "abey"), bal(m, system("fees", "abey")) + fee)
    }
    m.payments.push({ request, transferId: exit.value.transferId!, who: this.who, to: this.to, split, fee, refunded: false })
  }
  toString() {
    return `PayAbey(${this.who}→${this.to ?? "revenue"}, ${this.amount}, ${this.option}, fee ${this.feeBasisPoints}bp)`
  }
}

/** Tickets paid through the payments face (as custom orders will): from the lots that expire first. */
class PayTickets extends Step {
  constructor(readonly who: number, readonly amount: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const payer = id(r, this.who)
    const k = accountKey(member(payer, "tickets"))
    const request: PaymentRequest = { payer, amount: this.amount, tender: { asset: "tickets" }, code: "customOrder", reference: { type: "model", id: "order" }, idempotencyKey: key(m, "tickets"), field: "tickets" }
    const enough = liveTotalM(m, k) >= this.amount
    expect((await r.env.run(quotePayment(payer, this.amount, request.tender))).split).toEqual(enough ? { ordinary: this.amount, bonus: 0n } : null)
    const exit = await r.env.runExit(pay(request))
    if (!enough) {
      expect(failureTag(exit)).toBe("InsufficientFunds")
      return
    }
    expect(Exit.isSuccess(exit)).toBe(true)
    if (!Exit.isSuccess(exit)) return
    drawLots(m, k, this.amount)
    m.payments.push({ request, transferId: exit.value.transferId!, who: this.who, to: null, split: exit.value.split, fee: 0n, refunded: false })
  }
  toString() {
    return `PayTickets(${this.who}, ${this.amount})`
  }
}

/** A payment again with its key: the first payment's transfer and split, whatever the balances are now; nothing moves. */
class ReplayPayment extends Step {
  check(m: Readonly<Model>) {
    return m.payments.length > 0
  }
  async step(m: Model, r: Real) {
    const p = m.payments.at(-1)!
    const exit = await r.env.runExit(pay(p.request))
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) expect([exit.value.replayed, exit.value.transferId, exit.value.split, exit.value.fee]).toEqual([true, p.transferId, p.split, p.fee])
  }
  toString() {
    return "ReplayPayment"
  }
}

/** A payment's key with another amount: refused, nothing moves. */
class ConflictPayment extends Step {
  check(m: Readonly<Model>) {
    return m.payments.length > 0
  }
  async step(m: Model, r: Real) {
    const p = m.payments.at(-1)!
    expect(failureTag(await r.env.runExit(pay({ ...p.request, amount: p.request.amount + 1n })))).toBe("IdempotencyConflict")
  }
  toString() {
    return "ConflictPayment"
  }
}

/** A payment given back in full: every unit to where it came from, once (again: the first refund, nothing moves). */
class RefundPayment extends Step {
  constructor(readonly pick: number) {
    super()
  }
  check(m: Readonly<Model>) {
    return m.payments.length > 0
  }
  async step(m: Model, r: Real) {
    const p = m.payments[this.pick % m.payments.length]
    const exit = await r.env.runExit(refundPayment({ transferId: p.transferId, code: "customOrderRefund", field: "amount" }))
    if (p.refunded) {
      expect(Exit.isSuccess(exit) && exit.value.replayed).toBe(true)
      return
    }
    const asset = p.request.tender.asset
    const payee = p.to === null ? null : member(id(r, p.to), asset)
    if (payee !== null && bal(m, payee) < p.request.amount - p.fee) {
      expect(failureTag(exit)).toBe("InsufficientFunds")
      return
    }
    expect(Exit.isSuccess(exit) && !exit.value.replayed).toBe(true)
    p.refunded = true
    const payer = id(r, p.who)
    if (asset === "tickets") {
      addLot(m, accountKey(member(payer, "tickets")), { amount: p.request.amount, expires: addDays(new Date(m.now), 180).getTime(), created: m.now })
      return
    }
    set(m, member(payer, asset, "main"), bal(m, member(payer, asset, "main")) + p.split.ordinary)
    set(m, member(payer, asset, "bonus"), bal(m, member(payer, asset, "bonus")) + p.split.bonus)
    if (payee === null) set(m, system("revenue", asset), bal(m, system("revenue", asset)) - p.request.amount)
    else {
      set(m, payee, bal(m, payee) - (p.request.amount - p.fee))
      set(m, system("fees", asset), bal(m, system("fees", asset)) - p.fee)
    }
  }
  toString() {
    return `RefundPayment(${this.pick})`
  }
}

/** `topUpFromWallet`: whole ABEY from the system wallet to the ordinary balance, refused beyond maxAvailable. */
class TopUp extends Step {
  constructor(readonly who: number, readonly whole: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const wallet = member(id(r, this.who), "abey", "wallet")
    const main = member(id(r, this.who), "abey", "main")
    const k = key(m, "topup")
    const exit = await r.env.runExit(topUpFromWallet(principalOf(id(r, this.who)), this.whole, k))
    if (bal(m, wallet) >= this.whole * ABEY) {
      expect(Exit.isSuccess(exit)).toBe(true)
      move(m, wallet, main, this.whole * ABEY)
      if (Exit.isSuccess(exit)) m.lastTopUp = { who: this.who, whole: this.whole, key: k, transferId: exit.value.transferId }
    } else {
      expect(failureTag(exit)).toBe("TopUpAboveLimit")
      const refusal = Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { max?: bigint }) : undefined
      expect(refusal?.max).toBe(maxAvailable(bal(m, wallet)))
    }
  }
  toString() {
    return `TopUp(${this.who}, ${this.whole} ABEY)`
  }
}

/** The last top-up again with its key: the first result, nothing moves, whatever the wallet holds now. */
class RetryTopUp extends Step {
  check(m: Readonly<Model>) {
    return m.lastTopUp !== null
  }
  async step(m: Model, r: Real) {
    const t = m.lastTopUp!
    const exit = await r.env.runExit(topUpFromWallet(principalOf(id(r, t.who)), t.whole, t.key))
    expect(Exit.isSuccess(exit) && exit.value.transferId).toBe(t.transferId)
  }
  toString() {
    return "RetryTopUp"
  }
}

/** Whole ABEY arrives in a system wallet (as a chain deposit would). */
class FundWallet extends Step {
  constructor(readonly who: number, readonly whole: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const to = member(id(r, this.who), "abey", "wallet")
    const intent: TransferIntent = { code: "walletDeposit", reference: { type: "model", id: "w" }, idempotencyKey: key(m, "deposit"), legs: [{ from: system("issuance", "abey"), to, amount: this.whole * ABEY }] }
    expect(Exit.isSuccess(await post(r, intent))).toBe(true)
    move(m, system("issuance", "abey"), to, this.whole * ABEY)
  }
  toString() {
    return `FundWallet(${this.who}, ${this.whole} ABEY)`
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
    const to = member(id(r, this.who), "tickets")
    const intent: TransferIntent = { code: "ticketGrant", reference: { type: "model", id: "t" }, idempotencyKey: key(m, "grant"), legs: [{ from: system("issuance", "tickets"), to, amount: this.amount }] }
    expect(Exit.isSuccess(await post(r, intent))).toBe(true)
    addLot(m, accountKey(to), { amount: this.amount, expires: addDays(new Date(m.now), 180).getTime(), created: m.now })
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
    const from = member(id(r, this.who), "tickets")
    const k = accountKey(from)
    const intent: TransferIntent = { code: "ticketDeduct", reference: { type: "model", id: "s" }, idempotencyKey: key(m, "spend"), legs: [{ from, to: system("issuance", "tickets"), amount: this.amount }] }
    const exit = await post(r, intent)
    if (liveTotalM(m, k) >= this.amount) {
      expect(Exit.isSuccess(exit)).toBe(true)
      drawLots(m, k, this.amount)
    } else {
      expect(failureTag(exit)).toBe("InsufficientFunds")
    }
  }
  toString() {
    return `SpendTickets(${this.who}, ${this.amount})`
  }
}

/** The crypto purchase through its use-cases: invoice, hash, staff approval; the tickets arrive as a new lot. */
class BuyTickets extends Step {
  constructor(readonly who: number, readonly quantity: number) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const me = principalOf(id(r, this.who))
    const p = await r.env.run(startPurchase(me, { productId: r.productId, quantity: this.quantity }))
    const hash = `0x${(m.seq++).toString(16).padStart(8, "0")}${Math.random().toString(16).slice(2, 10).padEnd(8, "0")}${"0".repeat(48)}`
    expect((await r.env.run(submitTransactionHash(me, p.id, hash))).status).toBe("pending")
    expect((await r.env.run(approvePurchase(staff, p.id, "model: payment seen"))).status).toBe("approved")
    const tickets = r.productTickets * BigInt(this.quantity)
    addLot(m, accountKey(member(id(r, this.who), "tickets")), { amount: tickets, expires: addDays(new Date(m.now), 180).getTime(), created: m.now, source: p.id })
    m.purchases.push({ id: p.id, who: this.who, tickets, refunded: false })
  }
  toString() {
    return `BuyTickets(${this.who}, ×${this.quantity})`
  }
}

/** A staff refund: the purchase's own lot first, the rest earliest expiry first, or refused when tickets fall short. */
class Refund extends Step {
  constructor(readonly pick: number) {
    super()
  }
  check(m: Readonly<Model>) {
    return m.purchases.some((p) => !p.refunded)
  }
  async step(m: Model, r: Real) {
    const open = m.purchases.filter((p) => !p.refunded)
    const p = open[this.pick % open.length]
    const k = accountKey(member(id(r, p.who), "tickets"))
    const exit = await r.env.runExit(refundPurchase(staff, p.id, "model: refund"))
    if (liveTotalM(m, k) >= p.tickets) {
      expect(Exit.isSuccess(exit)).toBe(true)
      drawLots(m, k, p.tickets, (l) => l.source === p.id)
      p.refunded = true
    } else {
      expect(failureTag(exit)).toBe("InsufficientFunds")
    }
  }
  toString() {
    return `Refund(${this.pick})`
  }
}

/** A PLOT activation's AP points (1 per ABEY of fee): a 360-day lot. */
class EarnPoints extends Step {
  constructor(readonly who: number, readonly feeWhole: bigint) {
    super()
  }
  check() {
    return true
  }
  async step(m: Model, r: Real) {
    const fee = this.feeWhole * ABEY
    const exit = await r.env.runExit(Transactor.use((tx) => tx.transaction(creditActivationPoints(id(r, this.who), fee, "1,1", key(m, "activate")))))
    expect(Exit.isSuccess(exit)).toBe(true)
    const to = member(id(r, this.who), "ap")
    addLot(m, accountKey(to), { amount: activationPoints(fee), expires: addDays(new Date(m.now), 360).getTime(), created: m.now })
    move(m, system("issuance", "ap"), to, activationPoints(fee))
  }
  toString() {
    return `EarnPoints(${this.who}, fee ${this.feeWhole} ABEY)`
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
    m.now += this.days * DAY
    r.env.setNow(m.now)
  }
  toString() {
    return `Wait(${this.days}d)`
  }
}

const MEMBERS = 3

/** What the model says the member's AP points are now: live lots credited from 2024-01-01 on, within 360 days. */
const modelPoints = (m: Model, key: string) =>
  (m.lots.get(key) ?? []).filter((l) => l.amount > 0n && l.expires > m.now && l.created >= AP_POINTS_START.getTime() && l.created > m.now - 360 * DAY).reduce((s, l) => s + l.amount, 0n)

const verify = async (m: Model, r: Real) => {
  for (let i = 0; i < MEMBERS; i++) {
    const balances = await r.env.run(LedgerRepository.use((repo) => repo.balancesOf(id(r, i))))
    for (const asset of ASSETS)
      for (const pocket of asset === "abey" ? POCKETS : (["main"] as const)) {
        expect(balances.get(`${asset}:${pocket}`) ?? 0n, `${i} ${asset}:${pocket}`).toBe(bal(m, member(id(r, i), asset, pocket)))
      }
    for (const asset of ["tickets", "ap"] as const) {
      const lots = await r.env.run(LedgerRepository.use((repo) => repo.peekLots(member(id(r, i), asset))))
      const live = lots.filter((l) => l.expiresAt.getTime() > m.now).reduce((s, l) => s + l.remaining, 0n)
      expect(live, `${i} live ${asset}`).toBe(liveTotalM(m, accountKey(member(id(r, i), asset))))
      // Which lots hold them, by expiry (lots that expire together are interchangeable): spends and refunds drew on
      // the lots the rules name.
      const byExpiry = (xs: ReadonlyArray<{ expires: number; amount: bigint }>) => {
        const out = new Map<number, bigint>()
        for (const x of xs) if (x.amount > 0n) out.set(x.expires, (out.get(x.expires) ?? 0n) + x.amount)
        return [...out.entries()].sort(([a], [b]) => a - b)
      }
      expect(byExpiry(lots.filter((l) => l.expiresAt.getTime() > m.now).map((l) => ({ expires: l.expiresAt.getTime(), amount: l.remaining }))), `${i} ${asset} lots`).toEqual(
        byExpiry(liveLots(m, accountKey(member(id(r, i), asset))))
      )
      // The stored balance always equals what its lots hold (expired ones included until booked).
      expect(balances.get(`${asset}:main`) ?? 0n).toBe(lots.reduce((s, l) => s + l.remaining, 0n))
    }
    // The balance sheet members see counts AP points of the last 360 days, never from before 2024-01-01.
    const sheet = await r.env.run(getBalanceSheet(id(r, i)))
    expect(sheet.minor.tickets).toBe(liveTotalM(m, accountKey(member(id(r, i), "tickets"))))
    expect(sheet.points.decimal, `${i} points`).toBe(decimalOf(modelPoints(m, accountKey(member(id(r, i), "ap"))), 2))
  }
  const totals = await r.env.run(LedgerRepository.use((repo) => repo.totals))
  for (const t of totals) {
    expect(t.sum, `sum of ${t.asset}`).toBe(0n)
    expect(t.negative, `accounts below zero in ${t.asset}`).toBe(0)
  }
}

const decimalOf = (minor: bigint, scale: number) => {
  const unit = 10n ** BigInt(scale)
  const frac = (minor % unit).toString().padStart(scale, "0").replace(/0+$/, "")
  return frac === "" ? (minor / unit).toString() : `${minor / unit}.${frac}`
}

let memberSeq = 0
const newMember = (at: Date): NewMember => ({
  firstName: "Model",
  lastName: "Member",
  email: `model.${Date.now().toString(36)}.${memberSeq++}.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: null,
  phoneCountry: null,
  lang: "en",
  referrerId: null,
  hearAboutUs: "",
  passwordHash: "h(pw)",
  openDate: at,
  createdAt: at
})

export const ledgerModelSuite = (adapter: string, make: () => Promise<PortEnv>, runs: number) => {
  let env: PortEnv
  let productId = 0
  const productTickets = 10n
  beforeAll(async () => {
    env = await make()
    const product = await env.run(ProductRepository.use((p) => p.create({ kind: "tickets", name: "Model pack", description: "", translations: { jp: { name: "モデルパック", description: "" } }, tickets: productTickets, priceCents: 1000n, active: true, sort: 0 })))
    productId = product.id
  })
  afterAll(async () => {
    await env?.close()
  })

  describe(`ledger model (${adapter})`, () => {
    it("keeps every invariant under random commands, through raw transfers and the product's use-cases", async () => {
      const who = fc.nat(MEMBERS - 1)
      const amount = fc.bigInt({ min: 1n, max: 5_000n })
      const commands = [
        fc.tuple(who, fc.constantFrom(...ASSETS), fc.constantFrom(...POCKETS), amount).map(([w, a, p, x]) => new Credit(w, a, p, x)),
        fc.tuple(who, who, fc.constantFrom(...ASSETS), amount).map(([a, b, s, x]) => new Move(a, b, s, x)),
        fc.tuple(who, amount).map(([w, x]) => new Pay(w, x)),
        fc
          .tuple(who, amount, fc.constantFrom<PaymentOption>("bonusFirst", "abeyBalanceFirst", "ordinaryOnly"), fc.option(who, { nil: null }), fc.integer({ min: 0, max: 1000 }))
          .map(([w, x, o, to, fee]) => new PayAbey(w, x, o, to, fee)),
        fc.tuple(who, fc.bigInt({ min: 1n, max: 200n })).map(([w, x]) => new PayTickets(w, x)),
        fc.constant(new ReplayPayment()),
        fc.constant(new ConflictPayment()),
        fc.nat(10).map((k) => new RefundPayment(k)),
        fc.tuple(who, fc.bigInt({ min: 1n, max: 5n })).map(([w, x]) => new FundWallet(w, x)),
        fc.tuple(who, fc.bigInt({ min: 1n, max: 4n })).map(([w, x]) => new TopUp(w, x)),
        fc.constant(new RetryTopUp()),
        fc.constant(new Replay()),
        fc.constant(new Conflict()),
        fc.tuple(who, fc.integer({ min: 1, max: 3 })).map(([w, q]) => new BuyTickets(w, q)),
        fc.nat(10).map((k) => new Refund(k)),
        fc.tuple(who, fc.bigInt({ min: 0n, max: 300n })).map(([w, f]) => new EarnPoints(w, f)),
        // Ticket lots and the clock appear twice: their order effects need longer sequences of them.
        ...[0, 1].flatMap(() => [
          fc.tuple(who, fc.bigInt({ min: 1n, max: 300n })).map(([w, x]) => new GrantTickets(w, x)),
          fc.tuple(who, fc.bigInt({ min: 1n, max: 400n })).map(([w, x]) => new SpendTickets(w, x)),
          fc.integer({ min: 1, max: 120 }).map((d) => new Wait(d))
        ])
      ]
      // Some runs start before 2024-01-01 (CST), so points credited then must never count.
      const start = fc.constantFrom(Date.UTC(2023, 9, 15), Date.UTC(2023, 11, 31, 12), Date.UTC(2026, 0, 1))
      await fc.assert(
        fc.asyncProperty(start, fc.commands(commands, { maxCommands: 25 }), runFrom),
        { numRuns: runs }
      )
    })

    // Found by CI's random run: the legs of a replayed payment are drawn from what was paid, so a larger amount to a
    // payee with no fee drew the same legs and was answered as a replay.
    it("refuses a payment's key again with a larger amount, as a conflict, for a payee with no fee", async () => {
      await runFrom(Date.UTC(2023, 9, 15), [new GrantTickets(2, 1n), new PayTickets(2, 1n), new ConflictPayment()])
    })
  })

  /** One run of commands from `t0`: fresh members; issuance and system accounts carry over, so the model reads them. */
  const runFrom = async (t0: number, cmds: Iterable<Cmd>) => {
    env.setNow(t0)
    const ids: Array<number> = []
    for (let i = 0; i < MEMBERS; i++) ids.push((await env.run(MemberRepository.use((r) => r.create(newMember(new Date(t0)))))).id)
    const model: Model = { balances: new Map(), lots: new Map(), now: t0, last: null, seq: 0, purchases: [], payments: [], lastTopUp: null }
    const carried = await env.run(
      LedgerRepository.use((repo) => repo.lockBalances([...ASSETS, "ap" as const].flatMap((a) => [system("issuance", a), system("revenue", a), system("fees", a)])))
    )
    carried.forEach((v, k) => model.balances.set(k, v))
    const real: Real = { env, ids, productId, productTickets }
    await fc.asyncModelRun(() => ({ model, real }), cmds)
  }
}
