import { type IdempotencyConflict, type InsufficientFunds, balanceValue, scaleOf } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type LedgerError = InsufficientFunds | IdempotencyConflict

/** Spec §8 "You don't have enough ABEY for buy.", "Insufficient ticket balance.", and a reused idempotency key. */
export const ledgerErrors: ErrorMap<LedgerError> = {
  InsufficientFunds: (e) => {
    const decimal = (v: bigint) => balanceValue(v, scaleOf(e.asset)).decimal
    return fieldFailure(e.field ?? "amount", `ledger.insufficient.${e.asset}`, { needed: decimal(e.needed), available: decimal(e.available) })
  },
  IdempotencyConflict: () => failure("IDEMPOTENCY_CONFLICT")
}
