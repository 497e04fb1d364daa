import { randomBytes } from "node:crypto"
import type { Kysely } from "kysely"
import type { Database } from "../database"

/**
 * A value kept in the database and created once: the first process to start generates it, every later
 * process (and every restart) reads the same value. Used for the token-signing secret.
 */
export const persistentSecret = async (db: Kysely<Database>, key: string): Promise<string> => {
  await db
    .insertInto("app_settings")
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute()
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirstOrThrow()
  return row.value
}
