import { Effect } from "effect"
import { type FieldErrors, ValidationFailed, fieldError, hasFieldErrors, mergeFieldErrors } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { PasswordHasher } from "../../kernel/ports/password-hasher.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { normalizeName, passwordProblems } from "../../identity/index"
import { StaffRepository } from "../ports/staff.repository.port"
import { staffActor } from "../../kernel/permissions"

export interface UpdateStaffProfileInput {
  readonly firstName?: string
  readonly lastName?: string
  readonly currentPassword?: string
  readonly password?: string
  readonly password_confirmation?: string
}

/** `/staff/profile`: a staff member changes their own name or password (the old password is required for the latter). */
export const updateStaffProfile = (principal: StaffPrincipal, input: UpdateStaffProfileInput) =>
  Effect.gen(function* () {
    const repo = yield* StaffRepository
    const hasher = yield* PasswordHasher
    const problems: Array<FieldErrors> = []
    const firstName = input.firstName === undefined ? undefined : normalizeName(input.firstName)
    if (firstName === "") problems.push(fieldError("firstName", "validation.required"))
    const changingPassword = input.password !== undefined && input.password !== ""
    if (changingPassword) {
      const current = yield* repo.passwordHashOf(principal.staffId)
      const ok = current !== null && (yield* hasher.verify(input.currentPassword ?? "", current))
      if (!ok) problems.push(fieldError("currentPassword", "auth.password"))
      problems.push(passwordProblems(input.password!, input.password_confirmation ?? ""))
    }
    const errors = mergeFieldErrors(...problems)
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    const passwordHash = changingPassword ? yield* hasher.hash(input.password!) : undefined
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const now = yield* Clock.use((c) => c.now)
          const lastName = input.lastName === undefined ? undefined : normalizeName(input.lastName)
          yield* repo.update(principal.staffId, { firstName, lastName, passwordHash }, now)
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: "staff.profile.update",
              target: { type: "staff", id: String(principal.staffId) },
              details: { name: firstName !== undefined || lastName !== undefined, password: passwordHash !== undefined }
            })
          )
          return (yield* repo.findById(principal.staffId))!
        })
      )
    )
  })
