import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { PasswordHasher } from "../../kernel/ports/password-hasher.port"
import { afterFailure, afterSuccess, blockedFor } from "../domain/login-throttle"
import { UNKNOWN_PASSWORD_HASH } from "../domain/member"
import { LoginThrottleRepository } from "../ports/login-throttle.repository.port"

export type PasswordCheck<S> =
  | { readonly _tag: "Throttled"; readonly seconds: number; readonly justBlocked: boolean }
  | { readonly _tag: "Invalid" }
  | { readonly _tag: "Ok"; readonly subject: S }

/**
 * The shared step of member and staff log-in, run inside the caller's unit of work: refuse while the name is
 * blocked, verify the password (against a dummy hash for unknown names, so timing reveals nothing), and count
 * the failure or clear the counter. The fifth failure answers Throttled with `justBlocked` (spec §8: "Blocked after
 * 5 failed attempts, retry in 5 minutes."); later tries while blocked answer Throttled with the seconds left.
 */
export const throttledPasswordCheck = <S, E, R>(
  key: string,
  password: string,
  lookup: Effect.Effect<{ readonly subject: S; readonly hash: string | null } | null, E, R>
) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const throttles = yield* LoginThrottleRepository
    const throttle = yield* throttles.get(key)
    const wait = blockedFor(throttle, now)
    if (wait > 0) return { _tag: "Throttled", seconds: wait, justBlocked: false } as PasswordCheck<S>
    const found = yield* lookup
    const ok = yield* PasswordHasher.use((h) => h.verify(password, found?.hash ?? UNKNOWN_PASSWORD_HASH))
    if (found === null || found.hash === null || !ok) {
      const next = afterFailure(throttle, now)
      yield* throttles.put(key, next)
      const seconds = blockedFor(next, now)
      return (seconds > 0 ? { _tag: "Throttled", seconds, justBlocked: true } : { _tag: "Invalid" }) as PasswordCheck<S>
    }
    yield* throttles.put(key, afterSuccess(throttle))
    return { _tag: "Ok", subject: found.subject } as PasswordCheck<S>
  })
