import { Effect, Option } from "effect"
import { ChainGateway } from "../../chain/index"
import { unreadContent } from "../../content/index"
import { Features, MemberRepository } from "../../identity/index"
import { NotFound } from "../../kernel/errors"
import { getBalanceSheet } from "../../ledger/index"
import { getLinkedWallet } from "../../wallet/index"
import { type MemberProfile, profileOf } from "../domain/member-profile"
import { FounderStatus } from "../ports/founder-status.port"
import { MemberHoldings } from "../ports/member-holdings.port"

/** A member's whole profile: the member, the gate flags, balances and wallets. */
export const memberProfile = (memberId: number) =>
  Effect.gen(function* () {
    const member = yield* MemberRepository.use((m) => m.findById(memberId))
    if (member === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    const [sheet, linkedWallet, sysWalletAddress, unread, holdings] = yield* Effect.all([
      getBalanceSheet(memberId),
      getLinkedWallet(memberId),
      ChainGateway.use((c) => c.depositAddressOf(memberId)),
      unreadContent(memberId),
      MemberHoldings.use((h) => h.of(memberId))
    ])
    const profile = profileOf(member, yield* Features, { sheet, linkedWallet, sysWalletAddress, unread, holdings }) satisfies MemberProfile
    // founderPlanIsVisible also needs the founder-plan check (products 1–4 before the fixed end date) where it is wired.
    const founders = yield* Effect.serviceOption(FounderStatus)
    if (Option.isNone(founders) || !profile.flags.founderPlanIsVisible) return profile
    const founder = yield* founders.value.founderPlanIsVisible(memberId)
    return { ...profile, flags: { ...profile.flags, founderPlanIsVisible: founder } } satisfies MemberProfile
  })

/** `GET member`: the signed-in member's profile, balances and flags. */
export const getCurrentMember = (principal: { readonly memberId: number }) => memberProfile(principal.memberId)
