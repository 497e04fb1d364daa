import { type ContentItem, type ContentKind, ContentRepository, type Translations } from "@iw/core"
import { Effect, Layer } from "effect"
import { type Kysely, type Selectable, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"

type Row = Selectable<Database["content_items"]> & { updated_by_name: string | null }

const toItem = (r: Row): ContentItem => ({
  id: r.id,
  kind: r.kind as ContentKind,
  translations: (typeof r.translations === "string" ? JSON.parse(r.translations) : r.translations) as Translations,
  pinned: r.pinned,
  public: r.public,
  published: r.published,
  publishedAt: r.published_at,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  location: r.location,
  sort: r.sort,
  revision: r.revision,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by_name
})

/** A revision's snapshot is the item as JSON; dates come back as strings. */
const fromSnapshot = (s: Record<string, unknown>): ContentItem => {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)))
  const x = s as Record<string, any>
  return { ...(x as ContentItem), publishedAt: date(x.publishedAt)!, startsAt: date(x.startsAt), endsAt: date(x.endsAt), createdAt: date(x.createdAt)!, updatedAt: date(x.updatedAt)! }
}

const items = (x: Kysely<Database>) =>
  x
    .selectFrom("content_items as c")
    .leftJoin("staff_members as s", "s.id", "c.updated_by")
    .selectAll("c")
    .select(sql<string | null>`case when s.id is null then null else trim(s.first_name || ' ' || s.last_name) end`.as("updated_by_name"))
    .where("c.deleted_at", "is", null)

