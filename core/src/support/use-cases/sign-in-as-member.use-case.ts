import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { addSeconds } from "../../kernel/time"
import { issueLoginCode, MemberRepository } from "../../identity/index"

/**
 * "Member auth" (spec §6): staff open the member site signed in as the member, through a one-time code that lives
 * two minutes. The session it starts is short and carries the staff member's id, so the member site shows the
 * banner and nothing the staff member does there counts as the member's own activity. Audited.
 */
export const signInAsMember = (staffId: number, memberId: number) =>
  Effect.gen(function* () {
    if ((yield* MemberRepository.use((m) => m.findById(memberId))) === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    const code = yield* issueLoginCode(memberId, staffId)
    const now = yield* Clock.use((c) => c.now)
    yield* AuditLog.use((a) => a.record({ actor: { kind: "staff", id: String(staffId) }, action: "member.auth", target: { type: "member", id: String(memberId) } }))
    return { otp: code.otp, memberId, expiresAt: addSeconds(now, code.expiresIn) }
  })
