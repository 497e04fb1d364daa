/**
 * The shovel of Gold Rush (spec §9 Shovel): one dig costs 3 durability, each idle CST day costs 1 (rust), and below 3
 * it cannot dig. Days are CST day numbers (whole days since the epoch, in CST), given by the `GameCalendar` port, so
 * the state is computed from the stored durability and the last day the shovel worked: no daily batch rusts it.
 */
export const SHOVEL_DIG_COST = 3
export const SHOVEL_RUST_PER_IDLE_DAY = 1
export const SHOVEL_MIN_TO_DIG = 3
/** A new shovel's durability (the spec names no value). */
export const SHOVEL_NEW_DURABILITY = 100
/** A shovel's price in ABEY minor units, 8 decimals (the spec names no value): 5 ABEY. */
export const SHOVEL_PRICE_MINOR = 500_000_000n

export interface Shovel {
  /** Durability at the end of `activeDay`. */
  readonly durability: number
  /** The CST day the shovel was bought or last dug. */
  readonly activeDay: number
}

/** The whole CST days between the last active day and `day` (neither counted): `day` itself is not over yet. */
export const idleDays = (s: Shovel, day: number): number => Math.max(0, day - s.activeDay - 1)

/** Durability on `day`: the stored value less 1 per idle day, never below 0. */
export const durabilityOn = (s: Shovel, day: number): number => Math.max(0, s.durability - idleDays(s, day) * SHOVEL_RUST_PER_IDLE_DAY)

export const canDig = (s: Shovel, day: number): boolean => durabilityOn(s, day) >= SHOVEL_MIN_TO_DIG

/** Rusting: at least one idle day took durability away, and there is durability left to lose. */
export const isRusting = (s: Shovel, day: number): boolean => idleDays(s, day) > 0 && durabilityOn(s, day) > 0

export type DigDecision = { readonly _tag: "Dug"; readonly shovel: Shovel } | { readonly _tag: "TooWorn"; readonly durability: number }

/** One dig on `day`: refused below 3; otherwise the rust is booked and 3 taken. */
export const dig = (s: Shovel, day: number): DigDecision => {
  const now = durabilityOn(s, day)
  if (now < SHOVEL_MIN_TO_DIG) return { _tag: "TooWorn", durability: now }
  return { _tag: "Dug", shovel: { durability: now - SHOVEL_DIG_COST, activeDay: Math.max(day, s.activeDay) } }
}

export const newShovel = (day: number): Shovel => ({ durability: SHOVEL_NEW_DURABILITY, activeDay: day })

/** What a page and a notification show about a shovel on `day`. */
export interface ShovelState {
  readonly durability: number
  readonly canDig: boolean
  readonly rusting: boolean
  readonly belowDig: boolean
}

export const shovelState = (s: Shovel, day: number): ShovelState => ({
  durability: durabilityOn(s, day),
  canDig: canDig(s, day),
  rusting: isRusting(s, day),
  belowDig: !canDig(s, day)
})
