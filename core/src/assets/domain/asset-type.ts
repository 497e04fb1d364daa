/**
 * Spec §3 Asset types: what members own beyond PLOTs and balances. Each asset is one non-fungible item; the market
 * area sells it in the category `categoryOfAssetType` names.
 */
export const ASSET_TYPES = [
  "car",
  "car-skin",
  "boat",
  "jetski",
  "motorcycle",
  "helicopter",
  "premium-building",
  "building-size",
  "furniture-set",
  // The Buy menu's other kinds (spec §2), which the house sells as primary stock and members then own and resell.
  "avatar",
  "animation",
  "plant-tree",
  "pet",
  "vshop-item"
] as const
export type AssetType = (typeof ASSET_TYPES)[number]

export const isAssetType = (v: string): v is AssetType => (ASSET_TYPES as ReadonlyArray<string>).includes(v)

/**
 * Where an asset is: `held` by its owner, `listed` (in the store's escrow until sold, cancelled or expired), or
 * `rented`. Rent and return (spec §4) are not built: no use-case sets `rented`, but every rule checks it.
 */
export const ASSET_STATES = ["held", "listed", "rented"] as const
export type AssetState = (typeof ASSET_STATES)[number]

export interface AssetItem {
  readonly id: number
  readonly ownerId: number
  readonly type: AssetType
  readonly name: string
  readonly state: AssetState
  readonly createdAt: Date
}

/** The store category an asset type is bought and sold in (the Buy and Sell side menus of spec §2). */
export const categoryOfAssetType = (type: AssetType): "vehicles" | "premium-buildings" | "buildings" | "furniture" | "avatars" | "animation" | "plants_trees" | "pets" | "vshop" => {
  switch (type) {
    case "avatar":
      return "avatars"
    case "animation":
      return "animation"
    case "plant-tree":
      return "plants_trees"
    case "pet":
      return "pets"
    case "vshop-item":
      return "vshop"
    case "premium-building":
      return "premium-buildings"
    case "building-size":
      return "buildings"
    case "furniture-set":
      return "furniture"
    default:
      return "vehicles"
  }
}
