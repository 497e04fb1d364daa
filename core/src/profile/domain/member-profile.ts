import { type FeatureGates, flagsFor, type Member, type MemberFlags } from "../../identity/index"
import type { BalanceValue } from "../../kernel/amount"
import type { BalanceSheet } from "../../ledger/index"
import type { AddressStatus } from "../../wallet/index"

/**
 * Everything `GET member` answers (spec §3 Member): identity, wallet, balances, unread counts and flags. Each part
 * belongs to the area that keeps it; the profile stands above them all and only puts the parts together, so no
 * area below has to know the others (identity knows members, not their balances).
 */
export interface MemberProfile {
  readonly member: Member
  readonly wallet: { readonly address: string | null; readonly addressStatus: AddressStatus; readonly sysWalletAddress: string | null; readonly sysWalletBalance: BalanceValue }
  readonly balances: {
    readonly balance: BalanceValue
    readonly balanceOrdinary: BalanceValue
    readonly balanceBonus: BalanceValue
    readonly balanceItw: BalanceValue
    readonly tickets: BalanceValue
    readonly closestExpiration: Date | null
    readonly points: BalanceValue
    readonly minerals: Readonly<Record<string, BalanceValue>>
    readonly wood: Readonly<Record<string, BalanceValue>>
  }
  readonly unread: { readonly unreadAnnouncements: number; readonly unreadEvents: number }
  readonly flags: MemberFlags & { readonly memberHasPlots: boolean; readonly is3DPremiumBuildingExists: boolean }
}

export interface ProfileParts {
  readonly sheet: BalanceSheet
  readonly linkedWallet: { readonly address: string | null; readonly status: AddressStatus }
  readonly sysWalletAddress: string
  readonly unread?: { readonly unreadAnnouncements: number; readonly unreadEvents: number }
  readonly holdings?: { readonly hasPlots: boolean; readonly has3DPremiumBuilding: boolean }
}

/** The profile from its parts. Capabilities not built yet answer their empty values. */
export const profileOf = (member: Member, gates: FeatureGates, parts: ProfileParts): MemberProfile => ({
  member,
  wallet: {
    address: parts.linkedWallet.address,
    addressStatus: parts.linkedWallet.status,
    sysWalletAddress: parts.sysWalletAddress,
    sysWalletBalance: parts.sheet.systemWallet
  },
  balances: {
    balance: parts.sheet.balance,
    balanceOrdinary: parts.sheet.balanceOrdinary,
    balanceBonus: parts.sheet.balanceBonus,
    balanceItw: parts.sheet.itw,
    tickets: parts.sheet.tickets,
    closestExpiration: parts.sheet.ticketsClosestExpiration,
    points: parts.sheet.points,
    minerals: parts.sheet.minerals,
    wood: parts.sheet.wood
  },
  unread: parts.unread ?? { unreadAnnouncements: 0, unreadEvents: 0 },
  flags: { ...flagsFor(gates, member.id), memberHasPlots: parts.holdings?.hasPlots ?? false, is3DPremiumBuildingExists: parts.holdings?.has3DPremiumBuilding ?? false }
})
