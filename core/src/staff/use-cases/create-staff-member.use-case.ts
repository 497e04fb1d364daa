import { Effect } from "effect"
import { type FieldErrors, ValidationFailed, fieldError, hasFieldErrors, mergeFieldErrors } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import type { Lang } from "../../kernel/lang"
import { PasswordHasher } from "../../kernel/ports/password-hasher.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { Notifier } from "../../messaging/index"
import { normalizeEmail, normalizeName, passwordProblems } from "../../identity/index"
import { type StaffRole, isStaffRole, requirePermission, staffActor } from "../../kernel/permissions"
import { StaffEmailTaken } from "../errors"
import { StaffRepository } from "../ports/staff.repository.port"

export interface CreateStaffMemberInput {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly roles: ReadonlyArray<string>
  readonly password: string
  readonly password_confirmation: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * `/staff/management/create`: an admin opens a staff account with roles. The welcome e-mail is written in `lang`, the
 * language the admin works in (a staff account keeps no language of its own).
 */
export const createStaffMember = (principal: StaffPrincipal, input: CreateStaffMemberInput, lang: Lang) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "staff.manage")
    const email = normalizeEmail(input.email)
    const problems: Array<FieldErrors> = [passwordProblems(input.password, input.password_confirmation)]
    if (!EMAIL.test(email)) problems.push(fieldError("email", "validation.email"))
    const firstName = normalizeName(input.firstName)
    if (firstName === "") problems.push(fieldError("firstName", "validation.required"))
    const roles = [...new Set(input.roles)]
    if (roles.length === 0) problems.push(fieldError("roles", "validation.required"))
    else if (!roles.every(isStaffRole)) problems.push(fieldError("roles", "validation.in"))
    const early = mergeFieldErrors(...problems)
    if (hasFieldErrors(early)) return yield* new ValidationFailed({ errors: early })

    const passwordHash = yield* PasswordHasher.use((h) => h.hash(input.password))
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* StaffRepository
          if ((yield* repo.findByEmail(email)) !== null) {
            return yield* new StaffEmailTaken()
          }
          const now = yield* Clock.use((c) => c.now)
          const created = yield* repo.create({
            email,
            firstName,
            lastName: normalizeName(input.lastName),
            roles: roles as ReadonlyArray<StaffRole>,
            passwordHash,
            createdAt: now
          })
          yield* AuditLog.use((a) =>
            a.record({ actor: staffActor(principal), action: "staff.create", target: { type: "staff", id: String(created.id) }, details: { email, roles } })
          )
          // The password is never sent; the new staff member gets it from whoever created the account.
          yield* Notifier.use((n) => n.send({ channel: "email", to: email, template: "staff-welcome", params: { name: firstName }, lang }))
          return created
        })
      )
    )
  })
