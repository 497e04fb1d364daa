import { Context, type Effect } from "effect"
import type { AccountRef } from "../domain/account"
import type { Asset, Pocket } from "../domain/asset"
import type { Lot, Take } from "../domain/lot"
import type { Memo } from "../domain/memo"
import type { Leg, TransferCode, TransferIntent } from "../domain/transfer"

export interface StoredTransfer {
  readonly id: number
  readonly code: TransferCode
  readonly reference: { readonly type: string; readonly id: string }
  readonly idempotencyKey: string
  readonly fingerprint: string
  readonly legs: ReadonlyArray<Leg>
  readonly memo: Memo | null
  readonly createdAt: Date
}

/** One line of a member's history: a transfer as it moved one of the member's accounts. */
export interface HistoryLine {
  readonly transferId: number
  readonly code: TransferCode
  readonly reference: { readonly type: string; readonly id: string }
  readonly memo: Memo | null
  readonly asset: Asset
  readonly pocket: Pocket
  /** Positive when the member received, negative when the member paid. */
  readonly amount: bigint
  readonly createdAt: Date
}

export interface HistoryQuery {
  readonly memberId: number
  readonly assets: ReadonlyArray<Asset>
  readonly referenceType?: string
  readonly referenceId?: string
  readonly before?: Date
  readonly since?: Date
  readonly limit: number
  readonly offset: number
}

export interface AssetTotal {
  readonly asset: Asset
  /** Sum of every account of the asset: always exactly zero. */
  readonly sum: bigint
  /** What is in circulation: minus the issuance account. */
  readonly issued: bigint
  readonly accounts: number
  /** Accounts below zero other than issuance: always zero. */
  readonly negative: number
}

export class LedgerRepository extends Context.Service<
  LedgerRepository,
  {
    readonly findTransfer: (idempotencyKey: string) => Effect.Effect<StoredTransfer | null>
    /** Current balances of the accounts, creating missing ones at zero, locked (in key order) for the unit of work. */
    readonly lockBalances: (accounts: ReadonlyArray<AccountRef>) => Effect.Effect<ReadonlyMap<string, bigint>>
    /**
     * {@link lockBalances} and {@link findTransfer} in one go, for a unit of work that posts a transfer: the
     * accounts locked, and the transfer stored under the key, if any. The transfer may be read from a snapshot taken
     * before the locks were granted: a unit that committed the key meanwhile makes this one's write fail, and the
     * unit of work runs again (the adapter's transactor retries it), so it then finds it.
     */
    readonly lockForTransfer: (
      accounts: ReadonlyArray<AccountRef>,
      idempotencyKey: string
    ) => Effect.Effect<{ readonly balances: ReadonlyMap<string, bigint>; readonly existing: StoredTransfer | null }>
    /** Appends the transfer with its legs and sets the balances it produced. Never updates or deletes a transfer. */
    readonly writeTransfer: (
      intent: TransferIntent,
      fingerprint: string,
      balancesAfter: ReadonlyMap<string, bigint>,
      at: Date
    ) => Effect.Effect<StoredTransfer>
    /** The lots of a member's lot account, locked for the unit of work. */
    readonly lotsOf: (account: AccountRef) => Effect.Effect<ReadonlyArray<Lot>>
    readonly addLot: (account: AccountRef, transferId: number, amount: bigint, createdAt: Date, expiresAt: Date) => Effect.Effect<void>
    readonly takeFromLots: (takes: ReadonlyArray<Take>) => Effect.Effect<void>
    /** Members' accounts holding units in lots that have expired. */
    readonly accountsWithExpiredLots: (now: Date, limit: number) => Effect.Effect<ReadonlyArray<AccountRef>>
    /** Every account the member holds, keyed `asset:pocket`. */
    readonly balancesOf: (memberId: number) => Effect.Effect<ReadonlyMap<string, bigint>>
    /**
     * Every balance of the member (keyed `asset:pocket`) and the lots of their ticket and AP accounts, read as one
     * consistent snapshot: a transfer that commits meanwhile is either wholly in it or wholly not.
     */
    readonly sheetOf: (memberId: number) => Effect.Effect<{ readonly balances: ReadonlyMap<string, bigint>; readonly tickets: ReadonlyArray<Lot>; readonly ap: ReadonlyArray<Lot> }>
    /** Lots for reporting, without locking. */
    readonly peekLots: (account: AccountRef) => Effect.Effect<ReadonlyArray<Lot>>
    readonly history: (query: HistoryQuery) => Effect.Effect<{ readonly rows: ReadonlyArray<HistoryLine>; readonly total: number }>
    readonly totals: Effect.Effect<ReadonlyArray<AssetTotal>>
    readonly transferById: (id: number) => Effect.Effect<StoredTransfer | null>
  }
>()("iw/ledger/LedgerRepository") {}
