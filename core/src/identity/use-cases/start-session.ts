import { Effect, Option } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { addSeconds } from "../../kernel/time"
import type { SessionKind } from "../domain/session"
import { KnownCallers } from "../ports/known-callers.port"
import { SessionRepository } from "../ports/session.repository.port"
import { SessionSettings } from "../ports/session-settings.port"
import { TokenCodec } from "../ports/token-codec.port"

export interface IssuedToken {
  readonly accessToken: string
  readonly expiresIn: number
  /** The session the token is of, and when it ends (not sent: for {@link knowSignedIn}). */
  readonly sessionId: string
  readonly expiresAt: Date
  readonly impersonatorId: number | null
}

/** Opens a session and signs its first token. A step shared by every way of logging in. */
export const startSession = (kind: SessionKind, subjectId: number, options: { impersonatorId?: number | null; seconds?: number } = {}) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const settings = yield* SessionSettings
    const seconds = options.seconds ?? (kind === "member" ? settings.memberTokenSeconds : settings.staffTokenSeconds)
    const id = yield* SecureRandom.use((r) => r.token(18))
    const expiresAt = addSeconds(now, seconds)
    yield* SessionRepository.use((s) =>
      s.create({ id, kind, subjectId, version: 1, createdAt: now, expiresAt, revokedAt: null, impersonatorId: options.impersonatorId ?? null })
    )
    const accessToken = yield* TokenCodec.use((t) => t.sign({ sessionId: id, version: 1, expiresAt }))
    return { accessToken, expiresIn: seconds, sessionId: id, expiresAt, impersonatorId: options.impersonatorId ?? null } satisfies IssuedToken
  })

/**
 * A member's way of signing in, after which this process knows them ({@link KnownCallers}) from their first request
 * on, as if `authenticate` had read them (the tracker beats from the first 15 s). The mark is taken before the
 * sign-in reads the member, so a session or status change that raced it keeps nothing, as in `authenticate`.
 */
export const knowSignedIn = <E, R>(signIn: Effect.Effect<IssuedToken & { readonly memberId: number }, E, R>) =>
  Effect.gen(function* () {
    const known = yield* Effect.serviceOption(KnownCallers)
    const mark = Option.isSome(known) ? yield* known.value.mark : 0
    const issued = yield* signIn
    if (Option.isSome(known)) {
      const now = yield* Clock.use((c) => c.now)
      const principal = { kind: "member", memberId: issued.memberId, sessionId: issued.sessionId, impersonatorId: issued.impersonatorId } as const
      yield* known.value.remember(issued.accessToken, { principal, untilMs: issued.expiresAt.getTime() }, mark, now.getTime())
    }
    return issued
  })
