import { Context, type Effect } from "effect"
import type { ExpectedPayment } from "./chain-gateway.port"

/**
 * What only a SIMULATED chain can do, for staff and tests to play the chain's part: put ABEY on a member's
 * system-wallet address, and put a payment for an invoice on the chain, first seen when they say. A real chain
 * has no such adapter: where none is provided, the tools answer "not found".
 */
export class ChainSimulator extends Context.Service<
  ChainSimulator,
  {
    /** Puts `amount` ABEY minor units on the member's deposit address, as a transfer on the chain would. */
    readonly deposit: (memberId: number, amount: bigint) => Effect.Effect<{ readonly txHash: string; readonly to: string }>
    /** Puts a payment on the chain, first seen at `seenAt`; the member may then enter the hash it answers. */
    readonly pay: (payment: ExpectedPayment & { readonly seenAt: Date }) => Effect.Effect<{ readonly txHash: string }>
  }
>()("iw/chain/ChainSimulator") {}
