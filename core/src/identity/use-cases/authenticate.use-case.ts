import { Effect } from "effect"
import { Unauthenticated } from "../../kernel/errors"
import type { Principal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { isSessionLive } from "../domain/session"
import { MemberRepository } from "../ports/member.repository.port"
import { SessionRepository } from "../ports/session.repository.port"
import { StaffDirectory } from "../ports/staff-directory.port"
import { TokenCodec } from "../ports/token-codec.port"

/** Turns a bearer token into the caller, or fails when the token is forged, expired, refreshed past or revoked. */
export const authenticate = (token: string) =>
  Effect.gen(function* () {
    const claims = yield* TokenCodec.use((t) => t.read(token))
    if (claims === null) return yield* new Unauthenticated()
    const session = yield* SessionRepository.use((s) => s.find(claims.sessionId))
    const now = yield* Clock.use((c) => c.now)
    if (session === null || !isSessionLive(session, claims, now)) return yield* new Unauthenticated()
    if (session.kind === "member") {
      const member = yield* MemberRepository.use((m) => m.findById(session.subjectId))
      if (member === null || member.status !== "active") return yield* new Unauthenticated()
      return {
        kind: "member",
        memberId: member.id,
        sessionId: session.id,
        impersonatorId: session.impersonatorId
      } satisfies Principal as Principal
    }
    const staff = yield* StaffDirectory.use((s) => s.activeStaff(session.subjectId))
    if (staff === null) return yield* new Unauthenticated()
    return { kind: "staff", staffId: staff.id, roles: staff.roles, sessionId: session.id } satisfies Principal as Principal
  })
