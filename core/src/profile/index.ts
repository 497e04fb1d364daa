/**
 * profile — everything `GET member` answers (spec §3 Member), put together from the areas that keep each part:
 * identity (the member, the gates), ledger (balances), wallet, chain (the system wallet's address) and content
 * (unread counts). It stands above them, so none of them depends on another for it. The public face of the area
 * (staff's member page shows the same profile).
 */
export type { MemberProfile } from "./domain/member-profile"
export { getCurrentMember, memberProfile } from "./use-cases/get-current-member.use-case"

// What it asks of the areas above it (buildings provides MemberHoldingsLive)
export * from "./ports/member-holdings.port"
// The founder-plan check (programmes provides FounderStatusLive)
export * from "./ports/founder-status.port"
