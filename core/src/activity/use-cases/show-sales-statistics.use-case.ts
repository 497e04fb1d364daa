import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { StatisticsReader } from "../ports/statistics.port"
import { periodOf } from "./period"

/** `GET staff/statistics/sales` (and `stats sales --from --to`): approved purchases by product and CST day. */
export const showSalesStatistics = (principal: StaffPrincipal, q: { readonly from?: string | undefined; readonly to?: string | undefined }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const period = yield* periodOf(q)
    return { ...period, rows: yield* StatisticsReader.use((s) => s.sales(period.from, period.to)) }
  })
