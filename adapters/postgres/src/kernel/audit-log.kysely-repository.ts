import { AuditLog, Clock } from "@iw/core"
import { Effect, Layer } from "effect"
import { Db, query } from "../executor"

export const AuditLogKysely = Layer.effect(
  AuditLog,
  Effect.gen(function* () {
    const db = yield* Db
    const clock = yield* Clock
    return {
      record: (e) =>
        Effect.flatMap(clock.now, (at) =>
          query(db, (x) =>
            x
              .insertInto("audit_log")
              .values({
                at,
                actor_kind: e.actor.kind,
                actor_id: e.actor.id,
                action: e.action,
                target_type: e.target.type,
                target_id: e.target.id,
                details: JSON.stringify(e.details ?? {})
              })
              .execute()
          )
        ).pipe(Effect.asVoid),
      list: (q) =>
        query(db, async (x) => {
          let base = x.selectFrom("audit_log")
          if (q.targetType) base = base.where("target_type", "=", q.targetType)
          if (q.targetId) base = base.where("target_id", "=", q.targetId)
          const [rows, count] = await Promise.all([
            base
              .select(["id", "at", "actor_kind", "actor_id", "action", "target_type", "target_id", "details"])
              .orderBy("id", "desc")
              .limit(q.limit)
              .offset(q.offset)
              .execute(),
            base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return {
            total: Number(count.n),
            rows: rows.map((r) => ({
              id: Number(r.id),
              at: r.at,
              actor: { kind: r.actor_kind as "member" | "staff" | "system", id: r.actor_id },
              action: r.action,
              target: { type: r.target_type, id: r.target_id },
              details: (r.details ?? {}) as Record<string, unknown>
            }))
          }
        })
    }
  })
)
