import type { AlreadyWatered, NoSeed, PositionOutOfRange, PositionTaken, ShopProductUnavailable, ShopQuantityOutOfRange, TreeFullyGrown, TreeHarvested, TreeNotGrown } from "@iw/core"
import { type ErrorMap, fieldFailure } from "../http-failure"

export type LumberYardError = PositionOutOfRange | PositionTaken | NoSeed | AlreadyWatered | TreeFullyGrown | TreeNotGrown | TreeHarvested | ShopProductUnavailable | ShopQuantityOutOfRange

/** Lumber Yard's refusals, 422 on their fields (catalogue `games`). */
export const lumberYardErrors: ErrorMap<LumberYardError> = {
  PositionOutOfRange: (e) => fieldFailure("position", "games.position_out_of_range", { max: e.max }),
  PositionTaken: (e) => fieldFailure("position", "games.position_taken", { position: e.position }),
  NoSeed: (e) => (e.wood === null ? fieldFailure("wood", "games.no_seeds") : fieldFailure("wood", "games.no_seed", { wood: e.wood })),
  AlreadyWatered: () => fieldFailure("treeId", "games.already_watered"),
  TreeFullyGrown: () => fieldFailure("treeId", "games.tree_fully_grown"),
  TreeNotGrown: (e) => fieldFailure("treeId", "games.tree_not_grown", { growth: e.growth }),
  TreeHarvested: () => fieldFailure("treeId", "games.tree_harvested"),
  ShopProductUnavailable: (e) => fieldFailure("productId", "games.product_unavailable", { productId: e.productId }),
  ShopQuantityOutOfRange: (e) => fieldFailure("quantity", "games.quantity_range", { min: e.min, max: e.max })
}
