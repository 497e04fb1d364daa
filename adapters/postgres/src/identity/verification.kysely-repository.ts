import { type Channel, type Verification, VerificationRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

export const VerificationRepositoryKysely = Layer.effect(
  VerificationRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      reserve: (channel, destination, ip) =>
        Effect.asVoid(
          query(db, async (x) => {
            // Transaction-scoped advisory locks, always destination first, then address: no lock-order cycles.
            await sql`select pg_advisory_xact_lock(hashtext(${`verify:${channel}:${destination}`}))`.execute(x)
            await sql`select pg_advisory_xact_lock(hashtext(${`verify-ip:${ip}`}))`.execute(x)
          })
        ),
      create: (v) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("verifications")
              .values({
                id: v.id,
                channel: v.channel,
                destination: v.destination,
                code_digest: v.codeDigest,
                ip: v.ip,
                created_at: v.createdAt,
                expires_at: v.expiresAt,
                attempts: v.attempts,
                verified_at: v.verifiedAt
              })
              .execute()
          )
        ),
      latestFor: (channel, destination) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("verifications")
              .select(["id", "channel", "destination", "code_digest", "created_at", "expires_at", "attempts", "verified_at"])
              .where("channel", "=", channel)
              .where("destination", "=", destination)
              .orderBy("created_at", "desc")
              .orderBy("id", "desc")
              .limit(1)
              .forUpdate()
              .executeTakeFirst()
          ),
          (r): Verification | null =>
            r
              ? {
                  id: r.id,
                  channel: r.channel as Channel,
                  destination: r.destination,
                  codeDigest: r.code_digest,
                  createdAt: r.created_at,
                  expiresAt: r.expires_at,
                  attempts: r.attempts,
                  verifiedAt: r.verified_at
                }
              : null
        ),
      save: (v) =>
        Effect.asVoid(
          query(db, (x) => x.updateTable("verifications").set({ attempts: v.attempts, verified_at: v.verifiedAt }).where("id", "=", v.id).execute())
        ),
      sendTimesTo: (channel, destination, since) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("verifications")
              .select("created_at")
              .where("channel", "=", channel)
              .where("destination", "=", destination)
              .where("created_at", ">", since)
              .execute()
          ),
          (rows) => rows.map((r) => r.created_at)
        ),
      sendTimesFromIp: (ip, since) =>
        Effect.map(
          query(db, (x) => x.selectFrom("verifications").select("created_at").where("ip", "=", ip).where("created_at", ">", since).execute()),
          (rows) => rows.map((r) => r.created_at)
        ),
      createToken: (t) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("registration_tokens")
              .values({ digest: t.digest, channel: t.channel, destination: t.destination, expires_at: t.expiresAt, consumed_at: t.consumedAt })
              .execute()
          )
        ),
      findToken: (digest) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("registration_tokens")
              .select(["digest", "channel", "destination", "expires_at", "consumed_at"])
              .where("digest", "=", digest)
              .forUpdate()
              .executeTakeFirst()
          ),
          (r) =>
            r
              ? { digest: r.digest, channel: r.channel as Channel, destination: r.destination, expiresAt: r.expires_at, consumedAt: r.consumed_at }
              : null
        ),
      consumeToken: (digest, at) =>
        Effect.asVoid(query(db, (x) => x.updateTable("registration_tokens").set({ consumed_at: at }).where("digest", "=", digest).execute()))
    }
  })
)
