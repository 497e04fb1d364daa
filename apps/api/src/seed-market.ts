import { ABEY_SCALE, type AssetType, Clock, HOUSE_STOCK_DAYS, MarketRepository, categoryOfAssetType } from "@iw/core"
import { Effect } from "effect"

const ABEY = 10n ** BigInt(ABEY_SCALE)

/** A little primary stock per Buy category (spec §2), so no shelf of the demo is empty. */
export const DEMO_HOUSE_STOCK: ReadonlyArray<{ readonly assetType: AssetType; readonly name: string; readonly quantity: number; readonly abey: bigint }> = [
  { assetType: "vshop-item", name: "Neon shop sign", quantity: 50, abey: 5n },
  { assetType: "car", name: "City roadster", quantity: 20, abey: 120n },
  { assetType: "boat", name: "Harbour skiff", quantity: 10, abey: 90n },
  { assetType: "building-size", name: "Extra 2x2 lot", quantity: 10, abey: 200n },
  { assetType: "premium-building", name: "Glass tower (3D)", quantity: 5, abey: 950n },
  { assetType: "avatar", name: "Explorer avatar", quantity: 100, abey: 15n },
  { assetType: "furniture-set", name: "Loft furniture set", quantity: 30, abey: 40n },
  { assetType: "animation", name: "Wave dance", quantity: 100, abey: 3n },
  { assetType: "plant-tree", name: "Cherry blossom", quantity: 60, abey: 8n },
  { assetType: "pet", name: "Robot cat", quantity: 40, abey: 25n }
]

/**
 * Demo house stock (with the demo accounts): does nothing once the house has any listing, so a restart or staff's
 * own stock is never doubled. Written through the store's repository as staff's registration would write it.
 */
export const seedHouseStock = Effect.gen(function* () {
  const repo = yield* MarketRepository
  const existing = yield* repo.browse({ house: true, states: ["active", "sold", "expired", "cancelled"], sort: "newest", limit: 1, offset: 0 })
  if (existing.total > 0) return
  const now = yield* Clock.use((c) => c.now)
  for (const s of DEMO_HOUSE_STOCK) {
    yield* repo.create({
      ownerId: null,
      category: categoryOfAssetType(s.assetType),
      item: { kind: "stock", assetType: s.assetType, name: s.name },
      amount: s.quantity,
      unitPrice: s.abey * ABEY,
      feeBasisPoints: 0,
      expiresAt: new Date(now.getTime() + HOUSE_STOCK_DAYS * 86_400_000),
      createdAt: now
    })
  }
})
