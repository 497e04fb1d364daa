import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { MemberRepository } from "../../identity/index"
import { requirePermission } from "../../kernel/permissions"
import { getBalanceSheet } from "./get-balance-sheet.use-case"

/** Staff and `cli ledger balance <member>`: every balance of one member. */
export const showMemberBalances = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    if ((yield* MemberRepository.use((m) => m.findById(memberId))) === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    return yield* getBalanceSheet(memberId)
  })
