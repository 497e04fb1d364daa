import { Context, type Effect } from "effect"

export type PaymentCheck =
  | { readonly _tag: "Confirmed"; readonly at: Date }
  | { readonly _tag: "Pending" }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "Mismatch"; readonly reason: "amount" | "recipient" | "late" | "currency" }

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
    /** Whether `txHash` paid exactly `amount` (minor units, `decimals`) of `currency` to `to` no later than `notAfter`. */
    readonly checkPayment: (
      txHash: string,
      expected: { readonly to: string; readonly currency: string; readonly amount: bigint; readonly notAfter: Date }
    ) => Effect.Effect<PaymentCheck>
    /** ABEY transfers the chain shows to members' deposit addresses (all of them; crediting is idempotent by hash). */
    readonly depositsSince: (cursor: string | null) => Effect.Effect<ReadonlyArray<{ readonly txHash: string; readonly memberId: number; readonly amount: bigint; readonly at: Date }>>
    /** The adapter's name, shown to staff (e.g. "simulated"). */
    readonly kind: string
  }
>()("iw/chain/ChainGateway") {}
