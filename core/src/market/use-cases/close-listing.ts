import { Effect } from "effect"
import { AssetRepository } from "../../assets/index"
import { BuildingRepository } from "../../buildings/index"
import { member, postTransfer, system, unitOf } from "../../ledger/index"
import type { Listing } from "../domain/listing"
import { MarketRepository } from "../ports/market.repository.port"

/**
 * Ends an active listing the caller has locked, as `cancelled` or `expired`: whatever is still in escrow goes back
 * to the seller (the units left, through the ledger; an asset or a building back into their hands). Never touches
 * what was sold.
 */
export const closeListing = (listing: Listing, state: "cancelled" | "expired", now: Date, reason: string) =>
  Effect.gen(function* () {
    if (listing.item.kind === "resource" && listing.quantity > 0 && listing.ownerId !== null) {
      const resource = listing.item.resource
      yield* postTransfer({
        code: "marketEscrowReturn",
        reference: { type: "listing", id: String(listing.id) },
        idempotencyKey: `market-escrow-return:${listing.id}`,
        legs: [{ from: system("escrow", resource), to: member(listing.ownerId, resource), amount: unitOf(resource) * BigInt(listing.quantity) }]
      }).pipe(Effect.orDie)
    }
    const item = listing.item
    if (item.kind === "asset" && listing.quantity > 0) yield* AssetRepository.use((a) => a.setState(item.assetId, "held"))
    if (item.kind === "building" && listing.quantity > 0) yield* BuildingRepository.use((b) => b.setListed(item.buildingId, false))
    // House stock holds nothing in escrow: what is unsold simply stops being offered.
    yield* MarketRepository.use((r) => r.update(listing.id, { quantity: listing.quantity, state, closedAt: now, closeReason: reason }))
  })
