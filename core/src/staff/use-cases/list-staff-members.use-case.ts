import { Effect } from "effect"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { StaffRepository } from "../ports/staff.repository.port"
import { requirePermission } from "../../kernel/permissions"

/** `/staff/management`: every staff account with its roles. */
export const listStaffMembers = (principal: StaffPrincipal, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* StaffRepository.use((r) => r.list({ limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows, total)
  })
