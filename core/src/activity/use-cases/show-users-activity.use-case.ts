import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { ActivityRepository } from "../ports/activity.repository.port"
import { periodOf } from "./period"

/** The routes the users-activity report lists. */
export const TOP_ROUTES = 20

/**
 * `GET staff/statistics/users-activity`: per CST day the active members, their time on the site and the boxes, and
 * the routes with most time, from the tracker's rollups (never the raw beats).
 */
export const showUsersActivity = (principal: StaffPrincipal, q: { readonly from?: string | undefined; readonly to?: string | undefined }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const period = yield* periodOf(q)
    yield* ActivityRepository.use((r) => r.flush)
    const days = yield* ActivityRepository.use((r) => r.days(period.from, period.to))
    const routes = yield* ActivityRepository.use((r) => r.routes(period.from, period.to, TOP_ROUTES))
    return { ...period, days, routes }
  })
