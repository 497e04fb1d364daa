import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { SessionRepository } from "../../identity/index"
import { type StaffRole, isStaffRole, requirePermission, staffActor } from "../../kernel/permissions"
import type { StaffStatus } from "../domain/staff-member"
import { CannotDemoteSelf } from "../errors"
import { StaffRepository } from "../ports/staff.repository.port"

/** `/staff/management`: an admin changes another staff member's roles or blocks the account. */
export const updateStaffMember = (
  principal: StaffPrincipal,
  id: number,
  changes: { readonly roles?: ReadonlyArray<string>; readonly status?: StaffStatus }
) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "staff.manage")
    if (changes.roles !== undefined && (changes.roles.length === 0 || !changes.roles.every(isStaffRole))) {
      return yield* new ValidationFailed({ errors: fieldError("roles", changes.roles.length === 0 ? "validation.required" : "validation.in") })
    }
    if (id === principal.staffId && (changes.status === "blocked" || (changes.roles && !changes.roles.includes("admin")))) {
      return yield* new CannotDemoteSelf()
    }
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* StaffRepository
          const target = yield* repo.findById(id)
          if (target === null) return yield* new NotFound({ entity: "staff", id: String(id) })
          const now = yield* Clock.use((c) => c.now)
          yield* repo.update(id, { roles: changes.roles as ReadonlyArray<StaffRole> | undefined, status: changes.status }, now)
          if (changes.status === "blocked") yield* SessionRepository.use((s) => s.revokeAllOf("staff", id, now))
          yield* AuditLog.use((a) =>
            a.record({ actor: staffActor(principal), action: "staff.update", target: { type: "staff", id: String(id) }, details: { ...changes } })
          )
          return (yield* repo.findById(id))!
        })
      )
    )
  })
