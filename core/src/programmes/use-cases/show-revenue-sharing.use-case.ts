import { Effect } from "effect"
import { requirePermission } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { POOL_PERCENT } from "../domain/revenue-sharing"
import { ProgrammeCalendar } from "../ports/programme-calendar.port"
import { RevenueSharingRepository } from "../ports/revenue-sharing.repository.port"
import { eligibilityNow } from "./programme-context"

/**
 * `points/revenue-sharing-program`: whether the member qualifies today (and why not), today's share as
 * "calculation in progress" while they qualify, and their shares by day with their state.
 */
export const showRevenueSharing = (memberId: number) =>
  Effect.gen(function* () {
    const e = yield* eligibilityNow(memberId)
    const calendar = yield* ProgrammeCalendar
    const repo = yield* RevenueSharingRepository
    const recent = yield* repo.sharesOf(memberId, 1, 0)
    const today = yield* repo.getDay(e.today)
    return {
      ...e,
      poolPercent: Number(POOL_PERCENT),
      firstDay: calendar.revenueSharingFirstDay,
      // Today, while the member qualifies: "calculation in progress" until the day is run and paid (a test may run it early).
      todayState: !e.eligibility.eligible ? null : today !== null && today.state === "paid" ? ("paid" as const) : ("calculating" as const),
      totalPaid: yield* repo.paidTotalOf(memberId),
      shares: recent.total
    }
  })

/** The member's shares, newest day first. */
export const listMyRevenueShares = (memberId: number, page: number, perPage: number) => RevenueSharingRepository.use((r) => r.sharesOf(memberId, perPage, (page - 1) * perPage))

/** Staff: the days run, newest first. */
export const listRevenueSharingDays = (principal: StaffPrincipal, page: number, perPage: number) =>
  Effect.flatMap(requirePermission(principal, "back-office"), () => RevenueSharingRepository.use((r) => r.days(perPage, (page - 1) * perPage)))
