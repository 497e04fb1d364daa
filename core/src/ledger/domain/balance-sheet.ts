import { type BalanceValue, balanceValue } from "../../kernel/amount"
import { type Asset, MATERIAL_ASSETS, type Pocket, scaleOf } from "./asset"
import { type Lot, closestExpiration, liveTotal, pointsTotal } from "./lot"

/** A member's holdings as the spec's screens show them (spec §3 Member balances). */
export interface BalanceSheet {
  readonly balance: BalanceValue
  readonly balanceOrdinary: BalanceValue
  readonly balanceBonus: BalanceValue
  readonly systemWallet: BalanceValue
  readonly itw: BalanceValue
  readonly tickets: BalanceValue
  readonly ticketsClosestExpiration: Date | null
  readonly points: BalanceValue
  readonly minerals: Readonly<Record<string, BalanceValue>>
  readonly wood: Readonly<Record<string, BalanceValue>>
  readonly coins: BalanceValue
  readonly adnetCredits: BalanceValue
  /** Raw minor units, for rules that compare amounts. */
  readonly minor: { readonly ordinary: bigint; readonly bonus: bigint; readonly wallet: bigint; readonly tickets: bigint }
}

/**
 * Builds the sheet from account balances (keyed `asset:pocket`) and the live lots of the lot assets. Lot assets
 * count only lots that have not expired, whether or not the expiry has been booked yet; AP points count only
 * lots of the last 360 days credited from `pointsStart` (2024-01-01 CST) on (spec §9).
 */
export const balanceSheetOf = (
  balances: ReadonlyMap<string, bigint>,
  lots: { readonly tickets: ReadonlyArray<Lot>; readonly ap: ReadonlyArray<Lot> },
  now: Date,
  pointsStart: Date
): BalanceSheet => {
  const get = (asset: Asset, pocket: Pocket = "main") => balances.get(`${asset}:${pocket}`) ?? 0n
  const v = (asset: Asset, minor: bigint) => balanceValue(minor, scaleOf(asset))
  const ordinary = get("abey")
  const bonus = get("abey", "bonus")
  const wallet = get("abey", "wallet")
  const tickets = liveTotal(lots.tickets, now)
  const materials = (ids: ReadonlyArray<number>) => Object.fromEntries(ids.map((id) => [String(id), v(MATERIAL_ASSETS[id], get(MATERIAL_ASSETS[id]))]))
  return {
    balance: v("abey", ordinary + bonus),
    balanceOrdinary: v("abey", ordinary),
    balanceBonus: v("abey", bonus),
    systemWallet: v("abey", wallet),
    itw: v("itw", get("itw")),
    tickets: v("tickets", tickets),
    ticketsClosestExpiration: closestExpiration(lots.tickets, now),
    points: v("ap", pointsTotal(lots.ap, now, pointsStart)),
    minerals: materials([1, 2, 3, 4, 5]),
    wood: materials([6, 7, 8]),
    coins: v("coins", get("coins")),
    adnetCredits: v("adnet", get("adnet")),
    minor: { ordinary, bonus, wallet, tickets }
  }
}
