import { Effect } from "effect"
import { ValidationFailed, fieldError, hasFieldErrors, mergeFieldErrors } from "../../kernel/errors"
import { Transactor } from "../../kernel/ports/transactor.port"
import { memberThrottleKey } from "../domain/login-throttle"
import { canLogIn } from "../domain/member"
import { AccountInactive, InvalidCredentials, LoginThrottled } from "../errors"
import { MemberRepository } from "../ports/member.repository.port"
import { knowSignedIn, startSession } from "./start-session"
import { throttledPasswordCheck } from "./throttled-password-check"

export interface LogInMemberInput {
  readonly username: string
  readonly password: string
}

/**
 * `member/login` (spec §4, §8): member id and password. Five failures block the member id for five minutes;
 * a blocked account learns it is inactive only after giving the right password. An empty member id or password
 * (spec §5 Login) is refused on its field as required and counts as no attempt.
 */
export const logInMember = (input: LogInMemberInput) => knowSignedIn(logIn(input))

const logIn = (input: LogInMemberInput) =>
  Effect.gen(function* () {
    const username = input.username.trim()
    const missing = mergeFieldErrors(
      username === "" ? fieldError("username", "validation.required") : {},
      input.password === "" ? fieldError("password", "validation.required") : {}
    )
    if (hasFieldErrors(missing)) return yield* new ValidationFailed({ errors: missing })
    const outcome = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const members = yield* MemberRepository
          const check = yield* throttledPasswordCheck(
            memberThrottleKey(username),
            input.password,
            Effect.gen(function* () {
              const member = /^\d{1,15}$/.test(username) ? yield* members.findById(Number(username)) : null
              return member === null ? null : { subject: member, hash: yield* members.passwordHashOf(member.id) }
            })
          )
          if (check._tag !== "Ok") return check
          if (!canLogIn(check.subject)) return { _tag: "Inactive" } as const
          const session = yield* startSession("member", check.subject.id)
          return { _tag: "Session", session, memberId: check.subject.id } as const
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
        return { ...outcome.session, memberId: outcome.memberId }
    }
  })
