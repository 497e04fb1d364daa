import { OneTimeCodeRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { Db, query } from "../executor"

export const OneTimeCodeRepositoryKysely = Layer.effect(
  OneTimeCodeRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      create: (c) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("login_codes")
              .values({ digest: c.digest, member_id: c.memberId, expires_at: c.expiresAt, issued_by_staff_id: c.issuedByStaffId })
              .execute()
          )
        ),
      consume: (digest, memberId, now) =>
        Effect.map(
          query(db, (x) =>
            x
              .updateTable("login_codes")
              .set({ used_at: now })
              .where("digest", "=", digest)
              .where("member_id", "=", memberId)
              .where("used_at", "is", null)
              .where("expires_at", ">", now)
              .returning(["digest", "member_id", "expires_at", "issued_by_staff_id"])
              .executeTakeFirst()
          ),
          (r) => (r ? { digest: r.digest, memberId: Number(r.member_id), expiresAt: r.expires_at, issuedByStaffId: r.issued_by_staff_id } : null)
        )
    }
  })
)
