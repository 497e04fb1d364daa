import { Schema } from "effect"
import { BalanceValue, IdFromString, ListMeta, PageQuery, RowId, Timestamp } from "../common"
import { PlotCoordinate, PlotId, PlotIdInput, PlotIdOrCoordinatesQuery } from "../land/plot-id"

/** Spec §3 Materials 6 soft, 7 hard, 8 luxury wood. */
export const WoodId = Schema.Int.check(Schema.isBetween({ minimum: 6, maximum: 8 }))

export const TreeState = Schema.Struct({ growth: Schema.Int, canWater: Schema.Boolean, canHarvest: Schema.Boolean, harvested: Schema.Boolean })
export const Tree = Schema.Struct({ id: Schema.Int, plotId: PlotId, position: Schema.Int, wood: WoodId, plantedAt: Timestamp, state: TreeState })
export const LumberPlot = Schema.Struct({ x: PlotCoordinate, y: PlotCoordinate, positions: Schema.Int, trees: Schema.Array(Tree) })
export const LumberPlots = Schema.Struct({ data: Schema.Array(LumberPlot) })
/** Spec §7: `plot (plotId)`; `x` and `y` name it too. */
export const PlotQuery = PlotIdOrCoordinatesQuery

/** Spec §7: planting {plotId, position}; `wood` picks the seed, and without it the first wood with a seed is planted. */
export const PlantingBody = Schema.Struct({ plotId: PlotIdInput, position: Schema.Int, wood: Schema.optionalKey(WoodId) })
export const TreeBody = Schema.Struct({ treeId: RowId })
export const Harvested = Schema.Struct({ tree: Tree, wood: WoodId, quantity: Schema.Int, transferId: Schema.Int })

export const Inventory = Schema.Struct({ data: Schema.Array(Schema.Struct({ item: Schema.String, quantity: Schema.Int })) })
export const Materials = Schema.Struct({ wood: Schema.Record(Schema.String, BalanceValue) })

export const LumberEvent = Schema.Struct({
  id: Schema.Int,
  action: Schema.Literals(["purchase", "plant", "water", "harvest", "grant", "deduct"]),
  treeId: Schema.NullOr(Schema.Int),
  details: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
  createdAt: Timestamp
})
export const HistoryQuery = Schema.Struct({ ...PageQuery })
export const LumberHistory = Schema.Struct({ data: Schema.Array(LumberEvent), meta: ListMeta })

export const ShopProduct = Schema.Struct({ id: Schema.Int, kind: Schema.Literals(["seed", "tool"]), code: Schema.String, wood: Schema.NullOr(WoodId), price: BalanceValue, maxQuantity: Schema.Int })
export const ShopProducts = Schema.Struct({ data: Schema.Array(ShopProduct) })
export const ShopBody = Schema.Struct({ productId: Schema.Int, quantity: Schema.Int })
export const ShopPurchase = Schema.Struct({ product: ShopProduct, quantity: Schema.Int, transferId: Schema.NullOr(Schema.Int) })

/** Staff: the game resources by their CLI names. */
export const GameResource = Schema.Literals(["mineral-1", "mineral-2", "mineral-3", "mineral-4", "mineral-5", "wood-6", "wood-7", "wood-8"])
export const StaffMemberParams = Schema.Struct({ id: IdFromString })
export const StaffMemberGames = Schema.Struct({
  memberId: Schema.Int,
  shovel: Schema.NullOr(Schema.Struct({ durability: Schema.Int, canDig: Schema.Boolean, rusting: Schema.Boolean, belowDig: Schema.Boolean })),
  trees: Schema.Array(Tree),
  inventory: Schema.Array(Schema.Struct({ item: Schema.String, quantity: Schema.Int })),
  minerals: Schema.Record(Schema.String, BalanceValue),
  wood: Schema.Record(Schema.String, BalanceValue),
  mining: Schema.Array(Schema.Struct({ id: Schema.Int, plotId: PlotId, startedAt: Timestamp, finishedAt: Schema.NullOr(Timestamp), mineral: Schema.NullOr(Schema.Int), roll: Schema.NullOr(Schema.Int) })),
  lumber: Schema.Array(LumberEvent)
})
export const AdjustResourceBody = Schema.Struct({
  direction: Schema.Literals(["grant", "deduct"]),
  resource: Schema.String.check(Schema.isMaxLength(16)),
  amount: Schema.Int,
  reason: Schema.String.check(Schema.isMaxLength(500))
})
export const AdjustResourceResult = Schema.Struct({ transferId: Schema.Int, resource: GameResource, amount: Schema.Int, direction: Schema.Literals(["grant", "deduct"]) })
