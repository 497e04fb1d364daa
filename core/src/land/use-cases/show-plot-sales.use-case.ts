import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { SalesRepository } from "../ports/sales.repository.port"

/** `/staff/statistics/plot-sales`: PLOTs sold and ABEY taken per day and per level, between two dates. */
export const showPlotSales = (principal: StaffPrincipal, range: { readonly from: Date; readonly to: Date }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* SalesRepository.use((r) => r.salesReport(range))
  })
