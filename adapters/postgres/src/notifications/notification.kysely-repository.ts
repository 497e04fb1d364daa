import { type Notification, NotificationRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { Db, query } from "../executor"

const COLUMNS = ["id", "member_id", "key", "code", "params", "created_at", "read_at"] as const

const toNotification = (r: { [K in (typeof COLUMNS)[number]]: unknown }): Notification => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  key: String(r.key),
  code: String(r.code),
  params: JSON.parse(String(r.params)) as Notification["params"],
  createdAt: new Date(r.created_at as Date),
  readAt: r.read_at === null ? null : new Date(r.read_at as Date)
})

/** The notifications area's repository (core's NotificationRepository): one row per member and key. */
export const NotificationRepositoryKysely = Layer.effect(
  NotificationRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const unreadCount = (memberId: number) =>
      Effect.map(
        query(db, (x) => x.selectFrom("notifications").select((e) => e.fn.countAll<string>().as("n")).where("member_id", "=", memberId).where("read_at", "is", null).executeTakeFirstOrThrow()),
        (r) => Number(r.n)
      )
    return {
      post: (memberId, drafts, at) =>
        drafts.length === 0
          ? Effect.succeed(0)
          : Effect.map(
              query(db, (x) =>
                x
                  .insertInto("notifications")
                  .values(drafts.map((d) => ({ member_id: memberId, key: d.key, code: d.code, params: JSON.stringify(d.params), created_at: at })))
                  .onConflict((oc) => oc.columns(["member_id", "key"]).doNothing())
                  .returning("id")
                  .execute()
              ),
              (rows) => rows.length
            ),
      list: (memberId, q) =>
        Effect.map(
          Effect.all([
            query(db, (x) => {
              let s = x.selectFrom("notifications").select(COLUMNS).where("member_id", "=", memberId)
              if (q.unreadOnly) s = s.where("read_at", "is", null)
              return s.orderBy("id", "desc").limit(q.limit).offset(q.offset).execute()
            }),
            query(db, (x) => {
              let s = x.selectFrom("notifications").select((e) => e.fn.countAll<string>().as("n")).where("member_id", "=", memberId)
              if (q.unreadOnly) s = s.where("read_at", "is", null)
              return s.executeTakeFirstOrThrow()
            }),
            unreadCount(memberId)
          ]),
          ([rows, total, unread]) => ({ rows: rows.map(toNotification), total: Number(total.n), unread })
        ),
      unreadCount,
      markRead: (memberId, ids, at) =>
        ids !== null && ids.length === 0
          ? Effect.succeed(0)
          : Effect.map(
              query(db, (x) => {
                let u = x.updateTable("notifications").set({ read_at: at }).where("member_id", "=", memberId).where("read_at", "is", null)
                if (ids !== null) u = u.where("id", "in", [...ids])
                return u.executeTakeFirst()
              }),
              (r) => Number(r.numUpdatedRows)
            )
    }
  })
)
