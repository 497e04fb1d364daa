import { WOODS, type Wood } from "./tree"

/**
 * The Lumber Yard shop (spec §3 products): seeds of the three woods, and the Gold Rush shovel as a tool. Paid in ABEY
 * through the ledger's payments face; prices in ABEY minor units, 8 decimals (the spec names no prices).
 */
export type ShopProduct =
  | { readonly id: number; readonly kind: "seed"; readonly code: string; readonly wood: Wood; readonly price: bigint; readonly maxQuantity: number }
  | { readonly id: number; readonly kind: "tool"; readonly code: "shovel"; readonly price: bigint; readonly maxQuantity: 1 }

export const SHOP_PRODUCTS: ReadonlyArray<ShopProduct> = [
  { id: 1, kind: "seed", code: "seed-soft", wood: 6, price: 100_000_000n, maxQuantity: 100 },
  { id: 2, kind: "seed", code: "seed-hard", wood: 7, price: 200_000_000n, maxQuantity: 100 },
  { id: 3, kind: "seed", code: "seed-luxury", wood: 8, price: 500_000_000n, maxQuantity: 100 },
  { id: 4, kind: "tool", code: "shovel", price: 500_000_000n, maxQuantity: 1 }
]

export const shopProduct = (id: number): ShopProduct | null => SHOP_PRODUCTS.find((p) => p.id === id) ?? null

/** The inventory item a seed product adds: `seed-6`, `seed-7`, `seed-8`. */
export const seedItem = (wood: Wood): string => `seed-${wood}`

/**
 * The seed a planting takes: the wood asked for, or, when none is named (spec §7 planting {plotId, position}), the
 * first wood (6 soft, 7 hard, 8 luxury) the inventory holds a seed of; null when there is no such seed.
 */
export const seedToPlant = (inventory: ReadonlyMap<string, number>, wanted: Wood | null): Wood | null => {
  const has = (w: Wood) => (inventory.get(seedItem(w)) ?? 0) > 0
  if (wanted !== null) return has(wanted) ? wanted : null
  return WOODS.find(has) ?? null
}
