import { Effect, Option } from "effect"
import { Unauthenticated } from "../../kernel/errors"
import type { Principal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { isSessionLive } from "../domain/session"
import { KnownCallers } from "../ports/known-callers.port"
import { MemberRepository } from "../ports/member.repository.port"
import { SessionRepository } from "../ports/session.repository.port"
import { StaffDirectory } from "../ports/staff-directory.port"
import { TokenCodec } from "../ports/token-codec.port"

/**
 * Turns a bearer token into the caller, or fails when the token is forged, expired, refreshed past or revoked.
 * A member this process authenticated lately from the same token is taken from {@link KnownCallers} (when the
 * composition root provides it) until their token or session expires or the database says their session or status
 * changed; staff are read every time.
 */
export const authenticate = (token: string) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const known = yield* Effect.serviceOption(KnownCallers)
    if (Option.isSome(known)) {
      const caller = yield* known.value.find(token, now.getTime())
      if (caller !== null) return caller satisfies Principal as Principal
    }
    const mark = Option.isSome(known) ? yield* known.value.mark : 0
    const claims = yield* TokenCodec.use((t) => t.read(token))
    if (claims === null) return yield* new Unauthenticated()
    const session = yield* SessionRepository.use((s) => s.find(claims.sessionId))
    if (session === null || !isSessionLive(session, claims, now)) return yield* new Unauthenticated()
    if (session.kind === "member") {
      const member = yield* MemberRepository.use((m) => m.findById(session.subjectId))
      if (member === null || member.status !== "active") return yield* new Unauthenticated()
      const principal = {
        kind: "member",
        memberId: member.id,
        sessionId: session.id,
        impersonatorId: session.impersonatorId
      } as const
      if (Option.isSome(known)) {
        const untilMs = Math.min(session.expiresAt.getTime(), claims.expiresAt.getTime())
        yield* known.value.remember(token, { principal, untilMs }, mark, now.getTime())
      }
      return principal satisfies Principal as Principal
    }
    const staff = yield* StaffDirectory.use((s) => s.activeStaff(session.subjectId))
    if (staff === null) return yield* new Unauthenticated()
    return { kind: "staff", staffId: staff.id, roles: staff.roles, sessionId: session.id } satisfies Principal as Principal
  })
