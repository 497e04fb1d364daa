/**
 * Trees of the Lumber Yard (spec §4 Lumber, §9 Tree): planted from a seed at a position of one of the member's PLOTs,
 * watered at most once a CST day for 1 growth point, fully grown and harvestable at exactly 10 points, harvested once.
 * Days are CST day numbers (the `GameCalendar` port), so growth needs no daily batch.
 */
export const TREE_FULL_GROWTH = 10
export const GROWTH_PER_WATERING = 1
/** Planting positions per PLOT: 0 … 8, a 3×3 grid (the spec names no value). */
export const TREE_POSITIONS_PER_PLOT = 9

/** Wood materials of spec §3: 6 soft, 7 hard, 8 luxury. */
export const WOODS = [6, 7, 8] as const
export type Wood = (typeof WOODS)[number]
export const isWood = (n: number): n is Wood => (WOODS as ReadonlyArray<number>).includes(n)
/** Whole units of wood one grown tree gives (the spec names no value). */
export const WOOD_YIELD: Readonly<Record<Wood, number>> = { 6: 3, 7: 2, 8: 1 }

export const isPosition = (p: number): boolean => Number.isInteger(p) && p >= 0 && p < TREE_POSITIONS_PER_PLOT

export interface Tree {
  readonly id: number
  readonly memberId: number
  readonly plot: { readonly x: number; readonly y: number }
  readonly position: number
  readonly wood: Wood
  readonly growth: number
  /** The CST day of the last watering; null before the first. */
  readonly lastWateredDay: number | null
  readonly plantedAt: Date
  readonly harvestedAt: Date | null
}

export type TreeGrowth = Pick<Tree, "growth" | "lastWateredDay" | "harvestedAt">

export type WaterDecision =
  | { readonly _tag: "Watered"; readonly growth: number; readonly day: number }
  | { readonly _tag: "AlreadyWatered" }
  | { readonly _tag: "FullyGrown" }
  | { readonly _tag: "Harvested" }

/** One watering on `day`: +1 point, at most once a CST day, never past 10. */
export const water = (t: TreeGrowth, day: number): WaterDecision => {
  if (t.harvestedAt !== null) return { _tag: "Harvested" }
  if (t.growth >= TREE_FULL_GROWTH) return { _tag: "FullyGrown" }
  if (t.lastWateredDay !== null && day <= t.lastWateredDay) return { _tag: "AlreadyWatered" }
  return { _tag: "Watered", growth: t.growth + GROWTH_PER_WATERING, day }
}

export type HarvestDecision = { readonly _tag: "Harvest" } | { readonly _tag: "NotGrown"; readonly growth: number } | { readonly _tag: "Harvested" }

/** Harvestable exactly at 10 points, once. */
export const decideHarvest = (t: TreeGrowth): HarvestDecision =>
  t.harvestedAt !== null ? { _tag: "Harvested" } : t.growth === TREE_FULL_GROWTH ? { _tag: "Harvest" } : { _tag: "NotGrown", growth: t.growth }

/** What a page and a notification show about a tree on `day`. */
export interface TreeState {
  readonly growth: number
  readonly canWater: boolean
  readonly canHarvest: boolean
  readonly harvested: boolean
}

export const treeState = (t: TreeGrowth, day: number): TreeState => ({
  growth: t.growth,
  canWater: water(t, day)._tag === "Watered",
  canHarvest: decideHarvest(t)._tag === "Harvest",
  harvested: t.harvestedAt !== null
})
