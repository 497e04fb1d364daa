import { Effect, Option } from "effect"
import { ChainGateway } from "../../chain/index"
import { unreadContent } from "../../content/index"
import { Features, MemberRepository, flagsFor } from "../../identity/index"
import { NotFound } from "../../kernel/errors"
import { getBalanceSheet } from "../../ledger/index"
import { getLinkedWallet } from "../../wallet/index"
import { type MemberProfile, profileOf } from "../domain/member-profile"
import { FounderStatus } from "../ports/founder-status.port"
import { MemberHoldings } from "../ports/member-holdings.port"

/**
 * A member's whole profile: the member, the gate flags, balances and wallets. The member is read first (on `GET member`
 * the read authentication already made, kept for the request by the HTTP adapter); the other parts are independent
 * reads, run at once, each on its own pooled connection, so the request waits for the slowest one rather than the sum
 * (issue 11 §2). The founder-plan check joins them only when the gate would show the plan.
 */
export const memberProfile = (memberId: number) =>
  Effect.gen(function* () {
    const member = yield* MemberRepository.use((m) => m.findById(memberId))
    if (member === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    const gates = yield* Features
    // founderPlanIsVisible also needs the founder-plan check (products 1–4 before the fixed end date) where it is wired.
    const founders = yield* Effect.serviceOption(FounderStatus)
    const askFounders = Option.isSome(founders) && flagsFor(gates, member.id).founderPlanIsVisible
    const [sheet, linkedWallet, sysWalletAddress, unread, holdings, founder] = yield* Effect.all(
      [
        getBalanceSheet(memberId),
        getLinkedWallet(memberId),
        ChainGateway.use((c) => c.depositAddressOf(memberId)),
        unreadContent(memberId),
        MemberHoldings.use((h) => h.of(memberId)),
        askFounders ? founders.value.founderPlanIsVisible(memberId) : Effect.succeed(null)
      ],
      { concurrency: "unbounded" }
    )
    const profile = profileOf(member, gates, { sheet, linkedWallet, sysWalletAddress, unread, holdings }) satisfies MemberProfile
    if (founder === null) return profile
    return { ...profile, flags: { ...profile.flags, founderPlanIsVisible: founder } } satisfies MemberProfile
  })

/** `GET member`: the signed-in member's profile, balances and flags. */
export const getCurrentMember = (principal: { readonly memberId: number }) => memberProfile(principal.memberId)