export const ContentRepositoryKysely = Layer.effect(
  ContentRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const getRow = (x: Kysely<Database>, kind: ContentKind, id: number) => items(x).where("c.kind", "=", kind).where("c.id", "=", id).executeTakeFirst()
    return {
      list: (q) =>
        query(db, async (x) => {
          const filtered = <B extends ReturnType<typeof items>>(b: B) =>
            b
              .where("c.kind", "=", q.kind)
              .$if(q.visibleAt !== undefined, (b) => b.where("c.published", "=", true).where("c.published_at", "<=", q.visibleAt!))
              .$if(q.publicOnly === true, (b) => b.where("c.public", "=", true))
              .$if(q.q !== undefined, (b) => b.where(sql<boolean>`c.translations::text ilike ${`%${q.q!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)) as B
          let ordered = filtered(items(x))
          // The same order as the core's compareForReading: pinned announcements first, then the reader's order or the kind's own.
          if (q.visibleAt !== undefined && q.order !== undefined) {
            const dir = q.order.direction
            if (q.kind === "announcement") ordered = ordered.orderBy("c.pinned", "desc")
            ordered = q.order.by === "id" ? ordered.orderBy("c.id", dir) : ordered.orderBy("c.published_at", dir).orderBy("c.id", dir)
          } else if (q.visibleAt !== undefined && q.kind === "tutorial") ordered = ordered.orderBy("c.sort").orderBy("c.id")
          else if (q.visibleAt !== undefined && q.kind === "announcement") ordered = ordered.orderBy("c.pinned", "desc").orderBy("c.published_at", "desc").orderBy("c.id", "desc")
          else ordered = ordered.orderBy(q.visibleAt !== undefined ? "c.published_at" : "c.id", "desc").orderBy("c.id", "desc")
          const rows = await ordered.limit(q.limit).offset(q.offset).execute()
          const total = await filtered(items(x)).clearSelect().select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map((r) => toItem(r as Row)), total: Number(total.n) }
        }),
      get: (kind, id) => Effect.map(query(db, (x) => getRow(x, kind, id)), (r) => (r ? toItem(r as Row) : null)),
      save: (kind, id, d, by, at) =>
        query(db, async (x) => {
          const values = {
            translations: JSON.stringify(d.translations),
            pinned: d.pinned,
            public: d.public,
            published: d.published,
            published_at: d.publishedAt,
            starts_at: d.startsAt,
            ends_at: d.endsAt,
            location: d.location,
            sort: d.sort,
            updated_at: at,
            updated_by: by.staffId
          }
          let savedId: number
          if (id === null) {
            savedId = (await x.insertInto("content_items").values({ kind, ...values, revision: 1, created_at: at, deleted_at: null }).returning("id").executeTakeFirstOrThrow()).id
          } else {
            const r = await x
              .updateTable("content_items")
              .set({ ...values, revision: sql<number>`revision + 1` })
              .where("id", "=", id)
              .where("kind", "=", kind)
              .where("deleted_at", "is", null)
              .returning("id")
              .executeTakeFirst()
            if (!r) return null
            savedId = r.id
          }
          const item = toItem((await getRow(x, kind, savedId)) as Row)
          await x.insertInto("content_revisions").values({ item_id: item.id, revision: item.revision, snapshot: JSON.stringify(item), edited_at: at, edited_by: by.staffId }).execute()
          return item
        }),
      remove: (kind, id, at) =>
        Effect.map(
          query(db, (x) => x.updateTable("content_items").set({ deleted_at: at }).where("id", "=", id).where("kind", "=", kind).where("deleted_at", "is", null).executeTakeFirst()),
          (r) => Number(r.numUpdatedRows) > 0
        ),
      revisions: (kind, id, limit, offset) =>
        query(db, async (x) => {
          const base = x.selectFrom("content_revisions as r").innerJoin("content_items as c", "c.id", "r.item_id").where("c.kind", "=", kind).where("r.item_id", "=", id)
          const rows = await base
            .leftJoin("staff_members as s", "s.id", "r.edited_by")
            .select(["r.revision", "r.snapshot", "r.edited_at", sql<string | null>`case when s.id is null then null else trim(s.first_name || ' ' || s.last_name) end`.as("editor")])
            .orderBy("r.revision", "desc")
            .limit(limit)
            .offset(offset)
            .execute()
          const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return {
            rows: rows.map((r) => ({
              revision: r.revision,
              editedAt: r.edited_at,
              editedBy: r.editor,
              item: fromSnapshot((typeof r.snapshot === "string" ? JSON.parse(r.snapshot) : r.snapshot) as Record<string, unknown>)
            })),
            total: Number(total.n)
          }
        }),
      markRead: (memberId, kind, ids, at) =>
        Effect.asVoid(
          query(db, async (x) => {
            if (ids.length === 0) return
            // Only items of this kind the member can see now: a draft or a future item read early would never count as unread.
            await x
                  .insertInto("content_reads")
                  .columns(["member_id", "item_id", "read_at"])
                  .expression((eb) =>
                    eb
                      .selectFrom("content_items")
                      .select([sql<number>`${memberId}::int`.as("member_id"), "id", sql<Date>`${at}::timestamptz`.as("read_at")])
                      .where("id", "in", [...new Set(ids)])
                      .where("kind", "=", kind)
                      .where("deleted_at", "is", null)
                      .where("published", "=", true)
                      .where("published_at", "<=", at)
                  )
                  .onConflict((oc) => oc.columns(["member_id", "item_id"]).doNothing())
                  .execute()
          })
        ),
      readIds: (memberId, ids) =>
        Effect.map(
          query(db, (x) => (ids.length === 0 ? Promise.resolve([]) : x.selectFrom("content_reads").select("item_id").where("member_id", "=", memberId).where("item_id", "in", [...ids]).execute())),
          (rows) => new Set(rows.map((r) => r.item_id))
        ),
      unreadCount: (memberId, kind, now) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("content_items as c")
              .select(sql<number>`count(*)::int`.as("n"))
              .where("c.kind", "=", kind)
              .where("c.deleted_at", "is", null)
              .where("c.published", "=", true)
              .where("c.published_at", "<=", now)
              .where(({ not, exists, selectFrom }) => not(exists(selectFrom("content_reads as r").select("r.item_id").whereRef("r.item_id", "=", "c.id").where("r.member_id", "=", memberId))))
              .executeTakeFirstOrThrow()
          ),
          (r) => Number(r.n)
        ),
      unreadCounts: (memberId, now) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("content_items as c")
              .select(["c.kind", sql<number>`count(*)::int`.as("n")])
              .where("c.deleted_at", "is", null)
              .where("c.published", "=", true)
              .where("c.published_at", "<=", now)
              .where(({ not, exists, selectFrom }) => not(exists(selectFrom("content_reads as r").select("r.item_id").whereRef("r.item_id", "=", "c.id").where("r.member_id", "=", memberId))))
              .groupBy("c.kind")
              .execute()
          ),
          (rows) => {
            const counts: Record<ContentKind, number> = { announcement: 0, event: 0, tutorial: 0 }
            for (const r of rows) counts[r.kind as ContentKind] = Number(r.n)
            return counts
          }
        )
    }
  })
)
