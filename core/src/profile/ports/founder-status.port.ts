import { Context, type Effect } from "effect"

/**
 * The founder-plan check (spec §3 founderPlanIsVisible, §9 "product ids 1-4, fixed end date"). The profile stands
 * below the programmes, so it declares this port and the programmes area provides it (`FounderStatusLive`, wired by
 * the composition roots). Where no check is wired, the flag is the gate's alone.
 */
export class FounderStatus extends Context.Service<FounderStatus, { readonly founderPlanIsVisible: (memberId: number) => Effect.Effect<boolean> }>()("iw/profile/FounderStatus") {}
