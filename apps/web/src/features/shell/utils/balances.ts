import type { BalanceValue } from "@iw/contracts"
import { formatDecimal } from "@iw/ui"

/** Materials of spec §3: minerals 1-5 and wood 6-8, keyed "1".."8" in the profile. */
export const MINERALS = [
  { id: "1", key: "iron" },
  { id: "2", key: "silver" },
  { id: "3", key: "gold" },
  { id: "4", key: "platinum" },
  { id: "5", key: "diamond" }
] as const
export const WOODS = [
  { id: "6", key: "softWood" },
  { id: "7", key: "hardWood" },
  { id: "8", key: "luxuryWood" }
] as const

const ZERO = "0"

/** ABEY and wallet amounts: grouped, at least two decimals (spec §9 number formats). */
export const money = (value: BalanceValue | undefined | null): string => formatDecimal(value?.decimal ?? ZERO)

/** Counts (tickets, materials): grouped, no forced decimals. */
export const amount = (value: BalanceValue | undefined | null): string => formatDecimal(value?.decimal ?? ZERO, { min: 0 })
