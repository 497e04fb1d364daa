import { type IdempotencyConflict, type InsufficientFunds, type TicketPlotNotFound, type TicketPlotNotMembers, type TopUpAboveLimit, balanceValue, scaleOf } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type LedgerError = InsufficientFunds | IdempotencyConflict | TopUpAboveLimit | TicketPlotNotFound | TicketPlotNotMembers

/** Spec §8 "You don't have enough ABEY for buy.", "Insufficient ticket balance.", top-up limits and ticket adjustments. */
export const ledgerErrors: ErrorMap<LedgerError> = {
  InsufficientFunds: (e) => {
    const decimal = (v: bigint) => balanceValue(v, scaleOf(e.asset)).decimal
    return fieldFailure(e.field ?? "amount", `ledger.insufficient.${e.asset}`, { needed: decimal(e.needed), available: decimal(e.available) })
  },
  IdempotencyConflict: () => failure("IDEMPOTENCY_CONFLICT"),
  TopUpAboveLimit: (e) => fieldFailure("amount", "validation.max.numeric", { max: Number(e.max) }),
  TicketPlotNotFound: () => fieldFailure("plotId", "validation.exists"),
  TicketPlotNotMembers: () => fieldFailure("plotId", "ledger.plot_not_members")
}
