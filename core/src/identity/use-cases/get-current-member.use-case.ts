import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { ChainGateway } from "../../chain/ports/chain-gateway.port"
import { getBalanceSheet } from "../../ledger/use-cases/get-balance-sheet.use-case"
import { getLinkedWallet } from "../../wallet/use-cases/get-linked-wallet.use-case"
import { type MemberProfile, profileOf } from "../domain/member-profile"
import { unreadContent } from "../../content/use-cases/read-content.use-case"
import { Features } from "../ports/features.port"
import { MemberRepository } from "../ports/member.repository.port"

/** A member's whole profile: the member, the gate flags, balances and wallets. */
export const memberProfile = (memberId: number) =>
  Effect.gen(function* () {
    const member = yield* MemberRepository.use((m) => m.findById(memberId))
    if (member === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    const [sheet, linkedWallet, sysWalletAddress, unread] = yield* Effect.all([
      getBalanceSheet(memberId),
      getLinkedWallet(memberId),
      ChainGateway.use((c) => c.depositAddressOf(memberId)),
      unreadContent(memberId)
    ])
    return profileOf(member, yield* Features, { sheet, linkedWallet, sysWalletAddress, unread }) satisfies MemberProfile
  })

/** `GET member`: the signed-in member's profile, balances and flags. */
export const getCurrentMember = (principal: { readonly memberId: number }) => memberProfile(principal.memberId)
