import { type AccountRef, type SystemAccount, accountKey, member, system } from "./account"
import type { Asset } from "./asset"
import type { Leg } from "./transfer"

/**
 * Paying in ABEY from the two sub-balances. The spec names the option `abeyBalanceFirst` as the default
 * (spend the ordinary balance first); `bonusFirst` spends the bonus balance first; `ordinaryOnly` never
 * touches the bonus.
 */
export const PAYMENT_OPTIONS = ["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"] as const
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]

export interface PaymentSplit {
  readonly ordinary: bigint
  readonly bonus: bigint
}

/** How much of `amount` each sub-balance pays, or null when the two together (as allowed) fall short. */
export const splitPayment = (amount: bigint, balances: PaymentSplit, option: PaymentOption): PaymentSplit | null => {
  if (amount < 0n) return null
  const min = (a: bigint, b: bigint) => (a < b ? a : b)
  switch (option) {
    case "ordinaryOnly":
      return balances.ordinary >= amount ? { ordinary: amount, bonus: 0n } : null
    case "abeyBalanceFirst": {
      const ordinary = min(amount, balances.ordinary)
      const bonus = amount - ordinary
      return bonus <= balances.bonus ? { ordinary, bonus } : null
    }
    case "bonusFirst": {
      const bonus = min(amount, balances.bonus)
      const ordinary = amount - bonus
      return ordinary <= balances.ordinary ? { ordinary, bonus } : null
    }
  }
}

/** A fee in basis points of an amount, rounded down to the minor unit (the payer never pays a fraction more). */
export const feeOf = (amount: bigint, basisPoints: number): bigint => (amount * BigInt(basisPoints)) / 10_000n

/**
 * What a member pays with: ABEY from the ordinary and bonus balances as `option` says, or one other asset from its
 * main account (tickets and other lot assets are drawn from the lots that expire first).
 */
export type Tender = { readonly asset: "abey"; readonly option: PaymentOption } | { readonly asset: Exclude<Asset, "abey"> }

/**
 * Who is paid: a system account (`revenue` unless the caller names another, e.g. `escrow` or `issuance`), or another
 * member, less a fee in basis points of the amount (rounded down, see `feeOf`) that goes to the `fees` account.
 */
export type Payee =
  | { readonly kind: "system"; readonly name: SystemAccount }
  | { readonly kind: "member"; readonly memberId: number; readonly feeBasisPoints?: number }

export const REVENUE: Payee = { kind: "system", name: "revenue" }

/** The payer's accounts a tender draws on, in the order it spends them. */
export const sourcesOf = (payer: number, tender: Tender): ReadonlyArray<{ readonly pocket: keyof PaymentSplit; readonly ref: AccountRef }> => {
  if (tender.asset !== "abey") return [{ pocket: "ordinary", ref: member(payer, tender.asset) }]
  const ordinary = { pocket: "ordinary" as const, ref: member(payer, "abey", "main") }
  const bonus = { pocket: "bonus" as const, ref: member(payer, "abey", "bonus") }
  return tender.option === "bonusFirst" ? [bonus, ordinary] : [ordinary, bonus]
}

/** The fee a payment to this payee carries: only a member payee pays one. */
export const paymentFee = (amount: bigint, payee: Payee): bigint =>
  payee.kind === "member" && payee.feeBasisPoints !== undefined ? feeOf(amount, payee.feeBasisPoints) : 0n

/** The accounts a payment credits, with what each receives: the payee the amount less the fee, `fees` the fee. */
export const receiversOf = (payee: Payee, asset: Asset, amount: bigint): ReadonlyArray<{ readonly ref: AccountRef; readonly amount: bigint }> => {
  if (payee.kind === "system") return [{ ref: system(payee.name, asset), amount }]
  const fee = paymentFee(amount, payee)
  return [
    { ref: member(payee.memberId, asset), amount: amount - fee },
    { ref: system("fees", asset), amount: fee }
  ]
}

/**
 * The legs of a payment of `amount` whose sub-balances pay `split`: the payer's accounts, in the tender's spending
 * order, fill the receivers in order (the payee, then the fee), so every unit paid lands exactly once. Zero legs are
 * left out. The legs' total is `amount`; the fee's legs total `paymentFee(amount, payee)`.
 */
export const paymentLegs = (payer: number, amount: bigint, tender: Tender, split: PaymentSplit, payee: Payee): ReadonlyArray<Leg> => {
  const sources = sourcesOf(payer, tender).map((s) => ({ ref: s.ref, left: split[s.pocket] }))
  const legs: Array<Leg> = []
  for (const receiver of receiversOf(payee, tender.asset, amount)) {
    let owed = receiver.amount
    for (const source of sources) {
      if (owed === 0n) break
      const take = source.left < owed ? source.left : owed
      if (take === 0n) continue
      legs.push({ from: source.ref, to: receiver.ref, amount: take })
      source.left -= take
      owed -= take
    }
  }
  return legs
}

/** How much of a stored payment each sub-balance paid: what left the payer's ordinary and bonus accounts. */
export const splitOfLegs = (payer: number, tender: Tender, legs: ReadonlyArray<Leg>): PaymentSplit => {
  const paidFrom = (ref: AccountRef) => legs.filter((l) => accountKey(l.from) === accountKey(ref)).reduce((s, l) => s + l.amount, 0n)
  const sources = sourcesOf(payer, tender)
  const of = (pocket: keyof PaymentSplit) => sources.filter((s) => s.pocket === pocket).reduce((s, x) => s + paidFrom(x.ref), 0n)
  return { ordinary: of("ordinary"), bonus: of("bonus") }
}

/** A payment's legs turned around: what a full refund moves back, each unit to the account it came from. */
export const reversedLegs = (legs: ReadonlyArray<Leg>): ReadonlyArray<Leg> => legs.map((l) => ({ from: l.to, to: l.from, amount: l.amount }))
