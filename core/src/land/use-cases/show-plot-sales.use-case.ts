import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { reportRange } from "../../kernel/time"
import { requirePermission } from "../../kernel/permissions"
import { SalesRepository } from "../ports/sales.repository.port"

/** Without dates, the plot-sales statistics cover the last 30 days. */
export const PLOT_SALES_DAYS = 30

/**
 * `/staff/statistics/plot-sales`: PLOTs sold and ABEY taken per day and per level, between two dates (by default
 * the last {@link PLOT_SALES_DAYS} days up to now). Answers the dates it covered with the report.
 */
export const showPlotSales = (principal: StaffPrincipal, range: { readonly from?: Date; readonly to?: Date }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const covered = reportRange(range, yield* Clock.use((c) => c.now), PLOT_SALES_DAYS)
    const report = yield* SalesRepository.use((r) => r.salesReport(covered))
    return { ...report, ...covered }
  })
