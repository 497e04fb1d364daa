import { Context, type Effect } from "effect"

/**
 * What a member holds on the map, for the profile's flags memberHasPlots and is3DPremiumBuildingExists. The profile
 * stands below land and buildings, so it declares this port and the buildings area provides it
 * (`MemberHoldingsLive`, wired by the composition roots).
 */
export class MemberHoldings extends Context.Service<
  MemberHoldings,
  { readonly of: (memberId: number) => Effect.Effect<{ readonly hasPlots: boolean; readonly has3DPremiumBuilding: boolean }> }
>()("iw/profile/MemberHoldings") {}
