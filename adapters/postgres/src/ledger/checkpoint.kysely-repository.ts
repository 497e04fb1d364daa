import { CheckpointRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { Db, query } from "../executor"

/** Job checkpoints in `ledger_checkpoints`; `lock` takes the row's lock (creating nothing until the first save). */
export const CheckpointRepositoryKysely = Layer.effect(
  CheckpointRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      lock: (name) =>
        query(db, async (x) => {
          // The row exists from the first save on; before that, a placeholder row gives the lock something to hold.
          await x.insertInto("ledger_checkpoints").values({ name, value: "", updated_at: new Date(0) }).onConflict((oc) => oc.column("name").doNothing()).execute()
          const row = await x.selectFrom("ledger_checkpoints").select("value").where("name", "=", name).forUpdate().executeTakeFirstOrThrow()
          return row.value === "" ? null : row.value
        }),
      save: (name, value, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("ledger_checkpoints")
              .values({ name, value, updated_at: at })
              .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at: at }))
              .execute()
          )
        )
    }
  })
)
