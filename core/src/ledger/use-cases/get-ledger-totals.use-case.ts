import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { LedgerRepository } from "../ports/ledger.repository.port"

/** The ledger's health, for staff to see: per asset the sum of all accounts (always zero) and accounts below zero (always none). */
export const getLedgerTotals = (principal: StaffPrincipal) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const totals = yield* LedgerRepository.use((r) => r.totals)
    return { totals, balanced: totals.every((t) => t.sum === 0n && t.negative === 0) }
  })
