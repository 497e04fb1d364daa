import { KnownCallers, type Session, SessionRepository } from "@iw/core"
import { Effect, Layer, Option } from "effect"
import { Db, query } from "../executor"

export const SessionRepositoryKysely = Layer.effect(
  SessionRepository,
  Effect.gen(function* () {
    const db = yield* Db
    // This process forgets the callers of a changed session at the write (the live channel tells every process,
    // this one too, when the change commits: migration 0053).
    const known = yield* Effect.serviceOption(KnownCallers)
    const forget = (sessionId: string) => (Option.isSome(known) ? known.value.forget({ sessionId }) : Effect.void)
    const forgetMember = (memberId: number) => (Option.isSome(known) ? known.value.forget({ memberId }) : Effect.void)
    return {
      create: (s) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("sessions")
              .values({
                id: s.id,
                kind: s.kind,
                subject_id: s.subjectId,
                version: s.version,
                created_at: s.createdAt,
                expires_at: s.expiresAt,
                revoked_at: s.revokedAt,
                impersonator_id: s.impersonatorId
              })
              .execute()
          )
        ),
      find: (id) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("sessions")
              .select(["id", "kind", "subject_id", "version", "created_at", "expires_at", "revoked_at", "impersonator_id"])
              .where("id", "=", id)
              .executeTakeFirst()
          ),
          (r): Session | null =>
            r
              ? {
                  id: r.id,
                  kind: r.kind as Session["kind"],
                  subjectId: Number(r.subject_id),
                  version: r.version,
                  createdAt: r.created_at,
                  expiresAt: r.expires_at,
                  revokedAt: r.revoked_at,
                  impersonatorId: r.impersonator_id
                }
              : null
        ),
      // After the write: a request that read the session before it is not kept (see KnownCallers' mark).
      renew: (id, version, expiresAt) =>
        Effect.andThen(query(db, (x) => x.updateTable("sessions").set({ version, expires_at: expiresAt }).where("id", "=", id).execute()), forget(id)),
      revoke: (id, at) =>
        Effect.andThen(
          query(db, (x) => x.updateTable("sessions").set({ revoked_at: at }).where("id", "=", id).where("revoked_at", "is", null).execute()),
          forget(id)
        ),
      revokeAllOf: (kind, subjectId, at) =>
        Effect.andThen(
          query(db, (x) =>
            x
              .updateTable("sessions")
              .set({ revoked_at: at })
              .where("kind", "=", kind)
              .where("subject_id", "=", subjectId)
              .where("revoked_at", "is", null)
              .execute()
          ),
          kind === "member" ? forgetMember(subjectId) : Effect.void
        )
    }
  })
)
