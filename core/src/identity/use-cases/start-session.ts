import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { addSeconds } from "../../kernel/time"
import type { SessionKind } from "../domain/session"
import { SessionRepository } from "../ports/session.repository.port"
import { SessionSettings } from "../ports/session-settings.port"
import { TokenCodec } from "../ports/token-codec.port"

export interface IssuedToken {
  readonly accessToken: string
  readonly expiresIn: number
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
    return { accessToken, expiresIn: seconds } satisfies IssuedToken
  })
