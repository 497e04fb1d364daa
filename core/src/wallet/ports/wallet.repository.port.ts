import { Context, type Effect } from "effect"
import type { LegalInfo } from "../domain/legal-info"
import type { LinkedWallet } from "../domain/linked-wallet"

export class WalletRepository extends Context.Service<
  WalletRepository,
  {
    /** The member's linked wallet, locked for the unit of work; `absent` when none. */
    readonly linkedWallet: (memberId: number) => Effect.Effect<LinkedWallet>
    readonly saveLinkedWallet: (w: LinkedWallet) => Effect.Effect<void>
    /** The member who linked this address (any case), if any. */
    readonly memberWithAddress: (address: string) => Effect.Effect<number | null>
    readonly ownerIdOf: (memberId: number) => Effect.Effect<string | null>
    readonly setOwnerId: (memberId: number, ownerId: string, at: Date) => Effect.Effect<void>
    readonly legalInfo: (memberId: number) => Effect.Effect<LegalInfo | null>
    readonly saveLegalInfo: (memberId: number, info: LegalInfo) => Effect.Effect<void>
  }
>()("iw/wallet/WalletRepository") {}
