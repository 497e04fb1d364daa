import { Effect } from "effect"
import type { Principal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { SessionRepository } from "../ports/session.repository.port"

/** `member/logout` and the staff equivalent: the session stops working at once. */
export const logOut = (principal: Principal) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    yield* SessionRepository.use((s) => s.revoke(principal.sessionId, now))
  })
