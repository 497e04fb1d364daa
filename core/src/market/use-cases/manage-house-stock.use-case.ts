import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type AssetType, categoryOfAssetType } from "../../assets/index"
import { PRICE_BOUNDS, priceWithinBounds } from "../domain/category"
import { type Listing, type ListingState, isHouseListing } from "../domain/listing"
import { ListingStatusInvalid, PriceOutOfBounds } from "../errors"
import { MarketRepository } from "../ports/market.repository.port"

/** How long house stock stays on the shelf unless staff say otherwise, in days. */
export const HOUSE_STOCK_DAYS = 365

export interface HouseStockRequest {
  readonly assetType: AssetType
  readonly name: string
  /** Units offered; each unit sold becomes one asset of the buyer's. */
  readonly quantity: number
  readonly unitPrice: bigint
  /** Days on the shelf, 1 to 365 (default 365). */
  readonly days?: number
}

/** What the audit log keeps of house stock before and after a change. */
const auditValues = (l: Pick<Listing, "amount" | "quantity" | "unitPrice" | "expiresAt" | "state">) => ({
  amount: l.amount,
  quantity: l.quantity,
  unitPrice: l.unitPrice.toString(),
  expiresAt: l.expiresAt.toISOString(),
  state: l.state
})

/**
 * Staff register primary stock the house sells (issue 13: `/staff/product-registration`): units of an asset kind of
 * the Buy menu, at a unit price within the category's bounds, as a listing with no owner on the same shelves as the
 * members' listings. Nothing is escrowed: each unit sold is made for its buyer. In the audit log with its values.
 */
export const registerHouseStock = (principal: StaffPrincipal, req: HouseStockRequest) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* requirePermission(principal, "back-office")
        const category = categoryOfAssetType(req.assetType)
        if (!priceWithinBounds(category, req.unitPrice)) return yield* new PriceOutOfBounds(PRICE_BOUNDS[category])
        const now = yield* Clock.use((c) => c.now)
        const listing = yield* MarketRepository.use((r) =>
          r.create({
            ownerId: null,
            category,
            item: { kind: "stock", assetType: req.assetType, name: req.name },
            amount: req.quantity,
            unitPrice: req.unitPrice,
            feeBasisPoints: 0,
            expiresAt: new Date(now.getTime() + (req.days ?? HOUSE_STOCK_DAYS) * 86_400_000),
            createdAt: now
          })
        )
        yield* AuditLog.use((a) =>
          a.record({
            actor: staffActor(principal),
            action: "market.stock.register",
            target: { type: "listing", id: String(listing.id) },
            details: { assetType: req.assetType, name: req.name, category, before: null, after: auditValues(listing) }
          })
        )
        return listing
      })
    )
  )

/**
 * Staff revise active house stock: the units still offered (what was sold stays sold), the unit price, and the days
 * left on the shelf from now. In the audit log with the values before and after. Withdrawing stock is cancelling
 * its listing (`cancelListingAsStaff`).
 */
export const reviseHouseStock = (principal: StaffPrincipal, listingId: number, change: { readonly quantity: number; readonly unitPrice: bigint; readonly days?: number }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* requirePermission(principal, "back-office")
        const repo = yield* MarketRepository
        const before = yield* repo.lock(listingId)
        if (before === null || !isHouseListing(before)) return yield* new NotFound({ entity: "listing", id: String(listingId) })
        if (before.state !== "active") return yield* new ListingStatusInvalid({ listingId, state: before.state })
        if (!priceWithinBounds(before.category, change.unitPrice)) return yield* new PriceOutOfBounds(PRICE_BOUNDS[before.category])
        const now = yield* Clock.use((c) => c.now)
        const sold = before.amount - before.quantity
        const after: Listing = {
          ...before,
          amount: sold + change.quantity,
          quantity: change.quantity,
          unitPrice: change.unitPrice,
          expiresAt: change.days === undefined ? before.expiresAt : new Date(now.getTime() + change.days * 86_400_000)
        }
        yield* repo.revise(listingId, { amount: after.amount, quantity: after.quantity, unitPrice: after.unitPrice, expiresAt: after.expiresAt })
        yield* AuditLog.use((a) =>
          a.record({ actor: staffActor(principal), action: "market.stock.revise", target: { type: "listing", id: String(listingId) }, details: { before: auditValues(before), after: auditValues(after) } })
        )
        return after
      })
    )
  )

/** The house's stock for staff, in every state (or those asked for), newest first. */
export const listHouseStockForStaff = (principal: StaffPrincipal, req: PageRequest & { readonly states?: ReadonlyArray<ListingState> }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* MarketRepository.use((r) =>
      r.browse({ house: true, states: req.states ?? ["active", "sold", "expired", "cancelled"], sort: "newest", limit: req.perPage, offset: offsetOf(req) })
    )
    return pageOf(req, rows, total)
  })
