import { Context } from "effect"

/**
 * Dates of the product's calendar that ledger rules count from. The spec gives them in CST, and the core does not
 * know CST: the composition root passes the instants from the one CST definition (contracts/src/cst.ts), the way
 * activation is given the Founders phase-2 date.
 */
export class LedgerCalendar extends Context.Service<
  LedgerCalendar,
  {
    /** Spec §9: AP points count from 2024-01-01 00:00 CST on; points credited before it never count. */
    readonly apPointsStart: Date
  }
>()("iw/ledger/LedgerCalendar") {}
