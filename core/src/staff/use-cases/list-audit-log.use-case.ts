import { Effect } from "effect"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { requirePermission } from "../../kernel/permissions"

/** Every staff action, newest first, optionally for one target. */
export const listAuditLog = (principal: StaffPrincipal, filter: { readonly targetType?: string; readonly targetId?: string }, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* AuditLog.use((a) => a.list({ ...filter, limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows, total)
  })
