import { Effect } from "effect"
import { Unauthenticated } from "../../kernel/errors"
import type { Principal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { addSeconds, secondsBetween } from "../../kernel/time"
import { IMPERSONATION_SECONDS } from "../domain/session"
import { SessionRepository } from "../ports/session.repository.port"
import { SessionSettings } from "../ports/session-settings.port"
import { TokenCodec } from "../ports/token-codec.port"

/**
 * `member/refresh` (spec §4, §9): a new token with a new expiry. The old token of the session stops working,
 * so a stolen old token cannot outlive a refresh.
 */
export const refreshSession = (principal: Principal) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const now = yield* Clock.use((c) => c.now)
        const sessions = yield* SessionRepository
        const session = yield* sessions.find(principal.sessionId)
        if (session === null || session.revokedAt !== null) return yield* new Unauthenticated()
        const settings = yield* SessionSettings
        const full = session.kind === "member" ? settings.memberTokenSeconds : settings.staffTokenSeconds
        // A staff member signed in as a member never gets past the 30 minutes that sign-in allowed.
        const seconds = session.impersonatorId === null ? full : Math.min(full, secondsBetween(now, addSeconds(session.createdAt, IMPERSONATION_SECONDS)))
        if (seconds <= 0) return yield* new Unauthenticated()
        const version = session.version + 1
        const expiresAt = addSeconds(now, seconds)
        yield* sessions.renew(session.id, version, expiresAt)
        const accessToken = yield* TokenCodec.use((t) => t.sign({ sessionId: session.id, version, expiresAt }))
        return { accessToken, expiresIn: seconds }
      })
    )
  )
