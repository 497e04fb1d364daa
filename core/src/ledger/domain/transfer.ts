import { type AccountRef, accountKey, mayGoNegative } from "./account"
import { type Asset, pocketsOf } from "./asset"
import type { Memo } from "./memo"

/**
 * Why value moved. The ad-credit codes are spec §4's; the others name every other flow of the product.
 */
export const TRANSFER_CODES = [
  // spec §4, AdNet credits
  "packagePurchase",
  "packageRefund",
  "packageRefundCancel",
  "expired",
  "deductByImpressions",
  "deductByViews",
  "deductByClicks",
  "deductByPlacement",
  "adPlacementRefund",
  "deductByAccountTransfer",
  "accountTransferIncome",
  // wallet and tickets
  "topUpFromWallet",
  "walletDeposit",
  "ticketPurchase",
  "ticketPurchaseRefund",
  "ticketGrant",
  "ticketDeduct",
  "pointsCredit",
  "openingBalance",
  // later capabilities
  "plotPurchase",
  "plotActivation",
  "buildingPurchase",
  "buildingExchange",
  "marketSale",
  "marketFee",
  "marketEscrow",
  "marketEscrowReturn",
  "resourceGrant",
  "mineralDig",
  "mineralRedeem",
  "shovelPurchase",
  "woodHarvest",
  "shopPurchase",
  "customOrder",
  "customOrderRefund",
  "programPayout",
  "coinExchange"
] as const
export type TransferCode = (typeof TRANSFER_CODES)[number]

export const isTransferCode = (v: string): v is TransferCode => (TRANSFER_CODES as ReadonlyArray<string>).includes(v)

/** One movement: `amount` minor units of `asset` from one account to another. */
export interface Leg {
  readonly from: AccountRef
  readonly to: AccountRef
  readonly amount: bigint
}

export interface TransferIntent {
  readonly code: TransferCode
  /** The business object this transfer belongs to, e.g. `{type: "purchase", id: "42"}`. */
  readonly reference: { readonly type: string; readonly id: string }
  /** The same key with the same request answers the first result; with another request it is refused. */
  readonly idempotencyKey: string
  readonly legs: ReadonlyArray<Leg>
  /** What the line says, as a code and parameters the reader's language renders. */
  readonly memo?: Memo
  /**
   * For debits of lot assets: the lots this transfer credited are drawn before any other. A refund names its
   * purchase's credit, so it reverses the purchase's own lot rather than the member's oldest tickets.
   */
  readonly drawFirst?: number
}

export type IntentProblem = "no_legs" | "non_positive_amount" | "same_account" | "asset_mismatch" | "bad_pocket" | "bad_key"

/** Structural checks every transfer must pass before anything is locked. */
export const intentProblems = (intent: TransferIntent): ReadonlyArray<IntentProblem> => {
  const problems = new Set<IntentProblem>()
  if (intent.legs.length === 0) problems.add("no_legs")
  if (!/^[\x21-\x7e]{1,200}$/.test(intent.idempotencyKey)) problems.add("bad_key")
  for (const leg of intent.legs) {
    if (leg.amount <= 0n) problems.add("non_positive_amount")
    if (leg.from.asset !== leg.to.asset) problems.add("asset_mismatch")
    if (!pocketsOf(leg.from.asset).includes(leg.from.pocket) || !pocketsOf(leg.to.asset).includes(leg.to.pocket)) problems.add("bad_pocket")
    if (accountKey(leg.from) === accountKey(leg.to)) problems.add("same_account")
  }
  return [...problems]
}

/** Every account a transfer touches, in lock order. */
export const accountsOf = (intent: TransferIntent): ReadonlyArray<AccountRef> => {
  const byKey = new Map<string, AccountRef>()
  for (const leg of intent.legs) {
    byKey.set(accountKey(leg.from), leg.from)
    byKey.set(accountKey(leg.to), leg.to)
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, ref]) => ref)
}

export interface Shortfall {
  readonly account: AccountRef
  readonly asset: Asset
  readonly needed: bigint
  readonly available: bigint
}

/**
 * Applies every leg to the balances, all or nothing: the answer is either the balances after the transfer, or
 * the first account that would end below zero (only `issuance` may).
 */
export const applyLegs = (
  balances: ReadonlyMap<string, bigint>,
  legs: ReadonlyArray<Leg>
): { readonly _tag: "Applied"; readonly balances: ReadonlyMap<string, bigint> } | ({ readonly _tag: "Shortfall" } & Shortfall) => {
  const next = new Map(balances)
  const refs = new Map<string, AccountRef>()
  for (const leg of legs) {
    const from = accountKey(leg.from)
    const to = accountKey(leg.to)
    refs.set(from, leg.from)
    refs.set(to, leg.to)
    next.set(from, (next.get(from) ?? 0n) - leg.amount)
    next.set(to, (next.get(to) ?? 0n) + leg.amount)
  }
  for (const [key, balance] of next) {
    const ref = refs.get(key)
    if (ref && balance < 0n && !mayGoNegative(ref)) {
      const before = balances.get(key) ?? 0n
      return { _tag: "Shortfall", account: ref, asset: ref.asset, available: before, needed: before - balance }
    }
  }
  return { _tag: "Applied", balances: next }
}

/** A canonical text of what a transfer does, to tell a replay from a different request under the same key. */
export const fingerprintOf = (intent: TransferIntent): string =>
  JSON.stringify([
    intent.code,
    intent.reference.type,
    intent.reference.id,
    intent.legs.map((l) => [accountKey(l.from), accountKey(l.to), l.amount.toString()]),
    // Only present when set, so the fingerprints of transfers stored before it existed stay the same.
    ...(intent.drawFirst !== undefined ? [["drawFirst", intent.drawFirst]] : [])
  ])
