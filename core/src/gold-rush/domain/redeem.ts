import { type Mineral, MINERALS } from "./mining"

/**
 * Redeeming minerals (spec §7 `redeem`, `redeem/calculate`; §9 Coin: 1 coin = 0.01 ABEY): whole minerals for coins,
 * paid as ABEY at 0.01 ABEY a coin, exactly (integers only).
 */
/** Coins one whole mineral is worth (the spec names no rates). */
export const MINERAL_COINS: Readonly<Record<Mineral, number>> = { 1: 1, 2: 2, 3: 5, 4: 10, 5: 25 }
/** ABEY minor units (8 decimals) per coin: 0.01 ABEY (the ledger's ABEY_MINOR_PER_COIN, checked equal by a test). */
export const COIN_ABEY_MINOR = 1_000_000n
/** A mineral asset's minor units per whole mineral (the ledger's scale 4). */
export const MINERAL_UNIT = 10_000n
/** The most of one mineral one redeem takes. */
export const MAX_REDEEM_PER_MINERAL = 1_000_000

export type RedeemRequest = Readonly<Partial<Record<Mineral, number>>>

export interface RedeemLine {
  readonly mineral: Mineral
  readonly quantity: number
  readonly coinsEach: number
  readonly coins: bigint
}

export interface RedeemQuote {
  readonly lines: ReadonlyArray<RedeemLine>
  readonly coins: bigint
  readonly abeyMinor: bigint
}

export type QuoteProblem = { readonly _tag: "Empty" } | { readonly _tag: "BadQuantity"; readonly mineral: Mineral }

/** The coins and ABEY a request gives, or why it is not a request. */
export const quoteRedeem = (req: RedeemRequest): RedeemQuote | QuoteProblem => {
  const lines: Array<RedeemLine> = []
  for (const m of MINERALS) {
    const q = req[m]
    if (q === undefined || q === 0) continue
    if (!Number.isSafeInteger(q) || q < 0 || q > MAX_REDEEM_PER_MINERAL) return { _tag: "BadQuantity", mineral: m }
    lines.push({ mineral: m, quantity: q, coinsEach: MINERAL_COINS[m], coins: BigInt(q) * BigInt(MINERAL_COINS[m]) })
  }
  if (lines.length === 0) return { _tag: "Empty" }
  const coins = lines.reduce((s, l) => s + l.coins, 0n)
  return { lines, coins, abeyMinor: coins * COIN_ABEY_MINOR }
}

export const isQuote = (q: RedeemQuote | QuoteProblem): q is RedeemQuote => !("_tag" in q)

export type RedeemOutcome =
  | { readonly _tag: "Redeemed"; readonly minerals: Readonly<Record<Mineral, bigint>>; readonly abeyMinor: bigint; readonly quote: RedeemQuote }
  | { readonly _tag: "NotEnough"; readonly mineral: Mineral }

/**
 * A redeem applied to balances in minor units (minerals at scale 4, ABEY at 8): never below zero, and what leaves in
 * minerals arrives as coins at their rates, as ABEY at 0.01 a coin. The ledger applies the same legs.
 */
export const applyRedeem = (balances: { readonly minerals: Readonly<Record<Mineral, bigint>>; readonly abeyMinor: bigint }, quote: RedeemQuote): RedeemOutcome => {
  const minerals = { ...balances.minerals }
  for (const l of quote.lines) {
    const take = BigInt(l.quantity) * MINERAL_UNIT
    if (minerals[l.mineral] < take) return { _tag: "NotEnough", mineral: l.mineral }
    minerals[l.mineral] -= take
  }
  return { _tag: "Redeemed", minerals, abeyMinor: balances.abeyMinor + quote.abeyMinor, quote }
}
