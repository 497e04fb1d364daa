import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { AssetListed, AssetRented, AssetRepository, AssetSharedNow, NotAssetOwner, categoryOfAssetType } from "../../assets/index"
import { BuildingAlreadyMinted, BuildingPlaced, BuildingRepository, type BuildingTemplate, refuseListed } from "../../buildings/index"
import { InsufficientFunds, member, postTransfer, system, unitOf } from "../../ledger/index"
import { type MarketCategory, type MarketResource, PRICE_BOUNDS, categoryOfResource, priceWithinBounds } from "../domain/category"
import { DEFAULT_LISTING_DAYS, type Listing, type ListingItem } from "../domain/listing"
import { CategoryMismatch, NotEnoughToSell, PriceOutOfBounds } from "../errors"
import { MarketRepository, MarketSettings } from "../ports/market.repository.port"

export type ListingRequest =
  | { readonly kind: "asset"; readonly assetId: number; readonly category: MarketCategory; readonly unitPrice: bigint; readonly days?: number }
  | { readonly kind: "resource"; readonly resource: MarketResource; readonly quantity: number; readonly category: MarketCategory; readonly unitPrice: bigint; readonly days?: number }
  | { readonly kind: "building"; readonly buildingId: number; readonly category: MarketCategory; readonly unitPrice: bigint; readonly days?: number }

/** The Sell menu's category of a building (spec §2): virtual buildings, 3D premium buildings, or buildings. */
export const categoryOfBuildingTemplate = (t: Pick<BuildingTemplate, "virtual" | "premium3d">): "virtualbuildings" | "premium-buildings" | "buildings" =>
  t.virtual ? "virtualbuildings" : t.premium3d ? "premium-buildings" : "buildings"

/** The listing's escrow movement of a resource: whole units to (or from) the store's escrow account. */
export const escrowLeg = (sellerId: number, resource: MarketResource, units: number) => ({
  from: member(sellerId, resource),
  to: system("escrow", resource),
  amount: unitOf(resource) * BigInt(units)
})

/**
 * Lists an item for sale (spec §1, §5): the unit price within its category's bounds, then the item into escrow in
 * the same unit of work — an asset leaves its owner's hands (state `listed`), whole units of a mineral or wood move
 * to the ledger's escrow account ("Not enough mineral to sell" when the seller holds fewer), a building (unplaced,
 * not minted) is marked listed and leaves its owner's hands the same way. The store's fee is
 * fixed on the listing when it is made, so the seller sees what they will get before they confirm.
 */
export const createListing = (principal: MemberPrincipal, req: ListingRequest) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        if (!priceWithinBounds(req.category, req.unitPrice)) return yield* new PriceOutOfBounds(PRICE_BOUNDS[req.category])
        const repo = yield* MarketRepository
        const assets = yield* AssetRepository
        const now = yield* Clock.use((c) => c.now)
        const feeBasisPoints = yield* MarketSettings.use((s) => Effect.succeed(s.feeBasisPoints))
        const expiresAt = new Date(now.getTime() + (req.days ?? DEFAULT_LISTING_DAYS) * 86_400_000)
        let item: ListingItem
        let amount: number
        if (req.kind === "asset") {
          const asset = yield* assets.lock(req.assetId)
          if (asset === null) return yield* new NotFound({ entity: "asset", id: String(req.assetId) })
          if (asset.ownerId !== principal.memberId) return yield* new NotAssetOwner({ assetId: asset.id })
          if (asset.state === "listed") return yield* new AssetListed({ assetId: asset.id })
          if (asset.state === "rented") return yield* new AssetRented({ assetId: asset.id })
          if (categoryOfAssetType(asset.type) !== req.category) return yield* new CategoryMismatch({ category: req.category })
          if ((yield* assets.shares(asset.id)).some((s) => s.endedAt === null)) return yield* new AssetSharedNow({ assetId: asset.id })
          yield* assets.setState(asset.id, "listed")
          item = { kind: "asset", assetId: asset.id, assetType: asset.type, name: asset.name }
          amount = 1
        } else if (req.kind === "building") {
          // A building goes into escrow only from its owner's hands: taken off its PLOTs first, never minted away.
          const buildings = yield* BuildingRepository
          const building = yield* buildings.lockBuilding(req.buildingId)
          if (building === null || building.memberId !== principal.memberId) return yield* new NotFound({ entity: "building", id: String(req.buildingId) })
          if (building.listed === true) return yield* refuseListed(building)
          if (building.area !== null) return yield* new BuildingPlaced({ buildingId: building.id })
          if (building.minted) return yield* new BuildingAlreadyMinted({ buildingId: building.id })
          const template = yield* buildings.template(building.templateId)
          if (template === null) return yield* Effect.die(new Error(`building ${building.id} has no template ${building.templateId}`))
          if (categoryOfBuildingTemplate(template) !== req.category) return yield* new CategoryMismatch({ category: req.category })
          yield* buildings.setListed(building.id, true)
          item = { kind: "building", buildingId: building.id, templateId: template.id, name: template.name }
          amount = 1
        } else {
          if (categoryOfResource(req.resource) !== req.category) return yield* new CategoryMismatch({ category: req.category })
          item = { kind: "resource", resource: req.resource }
          amount = req.quantity
        }
        const listing: Listing = yield* repo.create({ ownerId: principal.memberId, category: req.category, item, amount, unitPrice: req.unitPrice, feeBasisPoints, expiresAt, createdAt: now })
        if (req.kind === "resource") {
          yield* postTransfer(
            { code: "marketEscrow", reference: { type: "listing", id: String(listing.id) }, idempotencyKey: `market-escrow:${listing.id}`, legs: [escrowLeg(principal.memberId, req.resource, req.quantity)] },
            { field: "quantity" }
          ).pipe(
            Effect.catchTag("InsufficientFunds", (e: InsufficientFunds) =>
              Effect.fail(new NotEnoughToSell({ resource: req.resource, available: Number(e.available / unitOf(req.resource)) }))
            ),
            Effect.catchTag("IdempotencyConflict", (e) => Effect.die(e))
          )
        }
        return listing
      })
    )
  )
