import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import type { MemberPrincipal, StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { mayClose } from "../domain/listing"
import { ListingStatusInvalid } from "../errors"
import { MarketRepository } from "../ports/market.repository.port"
import { closeListing } from "./close-listing"

const cancel = (listingId: number, owner: number | null, reason: string) =>
  Effect.gen(function* () {
    const listing = yield* MarketRepository.use((r) => r.lock(listingId))
    if (listing === null || (owner !== null && listing.ownerId !== owner)) return yield* new NotFound({ entity: "listing", id: String(listingId) })
    if (!mayClose(listing)) return yield* new ListingStatusInvalid({ listingId, state: listing.state })
    const now = yield* Clock.use((c) => c.now)
    yield* closeListing(listing, "cancelled", now, reason)
    return { ...listing, state: "cancelled" as const }
  })

/** The seller takes an active listing down; what is unsold comes back out of escrow ("Listing Status Invalid" otherwise). */
export const cancelListing = (principal: MemberPrincipal, listingId: number) => Transactor.use((tx) => tx.transaction(cancel(listingId, principal.memberId, "owner")))

/** Staff take any active listing down, with a reason, in the audit log. */
export const cancelListingAsStaff = (principal: StaffPrincipal, listingId: number, reason: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* requirePermission(principal, "back-office")
        const listing = yield* cancel(listingId, null, reason)
        yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "listing.cancel", target: { type: "listing", id: String(listingId) }, details: { reason, ownerId: listing.ownerId, before: { state: "active", quantity: listing.quantity }, after: { state: "cancelled", quantity: 0 } } }))
        return listing
      })
    )
  )

/** The periodic job: closes listings past their expiry, each in its own unit of work, returning their escrow. */
export const expireListings = (limit = 200) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const ids = yield* MarketRepository.use((r) => r.overdue(now, limit))
    let closed = 0
    for (const id of ids) {
      closed += yield* Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const l = yield* MarketRepository.use((r) => r.lock(id))
            if (l === null || l.state !== "active" || l.expiresAt.getTime() > now.getTime()) return 0
            yield* closeListing(l, "expired", now, "expired")
            return 1
          })
        )
      )
    }
    return closed
  })
