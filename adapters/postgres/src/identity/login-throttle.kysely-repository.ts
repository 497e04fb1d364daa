import { LoginThrottleRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { Db, query } from "../executor"

export const LoginThrottleRepositoryKysely = Layer.effect(
  LoginThrottleRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      get: (key) =>
        query(db, async (x) => {
          // Create the row first so that concurrent attempts on one name queue on its lock.
          await x.insertInto("login_throttles").values({ key, failures: 0 }).onConflict((oc) => oc.column("key").doNothing()).execute()
          const r = await x
            .selectFrom("login_throttles")
            .select(["failures", "window_started_at", "blocked_until"])
            .where("key", "=", key)
            .forUpdate()
            .executeTakeFirstOrThrow()
          return { failures: r.failures, windowStartedAt: r.window_started_at, blockedUntil: r.blocked_until }
        }),
      put: (key, s) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("login_throttles")
              .set({ failures: s.failures, window_started_at: s.windowStartedAt, blocked_until: s.blockedUntil })
              .where("key", "=", key)
              .execute()
          )
        )
    }
  })
)
