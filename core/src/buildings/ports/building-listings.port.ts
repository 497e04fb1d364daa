import { Context, type Effect } from "effect"

/** The store's active listing that holds a building in escrow: its ID and the shelf (category) it is on. */
export interface BuildingListingRef {
  readonly id: number
  readonly category: string
}

/**
 * Which of a member's buildings are in the store's escrow, and under which listing. The buildings area keeps no
 * listings: the market area provides this port (`BuildingListingsLive` in market), so buildings, which the market
 * sells, does not depend on the market.
 */
export class BuildingListings extends Context.Service<
  BuildingListings,
  { readonly activeOf: (ownerId: number, buildingIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, BuildingListingRef>> }
>()("iw/buildings/BuildingListings") {}
