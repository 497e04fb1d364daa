import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { AssetRepository, type AssetType } from "../../assets/index"
import { BuildingRepository } from "../../buildings/index"
import { type PaymentOption, REVENUE, member, pay, system, unitOf } from "../../ledger/index"
import { decideListingPurchase, itemKeyOf, itemNameOf } from "../domain/listing"
import { ListingExpired, ListingStatusInvalid, NotEnoughListed, OwnListing } from "../errors"
import { MarketRepository } from "../ports/market.repository.port"
import { closeListing } from "./close-listing"

/**
 * Buys `quantity` units of a listing (spec §1): the listing's row is locked first, so two buyers never take the same
 * units; then one ledger transfer moves the price in ABEY from the buyer to the seller less the store's fee (to the
 * `fees` house account) and, for minerals and wood, the units from escrow to the buyer; an asset changes owner in the
 * same unit of work; a building changes owner and leaves escrow; units of the house's primary stock are paid to the
 * house's revenue (no store fee: the house keeps the whole price) and each becomes a new asset of the buyer's. A
 * listing found past its expiry is closed (escrow back to the seller) and refused ("Listing
 * expired"); that closing commits even though the purchase is refused.
 */
export const buyListing = (principal: MemberPrincipal, input: { readonly listingId: number; readonly quantity: number; readonly paymentOption: PaymentOption }) =>
  Effect.gen(function* () {
    const outcome = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* MarketRepository
          const listing = yield* repo.lock(input.listingId)
          if (listing === null) return yield* new NotFound({ entity: "listing", id: String(input.listingId) })
          const now = yield* Clock.use((c) => c.now)
          const decision = decideListingPurchase(listing, principal.memberId, input.quantity, now)
          switch (decision._tag) {
            case "StatusInvalid":
              return yield* new ListingStatusInvalid({ listingId: listing.id, state: listing.state })
            case "Expired":
              yield* closeListing(listing, "expired", now, "expired")
              return { _tag: "Expired" as const }
            case "OwnListing":
              return yield* new OwnListing({ listingId: listing.id })
            case "NotEnough":
              return yield* new NotEnoughListed({ available: decision.available })
          }
          const { terms, after } = decision
          const saleNo = listing.amount - listing.quantity + 1
          const deliver =
            listing.item.kind === "resource"
              ? [{ from: system("escrow", listing.item.resource), to: member(principal.memberId, listing.item.resource), amount: unitOf(listing.item.resource) * BigInt(terms.quantity) }]
              : []
          const paid = yield* pay({
            payer: principal.memberId,
            amount: terms.price,
            tender: { asset: "abey", option: input.paymentOption },
            payee: listing.ownerId === null ? REVENUE : { kind: "member", memberId: listing.ownerId, feeBasisPoints: listing.feeBasisPoints },
            code: "marketSale",
            reference: { type: "listing", id: String(listing.id) },
            // The units sold before this sale make the key: a second buyer waiting on the lock gets the next key.
            idempotencyKey: `market-sale:${listing.id}:${saleNo}:${listing.quantity}`,
            deliver,
            field: "paymentOption"
          })
          const item = listing.item
          if (item.kind === "asset") {
            const assets = yield* AssetRepository
            yield* assets.setOwner(item.assetId, principal.memberId)
            yield* assets.setState(item.assetId, "held")
          } else if (item.kind === "stock") {
            const assets = yield* AssetRepository
            for (let i = 0; i < terms.quantity; i++) yield* assets.create({ ownerId: principal.memberId, type: item.assetType as AssetType, name: item.name, at: now })
          } else if (item.kind === "building") {
            const buildings = yield* BuildingRepository
            yield* buildings.setOwner(item.buildingId, principal.memberId)
            yield* buildings.setListed(item.buildingId, false)
          }
          yield* repo.update(listing.id, { quantity: after.quantity, state: after.state, ...(after.state === "sold" ? { closedAt: now } : {}) })
          const sale = yield* repo.recordSale({
            listingId: listing.id,
            category: listing.category,
            itemKey: itemKeyOf(listing.item),
            itemName: itemNameOf(listing.item),
            sellerId: listing.ownerId,
            buyerId: principal.memberId,
            quantity: terms.quantity,
            unitPrice: listing.unitPrice,
            price: terms.price,
            fee: terms.fee,
            transferId: paid.transferId,
            at: now
          })
          return { _tag: "Bought" as const, sale, terms, split: paid.split, listing: { ...listing, quantity: after.quantity, state: after.state } }
        })
      )
    )
    if (outcome._tag === "Expired") return yield* new ListingExpired({ listingId: input.listingId })
    return outcome
  })
