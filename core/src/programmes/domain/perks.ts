/**
 * Spec §9 package perks: a 1000 package gives 180 days of Gold, 2000 gives 360 days of Gold, 5000 and 10000 give 360
 * days of Platinum, each plus a 90-day PSV (personal sales volume) exemption. The spec does not say what a package is
 * here; our rule: a package is one approved purchase, and its size is what it cost in whole US dollars. A purchase of
 * at least $1,000 is a 1000 package, at least $2,000 a 2000 package, at least $5,000 a 5000 and at least $10,000 a
 * 10000 package. The perk runs from the purchase's approval; the member's level is the best perk running now.
 */
export const PACKAGE_PERKS = [
  { packageUsd: 10_000, level: "platinum", days: 360 },
  { packageUsd: 5_000, level: "platinum", days: 360 },
  { packageUsd: 2_000, level: "gold", days: 360 },
  { packageUsd: 1_000, level: "gold", days: 180 }
] as const

export const PSV_EXEMPTION_DAYS = 90

export type PerkLevel = (typeof PACKAGE_PERKS)[number]["level"]

export interface Perk {
  readonly purchaseId: number
  readonly packageUsd: number
  readonly level: PerkLevel
  readonly startsAt: Date
  readonly endsAt: Date
  readonly psvExemptionEndsAt: Date
}

const DAY_MS = 86_400_000

/** The perk one approved purchase of `cents` US cents gives from `at`, or null under $1,000. */
export const perkOf = (purchaseId: number, cents: bigint, at: Date): Perk | null => {
  const tier = PACKAGE_PERKS.find((p) => cents >= BigInt(p.packageUsd) * 100n)
  if (tier === undefined) return null
  return {
    purchaseId,
    packageUsd: tier.packageUsd,
    level: tier.level,
    startsAt: at,
    endsAt: new Date(at.getTime() + tier.days * DAY_MS),
    psvExemptionEndsAt: new Date(at.getTime() + PSV_EXEMPTION_DAYS * DAY_MS)
  }
}

const RANK: Record<PerkLevel, number> = { gold: 1, platinum: 2 }

/** The level running at `now`: the best perk whose days have not ended (Platinum over Gold); null if none. */
export const currentLevel = (perks: ReadonlyArray<Perk>, now: Date): { readonly level: PerkLevel; readonly endsAt: Date } | null => {
  const running = perks.filter((p) => p.endsAt.getTime() > now.getTime() && p.startsAt.getTime() <= now.getTime())
  if (running.length === 0) return null
  const best = Math.max(...running.map((p) => RANK[p.level]))
  const top = running.filter((p) => RANK[p.level] === best)
  const level = top[0]!.level
  return { level, endsAt: new Date(Math.max(...top.map((p) => p.endsAt.getTime()))) }
}

/** Whether a PSV exemption runs at `now`, and until when (the latest one). */
export const psvExemptUntil = (perks: ReadonlyArray<Perk>, now: Date): Date | null => {
  const running = perks.filter((p) => p.psvExemptionEndsAt.getTime() > now.getTime() && p.startsAt.getTime() <= now.getTime())
  return running.length === 0 ? null : new Date(Math.max(...running.map((p) => p.psvExemptionEndsAt.getTime())))
}
