import { ActivityRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

export const ActivityRepositoryKysely = Layer.effect(
  ActivityRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      addPageTime: (memberId, day, path, seconds) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("member_activity")
              .values({ member_id: memberId, day, path, seconds })
              .onConflict((oc) => oc.columns(["member_id", "day", "path"]).doUpdateSet({ seconds: sql`member_activity.seconds + excluded.seconds` }))
              .execute()
          )
        )
    }
  })
)
