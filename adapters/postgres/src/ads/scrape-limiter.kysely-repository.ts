import { ScrapeLimiter, scrapeWaitSeconds } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

/**
 * The per-member scrape limit in one statement: the upsert moves `last_at` only when the stored one is a whole window
 * old, so two processes answering the same member at once accept exactly one (the row lock orders them).
 */
export const ScrapeLimiterKysely = Layer.effect(
  ScrapeLimiter,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      take: (memberId, now, windowSeconds) =>
        query(db, async (x) => {
          const accepted = await sql<{ member_id: number }>`
            insert into ad_scrape_attempts (member_id, last_at) values (${memberId}, ${now})
            on conflict (member_id) do update set last_at = excluded.last_at
            where ad_scrape_attempts.last_at <= excluded.last_at - make_interval(secs => ${windowSeconds})
            returning member_id`.execute(x)
          if (accepted.rows.length > 0) return { allowed: true as const }
          const row = await x.selectFrom("ad_scrape_attempts").select("last_at").where("member_id", "=", memberId).executeTakeFirst()
          const last = row ? new Date(row.last_at as unknown as string | Date) : null
          return { allowed: false as const, retryAfterSeconds: Math.max(1, scrapeWaitSeconds(last, now, windowSeconds)) }
        })
    }
  })
)
