import { ABEY_SCALE } from "../../kernel/amount"

/** Spec §2 side menus. The Buy menu's categories. */
export const BUY_CATEGORIES = ["vshop", "vehicles", "buildings", "premium-buildings", "avatars", "furniture", "animation", "plants_trees", "pets"] as const
/** The Sell menu: the Buy menu's and vshop-files, virtualbuildings, minerals, wood and custom_models. */
export const SELL_CATEGORIES = [
  "vshop",
  "vshop-files",
  "vehicles",
  "buildings",
  "premium-buildings",
  "avatars",
  "furniture",
  "animation",
  "plants_trees",
  "pets",
  "virtualbuildings",
  "minerals",
  "wood",
  "custom_models"
] as const
export type MarketCategory = (typeof SELL_CATEGORIES)[number]

export const isMarketCategory = (v: string): v is MarketCategory => (SELL_CATEGORIES as ReadonlyArray<string>).includes(v)

const ABEY = 10n ** BigInt(ABEY_SCALE)

/**
 * Spec §5 "price must be higher than {min} and lower than {max}": the bounds of a unit price per category, in ABEY
 * minor units, both exclusive. Minerals and wood are priced per whole unit.
 */
export const PRICE_BOUNDS: Readonly<Record<MarketCategory, { readonly min: bigint; readonly max: bigint }>> = {
  vshop: { min: 0n, max: 1_000_000n * ABEY },
  "vshop-files": { min: 0n, max: 1_000_000n * ABEY },
  vehicles: { min: 0n, max: 10_000_000n * ABEY },
  buildings: { min: 0n, max: 10_000_000n * ABEY },
  "premium-buildings": { min: 0n, max: 10_000_000n * ABEY },
  avatars: { min: 0n, max: 1_000_000n * ABEY },
  furniture: { min: 0n, max: 1_000_000n * ABEY },
  animation: { min: 0n, max: 1_000_000n * ABEY },
  plants_trees: { min: 0n, max: 1_000_000n * ABEY },
  pets: { min: 0n, max: 1_000_000n * ABEY },
  virtualbuildings: { min: 0n, max: 10_000_000n * ABEY },
  minerals: { min: 0n, max: 100_000n * ABEY },
  wood: { min: 0n, max: 100_000n * ABEY },
  custom_models: { min: 0n, max: 1_000_000n * ABEY }
}

export const priceWithinBounds = (category: MarketCategory, unitPrice: bigint): boolean => {
  const b = PRICE_BOUNDS[category]
  return unitPrice > b.min && unitPrice < b.max
}

/** Resources sold by quantity from the ledger: the materials of spec §3 (1 iron … 5 diamond, 6 soft … 8 luxury wood). */
export const MINERAL_RESOURCES = ["mineral_1", "mineral_2", "mineral_3", "mineral_4", "mineral_5"] as const
export const WOOD_RESOURCES = ["wood_6", "wood_7", "wood_8"] as const
export type MarketResource = (typeof MINERAL_RESOURCES)[number] | (typeof WOOD_RESOURCES)[number]
export const MARKET_RESOURCES: ReadonlyArray<MarketResource> = [...MINERAL_RESOURCES, ...WOOD_RESOURCES]
export const isMarketResource = (v: string): v is MarketResource => (MARKET_RESOURCES as ReadonlyArray<string>).includes(v)
export const categoryOfResource = (r: MarketResource): "minerals" | "wood" => (r.startsWith("mineral_") ? "minerals" : "wood")
