import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { memberProfile } from "../../profile/index"
import { requirePermission } from "../../kernel/permissions"

/** `/staff/member/{id}`: one member's profile and the staff actions taken on it. */
export const showMember = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const profile = yield* memberProfile(memberId)
    const history = yield* AuditLog.use((a) => a.list({ targetType: "member", targetId: String(memberId), limit: 50, offset: 0 }))
    return { profile, history: history.rows }
  })
