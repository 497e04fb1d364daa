import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { StatisticsReader } from "../ports/statistics.port"
import { periodOf } from "./period"

/** `GET staff/statistics/revenue`: ledger income (what reached the revenue account) by source and CST day. */
export const showRevenueStatistics = (principal: StaffPrincipal, q: { readonly from?: string | undefined; readonly to?: string | undefined }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const period = yield* periodOf(q)
    return { ...period, rows: yield* StatisticsReader.use((s) => s.revenue(period.from, period.to)) }
  })
