import { Context, type Effect } from "effect"
import type { Session } from "../domain/session"

export class SessionRepository extends Context.Service<
  SessionRepository,
  {
    readonly create: (s: Session) => Effect.Effect<void>
    readonly find: (id: string) => Effect.Effect<Session | null>
    readonly renew: (id: string, version: number, expiresAt: Date) => Effect.Effect<void>
    readonly revoke: (id: string, at: Date) => Effect.Effect<void>
    readonly revokeAllOf: (kind: Session["kind"], subjectId: number, at: Date) => Effect.Effect<void>
  }
>()("iw/identity/SessionRepository") {}
