import { CREDIT_UNIT, deductible } from "./credits"

/** Spec §4 Ad display status and skip reasons. */
export const DISPLAY_STATUSES = ["planned", "displayed", "displaying", "skipped"] as const
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number]
export const SKIP_REASONS = ["buildingRemoved", "adRemoved", "gatewayUnavailable", "internalError"] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

/** A day processed this many days after it ended is too late: skipped as internal error (processed too late). */
export const LATE_AFTER_DAYS = 2

/** Spec §9: authorisation changes reach the 2D world within 48 hours. */
export const AUTHORISATION_HOURS = 48
/** Spec §9: statistics follow within 10 minutes. */
export const STATISTICS_WITHIN_MINUTES = 10

export interface DayFacts {
  /** The building still stands, placed, and its owner still opts in. */
  readonly buildingPresent: boolean
  /** The ad still exists, is not archived, is in the network and not rejected. */
  readonly adLive: boolean
  /** The 2D world's gateway answered. */
  readonly gatewayUp: boolean
  /** The CST day processed, and today's. */
  readonly day: string
  readonly today: string
  /** Whole days between the day and today. */
  readonly daysLate: number
}

export type DayOutcome = { readonly status: "displayed" | "displaying" | "planned" } | { readonly status: "skipped"; readonly reason: SkipReason }

/** What became of an ad-day on a building. The reasons are checked in the spec's order. */
export const dayOutcome = (f: DayFacts): DayOutcome => {
  if (f.day > f.today) return { status: "planned" }
  if (f.daysLate > LATE_AFTER_DAYS) return { status: "skipped", reason: "internalError" }
  if (!f.buildingPresent) return { status: "skipped", reason: "buildingRemoved" }
  if (!f.adLive) return { status: "skipped", reason: "adRemoved" }
  if (!f.gatewayUp) return { status: "skipped", reason: "gatewayUnavailable" }
  return { status: f.day === f.today ? "displaying" : "displayed" }
}

/** Credits per building-day and per traffic unit (minor units of credits). */
export interface Prices {
  readonly perBuildingDay: bigint
  readonly perThousandImpressions: bigint
  readonly perView: bigint
  readonly perClick: bigint
}

export const DEFAULT_PRICES: Prices = { perBuildingDay: 10n * CREDIT_UNIT, perThousandImpressions: 1n * CREDIT_UNIT, perView: 1n, perClick: 10n }

export interface Traffic {
  readonly impressions: number
  readonly views: number
  readonly clicks: number
}

/** What a displayed ad-day costs, by code, before the balance caps it. */
export const dayCharges = (prices: Prices, buildings: number, t: Traffic) =>
  [
    ["deductByPlacement", prices.perBuildingDay * BigInt(buildings)],
    ["deductByImpressions", (prices.perThousandImpressions * BigInt(t.impressions)) / 1000n],
    ["deductByViews", prices.perView * BigInt(t.views)],
    ["deductByClicks", prices.perClick * BigInt(t.clicks)]
  ] as const

/** The charges as taken from a balance, in order, each capped so the balance never goes below zero. */
export const capCharges = (balance: bigint, charges: ReadonlyArray<readonly [string, bigint]>): ReadonlyArray<readonly [string, bigint]> => {
  let left = balance
  return charges.map(([code, wanted]) => {
    const take = deductible(left, wanted)
    left -= take
    return [code, take] as const
  })
}

/**
 * Spec §9 AdNet daily payout: the building owners share 20% of the day's AdNet package BV, when the day's volume
 * reaches the $1.00 minimum. Amounts in US cents.
 */
export const PAYOUT_BASIS_POINTS = 2000n
export const PAYOUT_MINIMUM_DAILY_CENTS = 100n
export const payoutPoolCents = (bvCents: bigint): bigint => (bvCents < PAYOUT_MINIMUM_DAILY_CENTS ? 0n : (bvCents * PAYOUT_BASIS_POINTS) / 10_000n)

/** Splits a pool between owners by their building-days shown, to the cent; the remainder goes to the first shares. */
export const splitPayoutPool = (pool: bigint, shares: ReadonlyArray<{ readonly ownerId: number; readonly weight: number }>): ReadonlyArray<{ readonly ownerId: number; readonly cents: bigint }> => {
  const total = shares.reduce((s, x) => s + BigInt(x.weight), 0n)
  if (total === 0n || pool <= 0n) return []
  const out = shares.map((s) => ({ ownerId: s.ownerId, cents: (pool * BigInt(s.weight)) / total }))
  let rest = pool - out.reduce((s, x) => s + x.cents, 0n)
  for (let i = 0; rest > 0n; i = (i + 1) % out.length, rest -= 1n) out[i] = { ...out[i], cents: out[i].cents + 1n }
  return out
}

/**
 * Spec §9 AdNet direct sales bonus, as data: 5% plus a 5% promotion from 2023-02-01 to 2023-06-30 (10%), or 30% at
 * Level 1. No flow of this issue pays it yet; it is kept here so the rule that pays it reads the spec's figures.
 */
export const DIRECT_SALES_BONUS = {
  baseBasisPoints: 500,
  promoBasisPoints: 500,
  promoFrom: "2023-02-01",
  promoTo: "2023-06-30",
  level1BasisPoints: 3000
} as const

export const directSalesBonusBasisPoints = (day: string, level1: boolean): number =>
  level1 ? DIRECT_SALES_BONUS.level1BasisPoints : DIRECT_SALES_BONUS.baseBasisPoints + (day >= DIRECT_SALES_BONUS.promoFrom && day <= DIRECT_SALES_BONUS.promoTo ? DIRECT_SALES_BONUS.promoBasisPoints : 0)
