import type { Coord, Plot } from "./plot"

/** Spec §9: an activation lasts 360 days; after that the PLOT may be activated again. */
export const ACTIVATION_DAYS = 360

/** Our choice (the spec names no price): activating costs 10% of the PLOT's price, paid in ABEY. */
export const ACTIVATION_FEE_BASIS_POINTS = 1000

export const activationFee = (plot: Pick<Plot, "price">): bigint => (plot.price * BigInt(ACTIVATION_FEE_BASIS_POINTS)) / 10_000n

export interface PlotActivation extends Coord {
  readonly memberId: number
  readonly activatedAt: Date
  readonly expiresAt: Date
}

export const isActive = (a: Pick<PlotActivation, "expiresAt">, now: Date): boolean => a.expiresAt.getTime() > now.getTime()

export const activationEnds = (at: Date): Date => new Date(at.getTime() + ACTIVATION_DAYS * 86_400_000)

/** At least two of the coordinates are side by side (share an edge). */
export const hasSideBySidePair = (coords: ReadonlyArray<Coord>): boolean => {
  const set = new Set(coords.map((c) => `${c.x},${c.y}`))
  return coords.some((c) => set.has(`${c.x + 1},${c.y}`) || set.has(`${c.x},${c.y + 1}`))
}

export type ActivationRefusal =
  | { readonly _tag: "NotOwner" }
  | { readonly _tag: "NotOpen"; readonly openDate: Date }
  | { readonly _tag: "StillActive"; readonly until: Date }
  | { readonly _tag: "Requirement" }
  | { readonly _tag: "NotActivatable" }

export interface ActivationInput {
  readonly plot: Plot
  readonly memberId: number
  /** The member's open date (spec §3 Member.openDate): no activation before it. */
  readonly openDate: Date
  readonly now: Date
  /** The latest activation of this plot, if any. */
  readonly current: PlotActivation | null
  /** The member's other plots that are active now. */
  readonly activeElsewhere: ReadonlyArray<Coord>
  /**
   * When Founders phase 2 starts (spec §9: 2022-09-01 08:00:00 CST). The caller passes the instant, so the one
   * definition of CST (contracts/src/cst.ts) stays the only one.
   */
  readonly phase2Starts: Date
}

/**
 * Spec §5, §8, §9: only the owner activates; not before their open date ("PLOT activation not available until
 * {openDate}, CST"); not while the last activation's 360 days run; a level 4 PLOT in phase 2 needs at least two
 * side-by-side activated PLOTs. Answers when the new activation ends.
 */
export const decideActivation = (i: ActivationInput): { readonly _tag: "Activate"; readonly expiresAt: Date; readonly fee: bigint } | ActivationRefusal => {
  if (i.plot.ownerId !== i.memberId) return { _tag: "NotOwner" }
  if (i.plot.kind !== "land") return { _tag: "NotActivatable" }
  if (i.now.getTime() < i.openDate.getTime()) return { _tag: "NotOpen", openDate: i.openDate }
  if (i.current && isActive(i.current, i.now)) return { _tag: "StillActive", until: i.current.expiresAt }
  if (i.plot.level === 4 && i.now.getTime() >= i.phase2Starts.getTime() && !hasSideBySidePair(i.activeElsewhere.filter((c) => c.x !== i.plot.x || c.y !== i.plot.y))) {
    return { _tag: "Requirement" }
  }
  return { _tag: "Activate", expiresAt: activationEnds(i.now), fee: activationFee(i.plot) }
}
