import { Effect } from "effect"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { AccountInactive, InvalidCredentials, LoginThrottled, normalizeEmail, startSession, staffThrottleKey, throttledPasswordCheck } from "../../identity/index"
import { homeRouteOf } from "../domain/staff-member"
import { StaffRepository } from "../ports/staff.repository.port"

/**
 * `staff/login` at /staff/login: e-mail and password, the same throttle as members, a session kept apart. Every
 * attempt is audited, the refused ones with their reason.
 */
export const logInStaff = (input: { readonly email: string; readonly password: string }) =>
  Effect.gen(function* () {
    const email = normalizeEmail(input.email)
    const outcome = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* StaffRepository
          const check = yield* throttledPasswordCheck(
            staffThrottleKey(email),
            input.password,
            Effect.gen(function* () {
              const staff = yield* repo.findByEmail(email)
              return staff === null ? null : { subject: staff, hash: yield* repo.passwordHashOf(staff.id) }
            })
          )
          if (check._tag !== "Ok" || check.subject.status !== "active") {
            // A refused staff log-in is kept too: who tried which address, and why it was refused.
            const reason = check._tag === "Ok" ? "inactive" : check._tag === "Invalid" ? "invalid" : check.justBlocked ? "blocked" : "throttled"
            yield* AuditLog.use((a) =>
              a.record({ actor: { kind: "system", id: "anonymous" }, action: "staff.login_refused", target: { type: "staff-email", id: email }, details: { reason } })
            )
            return check._tag === "Ok" ? ({ _tag: "Inactive" } as const) : check
          }
          const session = yield* startSession("staff", check.subject.id)
          yield* AuditLog.use((a) =>
            a.record({ actor: { kind: "staff", id: String(check.subject.id) }, action: "staff.login", target: { type: "staff", id: String(check.subject.id) } })
          )
          return { _tag: "Session", session, staff: check.subject } as const
        })
      )
    )
    switch (outcome._tag) {
      case "Throttled":
        return yield* new LoginThrottled({ seconds: outcome.seconds, justBlocked: outcome.justBlocked })
      case "Invalid":
        return yield* new InvalidCredentials()
      case "Inactive":
        return yield* new AccountInactive()
      case "Session":
        return { ...outcome.session, staff: outcome.staff, home: homeRouteOf(outcome.staff.roles) }
    }
  })
