import { Data } from "effect"

/** A position outside the PLOT's planting grid. */
export class PositionOutOfRange extends Data.TaggedError("PositionOutOfRange")<{ readonly max: number }> {}

/** A tree grows at that position already. */
export class PositionTaken extends Data.TaggedError("PositionTaken")<{ readonly position: number }> {}

/** No seed of that wood in the inventory (or, with no wood named, no seed at all): buy one in the shop. */
export class NoSeed extends Data.TaggedError("NoSeed")<{ readonly wood: number | null }> {}

/** Watered today already (1 point per CST day, at most once). */
export class AlreadyWatered extends Data.TaggedError("AlreadyWatered")<{}> {}

/** The tree has its 10 points: harvest it. */
export class TreeFullyGrown extends Data.TaggedError("TreeFullyGrown")<{}> {}

/** Not harvestable before 10 points. */
export class TreeNotGrown extends Data.TaggedError("TreeNotGrown")<{ readonly growth: number }> {}

/** Harvested already: a tree gives its wood once. */
export class TreeHarvested extends Data.TaggedError("TreeHarvested")<{}> {}

/** No such product in the shop, or a quantity out of range. */
export class ShopProductUnavailable extends Data.TaggedError("ShopProductUnavailable")<{ readonly productId: number }> {}
export class ShopQuantityOutOfRange extends Data.TaggedError("ShopQuantityOutOfRange")<{ readonly min: number; readonly max: number }> {}
