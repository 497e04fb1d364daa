import { type Notification, type NotificationDraft, NotificationRepository } from "@iw/core"
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
    const postMany = (items: ReadonlyArray<{ readonly memberId: number; readonly drafts: ReadonlyArray<NotificationDraft> }>, at: Date) => {
      const values = items.flatMap((i) => i.drafts.map((d) => ({ member_id: i.memberId, key: d.key, code: d.code, params: JSON.stringify(d.params), created_at: at })))
      // At most 2,000 rows a statement: five parameters a row stay well under PostgreSQL's 65,535.
      const chunks = Array.from({ length: Math.ceil(values.length / 2_000) }, (_, i) => values.slice(i * 2_000, (i + 1) * 2_000))
      return Effect.map(
        Effect.forEach(chunks, (chunk) =>
          query(db, (x) => x.insertInto("notifications").values(chunk).onConflict((oc) => oc.columns(["member_id", "key"]).doNothing()).returning("id").execute())
        ),
        (results) => results.reduce((n, rows) => n + rows.length, 0)
      )
    }
    return {
      post: (memberId, drafts, at) => postMany([{ memberId, drafts }], at),
      postMany,
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
