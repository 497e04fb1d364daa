import { Data } from "effect"
import type { Asset } from "./domain/asset"

/** The payer holds less than the transfer needs (spec §8: "You don't have enough ABEY for buy.", "Insufficient ticket balance."). */
export class InsufficientFunds extends Data.TaggedError("InsufficientFunds")<{
  readonly asset: Asset
  readonly needed: bigint
  readonly available: bigint
  /** The input field the amount came from, for the 422 answer. */
  readonly field?: string
}> {}

/** The idempotency key was used before for a different request. */
export class IdempotencyConflict extends Data.TaggedError("IdempotencyConflict")<{ readonly key: string }> {}

/** A top-up asks more than the system wallet can give (at most `max` whole ABEY). */
export class TopUpAboveLimit extends Data.TaggedError("TopUpAboveLimit")<{ readonly max: bigint }> {}

/** A ticket adjustment names a PLOT that does not exist. */
export class TicketPlotNotFound extends Data.TaggedError("TicketPlotNotFound")<{ readonly coordinates: string }> {}

/** A ticket adjustment names a PLOT the member does not hold. */
export class TicketPlotNotMembers extends Data.TaggedError("TicketPlotNotMembers")<{ readonly coordinates: string; readonly memberId: number }> {}
