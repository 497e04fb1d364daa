import { type Live2EarnPhoto, Live2EarnRepository, type PhotoState } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const PHOTO_COLUMNS = ["id", "member_id", "state", "name", "mime", "size", "storage_key", "reason", "reviewer_id", "reward_transfer_id", "created_at", "reviewed_at"] as const

type Row<C extends ReadonlyArray<string>> = { [K in C[number]]: unknown }
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

const toPhoto = (r: Row<typeof PHOTO_COLUMNS>): Live2EarnPhoto => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  state: r.state as PhotoState,
  name: String(r.name),
  mime: String(r.mime),
  size: Number(r.size),
  storageKey: String(r.storage_key),
  reason: (r.reason as string | null) ?? null,
  reviewerId: numOrNull(r.reviewer_id),
  rewardTransferId: numOrNull(r.reward_transfer_id),
  createdAt: new Date(r.created_at as Date),
  reviewedAt: r.reviewed_at === null ? null : new Date(r.reviewed_at as Date)
})

/** The live2earn area's repository (core's Live2EarnRepository). */
export const Live2EarnRepositoryKysely = Layer.effect(
  Live2EarnRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      add: (p) =>
        Effect.map(
          query(db, (x) =>
            x.insertInto("live2earn_photos").values({ member_id: p.memberId, name: p.name, mime: p.mime, size: p.size, storage_key: p.storageKey, created_at: p.at }).returning("id").executeTakeFirstOrThrow()
          ),
          (r) => Number(r.id)
        ),
      get: (id, lock = false) =>
        Effect.map(
          query(db, (x) => {
            const q = x.selectFrom("live2earn_photos").select(PHOTO_COLUMNS).where("id", "=", id)
            return (lock ? q.forUpdate() : q).executeTakeFirst()
          }),
          (r) => (r ? toPhoto(r) : null)
        ),
      ofMember: (memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("live2earn_photos").select(PHOTO_COLUMNS).where("member_id", "=", memberId).orderBy("id", "desc").limit(200).execute()), (rows) => rows.map(toPhoto)),
      inState: (state, limit, offset) =>
        query(db, async (x) => {
          const base = x.selectFrom("live2earn_photos").where("state", "=", state)
          const rows = await base.select(PHOTO_COLUMNS).orderBy("id", "asc").limit(limit).offset(offset).execute()
          const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toPhoto), total: Number(total.n) }
        }),
      review: (id, r) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("live2earn_photos")
              .set({ state: r.state, reason: r.reason, reviewer_id: r.reviewerId, reward_transfer_id: r.rewardTransferId === null ? null : String(r.rewardTransferId), reviewed_at: r.at })
              .where("id", "=", id)
              .execute()
          )
        )
    }
  })
)
