import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository, type MemberStatus, SessionRepository } from "../../identity/index"
import { requirePermission, staffActor } from "../../kernel/permissions"

/** Shared step of block and unblock: change the status, end sessions on block, and audit it. */
export const setMemberStatus = (principal: StaffPrincipal, memberId: number, status: MemberStatus, reason: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const members = yield* MemberRepository
          const member = yield* members.findById(memberId)
          if (member === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
          const now = yield* Clock.use((c) => c.now)
          yield* members.setStatus(memberId, status, now)
          if (status === "blocked") yield* SessionRepository.use((s) => s.revokeAllOf("member", memberId, now))
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: status === "blocked" ? "member.block" : "member.unblock",
              target: { type: "member", id: String(memberId) },
              details: { from: member.status, to: status, ...(reason.trim() ? { reason: reason.trim() } : {}) }
            })
          )
          return (yield* members.findById(memberId))!
        })
      )
    )
  })
