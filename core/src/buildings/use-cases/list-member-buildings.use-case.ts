import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import type { Building } from "../domain/building"
import { BuildingListings, type BuildingListingRef } from "../ports/building-listings.port"
import { BuildingRepository } from "../ports/building.repository.port"

/** The store's listings that hold the listed ones of these buildings in escrow, by building ID (asked only when one is listed). */
const listingsOf = (buildings: ReadonlyArray<Building>) =>
  Effect.gen(function* () {
    const byOwner = new Map<number, Array<number>>()
    for (const b of buildings) if (b.listed === true) byOwner.set(b.memberId, [...(byOwner.get(b.memberId) ?? []), b.id])
    const found = new Map<number, BuildingListingRef>()
    for (const [ownerId, ids] of byOwner) for (const [id, ref] of yield* BuildingListings.use((p) => p.activeOf(ownerId, ids))) found.set(id, ref)
    return found
  })

/**
 * Buildings with their templates (a template staff deleted answers null) and, for one listed in the store, the
 * listing that holds it in escrow: it stays on its owner's lists, shown as listed for sale, until the listing ends.
 */
export const withTemplates = (buildings: ReadonlyArray<Building>) =>
  Effect.gen(function* () {
    const templates = new Map((yield* BuildingRepository.use((r) => r.templates({ activeOnly: false }))).map((t) => [t.id, t]))
    const listings = yield* listingsOf(buildings)
    return buildings.map((b) => ({ building: b, template: templates.get(b.templateId) ?? null, listing: listings.get(b.id) ?? null }))
  })

/** `GET staff/members/:id/buildings` (and the CLI's `buildings list --member`): a member's buildings for staff. */
export const listMemberBuildingsForStaff = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* withTemplates(yield* BuildingRepository.use((r) => r.ofMember(memberId)))
  })
