import { type Phase, type ProgrammeDates, phaseAt } from "./calendar"

/** Spec §9 "Founder plan check: product ids 1-4". */
export const FOUNDER_PRODUCT_IDS: ReadonlyArray<number> = [1, 2, 3, 4]

/** A completed (approved) purchase, as the founders plan looks at it. */
export interface FounderPurchase {
  readonly purchaseId: number
  readonly productId: number
  readonly at: Date
}

/** A purchase that makes its member a founder: one of products 1–4, made before the plan's fixed end date. */
export const isFounderPurchase = (p: Pick<FounderPurchase, "productId" | "at">, dates: Pick<ProgrammeDates, "founderPlanEnds">): boolean =>
  FOUNDER_PRODUCT_IDS.includes(p.productId) && p.at.getTime() < dates.founderPlanEnds.getTime()

export interface FounderStanding {
  readonly founder: boolean
  /** The phase of the member's first founder purchase (1 or 2 mean a founder of that phase); null if none. */
  readonly phase: Phase | null
  readonly since: Date | null
  readonly purchases: ReadonlyArray<FounderPurchase & { readonly phase: Phase }>
}

/** The member's founder standing from their approved purchases. */
export const founderStanding = (purchases: ReadonlyArray<FounderPurchase>, dates: ProgrammeDates): FounderStanding => {
  const mine = purchases.filter((p) => isFounderPurchase(p, dates)).sort((a, b) => a.at.getTime() - b.at.getTime() || a.purchaseId - b.purchaseId)
  const first = mine[0]
  return { founder: first !== undefined, phase: first ? phaseAt(dates, first.at) : null, since: first?.at ?? null, purchases: mine.map((p) => ({ ...p, phase: phaseAt(dates, p.at) })) }
}

/**
 * Spec §3, §6 founderPlanIsVisible: the founders plan shows to a member the FEATURE_FOUNDER_PLAN gate lets through,
 * who is not on the hide-for list, and whom the founder-plan check finds a founder (products 1–4 before the end date).
 */
export const founderPlanIsVisible = (gate: boolean, hidden: boolean, standing: Pick<FounderStanding, "founder">): boolean => gate && !hidden && standing.founder
