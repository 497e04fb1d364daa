import { Context, type Effect } from "effect"

export type PaymentCheck =
  | { readonly _tag: "Confirmed"; readonly at: Date }
  | { readonly _tag: "Pending" }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "Mismatch"; readonly reason: "amount" | "recipient" | "late" | "currency" }

export interface ExpectedPayment {
  readonly to: string
  readonly currency: string
  /** Minor units of `currency`. */
  readonly amount: bigint
  /** The invoice's end: a payment first seen after it is late. */
  readonly notAfter: Date
}

/** A token to mint on the chain: one of a collection (a building, …), to a member's linked wallet. */
export interface NftMint {
  readonly collection: string
  readonly tokenId: string
  readonly to: string
  readonly at: Date
}

export interface ChainDeposit {
  readonly txHash: string
  readonly memberId: number
  readonly amount: bigint
  readonly at: Date
}

/**
 * The ABEY chain as the product needs it: address validation (real), each member's custodial deposit address,
 * the address invoices are paid to, and whether a transaction paid an invoice. The default adapter is a
 * simulated chain kept in the database.
 */
export class ChainGateway extends Context.Service<
  ChainGateway,
  {
    /** The checksummed form of a valid address, or null. */
    readonly normalizeAddress: (address: string) => Effect.Effect<string | null>
    /** Whether the platform holds the key of this address (a system wallet or the receiving address). */
    readonly isCustodial: (address: string) => Effect.Effect<boolean>
    /** The member's system-wallet (custodial) address. */
    readonly depositAddressOf: (memberId: number) => Effect.Effect<string>
    /** Where invoices are paid. */
    readonly receivingAddress: Effect.Effect<string>
    /**
     * Whether `txHash` paid exactly `amount` of `currency` to `to`, first seen on the chain no later than `notAfter`:
     * `Mismatch` says how it does not (a late payment is `late`), `Pending` that it is seen but not confirmed yet.
     */
    readonly checkPayment: (txHash: string, expected: ExpectedPayment) => Effect.Effect<PaymentCheck>
    /**
     * Staff checked this payment by hand and approved its purchase. A real chain has nothing to record; the
     * simulated chain marks the transaction confirmed (creating it if it had never seen the hash), so the chain's
     * record and the purchase agree.
     */
    readonly recordApproval: (txHash: string, expected: ExpectedPayment, at: Date) => Effect.Effect<void>
    /**
     * ABEY transfers to members' deposit addresses after `cursor` (null: from the beginning), at most `limit`, in
     * chain order, with the cursor to pass next time (the same one when there was nothing new).
     */
    readonly depositsSince: (cursor: string | null, limit: number) => Effect.Effect<{ readonly deposits: ReadonlyArray<ChainDeposit>; readonly cursor: string | null }>
    /**
     * Mints token `tokenId` of `collection` to the address, once: the transaction's hash. The simulated chain records
     * it as a row in the caller's unit of work (so a refused or rolled-back mint leaves no token behind); minting a
     * token twice is a defect, since callers keep their own "minted" flag under a lock.
     */
    readonly mintNft: (nft: NftMint) => Effect.Effect<{ readonly txHash: string }>
    /** The adapter's name, shown to staff (e.g. "simulated"). */
    readonly kind: string
    /** True when nothing here touches a real chain: staff see it labelled so, and may use the simulation tools. */
    readonly simulated: boolean
  }
>()("iw/chain/ChainGateway") {}
