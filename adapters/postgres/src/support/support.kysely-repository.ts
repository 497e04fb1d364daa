import { type Attachment, type AttachmentKind, type Author, type HistoryEntry, type HistoryOperation, type Lang, SupportRepository, type Ticket, type TicketMessage, type TicketStatus } from "@iw/core"
import { Effect, Layer } from "effect"
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"
import { cstDate, cstDay } from "../kernel/cst-sql"

type Row = Awaited<ReturnType<ReturnType<typeof ticketQuery>["executeTakeFirstOrThrow"]>>

const ticketQuery = (x: Kysely<Database>) =>
  x
    .selectFrom("support_tickets as t")
    .innerJoin("members as m", "m.id", "t.member_id")
    .leftJoin("staff_members as s", "s.id", "t.assignee_id")
    .select([
      "t.id",
      "t.member_id",
      "t.subject",
      "t.status",
      "t.language",
      "t.assignee_id",
      "t.creator",
      "t.last_reply_at",
      "t.last_reply_by",
      "t.last_staff_reply_at",
      "t.first_staff_reply_at",
      "t.member_seen_at",
      "t.closed_at",
      "t.created_at",
      "t.updated_at",
      sql<string>`trim(m.first_name || ' ' || m.last_name)`.as("member_name"),
      sql<string | null>`case when s.id is null then null else trim(s.first_name || ' ' || s.last_name) end`.as("assignee_name"),
      sql<number>`(select count(*)::int from support_messages sm where sm.ticket_id = t.id and sm.deleted_at is null)`.as("message_count")
    ])

const toTicket = (r: Row): Ticket => ({
  id: r.id,
  memberId: r.member_id,
  memberName: r.member_name,
  subject: r.subject,
  status: r.status as TicketStatus,
  language: r.language as Lang,
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  creator: r.creator as Author,
  lastReplyAt: r.last_reply_at,
  lastReplyBy: r.last_reply_by as Author,
  lastStaffReplyAt: r.last_staff_reply_at,
  memberSeenAt: r.member_seen_at,
  firstStaffReplyAt: r.first_staff_reply_at,
  messages: Number(r.message_count),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  closedAt: r.closed_at
})

/** The display name of an author: the member's or the staff member's name. */
const authorName = (eb: ExpressionBuilder<Database, "support_messages">) =>
  sql<string>`case when ${eb.ref("support_messages.author")} = 'member'
    then (select trim(first_name || ' ' || last_name) from members where id = ${eb.ref("support_messages.author_id")})
    else (select trim(first_name || ' ' || last_name) from staff_members where id = ${eb.ref("support_messages.author_id")}) end`

const toAttachment = (a: Selectable<Database["support_attachments"]>): Attachment => ({
  id: a.id,
  ticketId: a.ticket_id,
  messageId: a.message_id,
  author: a.author as Author,
  authorId: a.author_id,
  name: a.name,
  kind: a.kind as AttachmentKind,
  size: a.size,
  storageKey: a.storage_key,
  createdAt: a.created_at
})

export const SupportRepositoryKysely = Layer.effect(
  SupportRepository,
  Effect.gen(function* () {
    const db = yield* Db

    const messagesOf = (ticketId: number, messageId?: number) =>
      query(db, async (x) => {
        const rows = await x
          .selectFrom("support_messages")
          .select((eb) => ["id", "ticket_id", "author", "author_id", "body", "created_at", authorName(eb).as("author_name")])
          .where("ticket_id", "=", ticketId)
          .where("deleted_at", "is", null)
          .$if(messageId !== undefined, (b) => b.where("id", "=", messageId!))
          .orderBy("id")
          .execute()
        const files = rows.length === 0 ? [] : await x.selectFrom("support_attachments").selectAll().where("message_id", "in", rows.map((r) => r.id)).where("deleted_at", "is", null).orderBy("id").execute()
        return rows.map(
          (r): TicketMessage => ({
            id: r.id,
            ticketId: r.ticket_id,
            author: r.author as Author,
            authorId: r.author_id,
            authorName: r.author_name ?? "",
            body: r.body,
            createdAt: r.created_at,
            attachments: files.filter((f) => f.message_id === r.id).map(toAttachment)
          })
        )
      })

    return {
      createTicket: (t) =>
        query(db, (x) =>
          x
            .insertInto("support_tickets")
            .values({
              member_id: t.memberId,
              subject: t.subject,
              status: "open",
              language: t.language,
              creator: t.creator,
              creator_id: t.creatorId,
              last_reply_at: t.at,
              last_reply_by: t.creator,
              last_staff_reply_at: t.creator === "staff" ? t.at : null,
              assignee_id: null,
              first_staff_reply_at: null,
              member_seen_at: null,
              closed_at: null,
              created_at: t.at,
              updated_at: t.at
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).pipe(Effect.map((r) => r.id)),
      getTicket: (id, lock = false) =>
        Effect.gen(function* () {
          if (lock) yield* query(db, (x) => x.selectFrom("support_tickets").select("id").where("id", "=", id).forUpdate().executeTakeFirst())
          const r = yield* query(db, (x) => ticketQuery(x).where("t.id", "=", id).executeTakeFirst())
          return r ? toTicket(r) : null
        }),
      updateTicket: (id, c, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("support_tickets")
              .set({
                updated_at: at,
                ...(c.status !== undefined ? { status: c.status } : {}),
                ...(c.assigneeId !== undefined ? { assignee_id: c.assigneeId } : {}),
                ...(c.language !== undefined ? { language: c.language } : {}),
                ...(c.memberSeenAt !== undefined ? { member_seen_at: c.memberSeenAt } : {}),
                ...(c.closedAt !== undefined ? { closed_at: c.closedAt } : {}),
                ...(c.replies ? { last_reply_at: c.replies.lastAt, last_reply_by: c.replies.lastBy, last_staff_reply_at: c.replies.lastStaffAt } : {}),
                ...(c.lastReply
                  ? {
                      last_reply_at: c.lastReply.at,
                      last_reply_by: c.lastReply.by,
                      ...(c.lastReply.by === "staff" ? { last_staff_reply_at: c.lastReply.at, first_staff_reply_at: sql<Date>`coalesce(first_staff_reply_at, ${c.lastReply.at})` } : {})
                    }
                  : {})
              })
              .where("id", "=", id)
              .execute()
          )
        ),
      listTickets: (f, limit, offset) =>
        query(db, async (x) => {
          const filtered = <Q extends ReturnType<typeof ticketQuery>>(b: Q) =>
            b
              .$if(f.memberId !== undefined, (q) => q.where("t.member_id", "=", f.memberId!))
              .$if(f.statuses !== undefined, (q) => q.where("t.status", "in", f.statuses!))
              .$if(f.assigneeId !== undefined, (q) => (f.assigneeId === null ? q.where("t.assignee_id", "is", null) : q.where("t.assignee_id", "=", f.assigneeId!)))
              .$if(f.languages !== undefined, (q) => q.where("t.language", "in", f.languages!))
              .$if(f.waitingSince !== undefined, (q) => q.where("t.last_reply_by", "=", "member").where("t.status", "<>", "closed").where("t.last_reply_at", "<=", f.waitingSince!))
              .$if(f.q !== undefined, (q) =>
                q.where((eb) => eb.or([eb("t.subject", "ilike", `%${f.q!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ...(/^\d{1,9}$/.test(f.q!) ? [eb("t.id", "=", Number(f.q))] : [])]))
              ) as Q
          const rows = await filtered(ticketQuery(x)).orderBy("t.last_reply_at", "desc").orderBy("t.id", "desc").limit(limit).offset(offset).execute()
          const total = await filtered(ticketQuery(x)).clearSelect().select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toTicket), total: Number(total.n) }
        }),
      addMessage: (m) =>
        query(db, (x) => x.insertInto("support_messages").values({ ticket_id: m.ticketId, author: m.author, author_id: m.authorId, body: m.body, created_at: m.at, deleted_at: null }).returning("id").executeTakeFirstOrThrow()).pipe(
          Effect.map((r) => r.id)
        ),
      messages: (ticketId) => messagesOf(ticketId),
      getMessage: (ticketId, messageId) => Effect.map(messagesOf(ticketId, messageId), (rows) => rows[0] ?? null),
      deleteMessage: (messageId, at) =>
        query(db, async (x) => {
          await x.updateTable("support_messages").set({ deleted_at: at }).where("id", "=", messageId).where("deleted_at", "is", null).execute()
          const rows = await x.updateTable("support_attachments").set({ deleted_at: at }).where("message_id", "=", messageId).where("deleted_at", "is", null).returning("storage_key").execute()
          return rows.map((r) => r.storage_key)
        }),
      addAttachment: (a) =>
        query(db, (x) =>
          x
            .insertInto("support_attachments")
            .values({ ticket_id: a.ticketId, message_id: a.messageId, author: a.author, author_id: a.authorId, name: a.name, kind: a.kind, size: a.size, storage_key: a.storageKey, created_at: a.at, deleted_at: null })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).pipe(Effect.map((r) => r.id)),
      getAttachment: (id) =>
        Effect.map(query(db, (x) => x.selectFrom("support_attachments").selectAll().where("id", "=", id).executeTakeFirst()), (r) => (r ? { ...toAttachment(r), deleted: r.deleted_at !== null } : null)),
      deleteAttachment: (id, at) => Effect.asVoid(query(db, (x) => x.updateTable("support_attachments").set({ deleted_at: at }).where("id", "=", id).execute())),
      addHistory: (h) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("support_history")
              .values({ ticket_id: h.ticketId, operation: h.operation, actor: h.actor, actor_id: h.actorId, impersonator_id: h.impersonatorId, from_value: h.from?.slice(0, 200) ?? null, to_value: h.to?.slice(0, 200) ?? null, created_at: h.at })
              .execute()
          )
        ),
      history: (ticketId, limit, offset) =>
        query(db, async (x) => {
          const rows = await x
            .selectFrom("support_history as h")
            .select([
              "h.id",
              "h.ticket_id",
              "h.operation",
              "h.actor",
              "h.actor_id",
              "h.from_value",
              "h.to_value",
              "h.created_at",
              "h.impersonator_id",
              sql<string | null>`(select trim(first_name || ' ' || last_name) from staff_members where id = h.impersonator_id)`.as("impersonator_name"),
              sql<string>`case when h.actor = 'member' then (select trim(first_name || ' ' || last_name) from members where id = h.actor_id)
                else (select trim(first_name || ' ' || last_name) from staff_members where id = h.actor_id) end`.as("actor_name")
            ])
            .where("h.ticket_id", "=", ticketId)
            .orderBy("h.id", "desc")
            .limit(limit)
            .offset(offset)
            .execute()
          const total = await x.selectFrom("support_history").select(sql<number>`count(*)::int`.as("n")).where("ticket_id", "=", ticketId).executeTakeFirstOrThrow()
          return {
            rows: rows.map(
              (r): HistoryEntry => ({
                id: Number(r.id),
                ticketId: r.ticket_id,
                operation: r.operation as HistoryOperation,
                actor: r.actor as Author,
                actorId: r.actor_id,
                actorName: r.actor_name ?? "",
                impersonatorId: r.impersonator_id,
                impersonatorName: r.impersonator_id === null ? null : (r.impersonator_name ?? ""),
                from: r.from_value,
                to: r.to_value,
                createdAt: r.created_at
              })
            ),
            total: Number(total.n)
          }
        }),
      countUnreadForMember: (memberId) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("support_tickets")
              .select(sql<number>`count(*)::int`.as("n"))
              .where("member_id", "=", memberId)
              .where("last_staff_reply_at", "is not", null)
              .where((eb) => eb.or([eb("member_seen_at", "is", null), eb("member_seen_at", "<", eb.ref("last_staff_reply_at"))]))
              .executeTakeFirstOrThrow()
          ),
          (r) => Number(r.n)
        ),
      counters: (staffId) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("support_tickets")
              .select([
                sql<number>`count(*)::int`.as("all"),
                sql<number>`count(*) filter (where assignee_id = ${staffId})::int`.as("assigned"),
                sql<number>`count(*) filter (where assignee_id is null)::int`.as("unassigned"),
                sql<number>`count(*) filter (where status = 'open')::int`.as("open"),
                sql<number>`count(*) filter (where status = 'in_progress')::int`.as("in_progress"),
                sql<number>`count(*) filter (where status = 'closed')::int`.as("closed"),
                sql<number>`count(*) filter (where status <> 'closed' and last_reply_by = 'member')::int`.as("awaiting")
              ])
              .executeTakeFirstOrThrow()
          ),
          (r) => ({ all: Number(r.all), assigned: Number(r.assigned), unassigned: Number(r.unassigned), open: Number(r.open), inProgress: Number(r.in_progress), closed: Number(r.closed), awaitingReply: Number(r.awaiting) })
        ),
      supportStaff: () =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("staff_members as s")
              .select([
                "s.id",
                "s.email",
                sql<string>`trim(s.first_name || ' ' || s.last_name)`.as("name"),
                sql<Array<string>>`coalesce((select array_agg(language order by language) from support_staff_languages l where l.staff_id = s.id), '{}')`.as("languages"),
                sql<number>`(select count(*)::int from support_tickets t where t.assignee_id = s.id and t.status <> 'closed')`.as("open_tickets")
              ])
              .where("s.status", "=", "active")
              .where(sql<boolean>`'admin' = any(s.roles) or 'back-office' = any(s.roles)`)
              .orderBy("s.id")
              .execute()
          ),
          (rows) => rows.map((r) => ({ id: r.id, name: r.name, email: r.email, languages: r.languages as Array<Lang>, openTickets: Number(r.open_tickets) }))
        ),
      staffExists: (staffId) => Effect.map(query(db, (x) => x.selectFrom("staff_members").select("id").where("id", "=", staffId).where("status", "=", "active").executeTakeFirst()), (r) => r !== undefined),
      memberAuthSessions: (memberId, now) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("sessions as se")
              .innerJoin("staff_members as s", "s.id", "se.impersonator_id")
              .select(["se.id", "se.impersonator_id", "se.created_at", "se.expires_at", sql<string>`trim(s.first_name || ' ' || s.last_name)`.as("staff_name")])
              .where("se.kind", "=", "member")
              .where("se.subject_id", "=", memberId)
              .where("se.revoked_at", "is", null)
              .where("se.expires_at", ">", now)
              .orderBy("se.created_at", "desc")
              .execute()
          ),
          (rows) => rows.map((r) => ({ sessionId: r.id, staffId: r.impersonator_id!, staffName: r.staff_name, startedAt: r.created_at, expiresAt: r.expires_at }))
        ),
      setStaffLanguages: (staffId, languages) =>
        Effect.asVoid(
          query(db, async (x) => {
            await x.deleteFrom("support_staff_languages").where("staff_id", "=", staffId).execute()
            if (languages.length > 0) await x.insertInto("support_staff_languages").values(languages.map((language) => ({ staff_id: staffId, language }))).execute()
          })
        ),
      statistics: (since, days) =>
        query(db, async (x) => {
          // Days in CST (UTC-6, spec §9), oldest first, with zero rows filled in.
          const daily = await sql<{ date: string; created: number; closed: number }>`
            with d as (
              select to_char(g::date, 'YYYY-MM-DD') as date
              from generate_series(${cstDate(sql`${since}::timestamptz`)}, ${cstDate(sql`now()`)}, interval '1 day') g
            )
            select d.date,
              (select count(*)::int from support_tickets t where ${cstDay(sql.ref("t.created_at"))} = d.date) as created,
              (select count(*)::int from support_tickets t where t.closed_at is not null and ${cstDay(sql.ref("t.closed_at"))} = d.date) as closed
            from d order by d.date`.execute(x)
          const status = await x.selectFrom("support_tickets").select(["status", sql<number>`count(*)::int`.as("n")]).groupBy("status").execute()
          const byLanguage = await x.selectFrom("support_tickets").select(["language", sql<number>`count(*)::int`.as("n")]).where("created_at", ">=", since).groupBy("language").orderBy("language").execute()
          const byAssignee = await x
            .selectFrom("support_tickets as t")
            .leftJoin("staff_members as s", "s.id", "t.assignee_id")
            .select([
              "t.assignee_id",
              sql<string | null>`max(trim(s.first_name || ' ' || s.last_name))`.as("name"),
              sql<number>`count(*) filter (where t.status <> 'closed')::int`.as("open"),
              sql<number>`count(*) filter (where t.status = 'closed')::int`.as("closed")
            ])
            .groupBy("t.assignee_id")
            .orderBy("t.assignee_id")
            .execute()
          const firstReplies = await x
            .selectFrom("support_tickets")
            .select(sql<number>`extract(epoch from (first_staff_reply_at - created_at)) / 60`.as("minutes"))
            .where("created_at", ">=", since)
            .where("creator", "=", "member")
            .where("first_staff_reply_at", "is not", null)
            .execute()
          const count = (s: TicketStatus) => Number(status.find((r) => r.status === s)?.n ?? 0)
          return {
            daily: daily.rows.slice(-days - 1).map((r) => ({ date: r.date, created: Number(r.created), closed: Number(r.closed) })),
            byStatus: { open: count("open"), in_progress: count("in_progress"), closed: count("closed") },
            byLanguage: byLanguage.map((r) => ({ language: r.language as Lang, count: Number(r.n) })),
            byAssignee: byAssignee.map((r) => ({ assigneeId: r.assignee_id, name: r.name, open: Number(r.open), closed: Number(r.closed) })),
            firstReplyMinutes: firstReplies.map((r) => Number(r.minutes))
          }
        }),
      savedReplies: (language) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("support_saved_replies")
              .select(["id", "title", "language", "body", "updated_at"])
              .$if(language !== undefined, (b) => b.where("language", "=", language!))
              .orderBy("language")
              .orderBy("title")
              .execute()
          ),
          (rows) => rows.map((r) => ({ id: r.id, title: r.title, language: r.language as Lang, body: r.body, updatedAt: r.updated_at }))
        ),
      saveReply: (id, r) =>
        Effect.map(
          query(db, (x) =>
            id === null
              ? x.insertInto("support_saved_replies").values({ title: r.title, language: r.language, body: r.body, staff_id: r.staffId, updated_at: r.at }).returningAll().executeTakeFirst()
              : x.updateTable("support_saved_replies").set({ title: r.title, language: r.language, body: r.body, staff_id: r.staffId, updated_at: r.at }).where("id", "=", id).returningAll().executeTakeFirst()
          ),
          (row) => (row ? { id: row.id, title: row.title, language: row.language as Lang, body: row.body, updatedAt: row.updated_at } : null)
        ),
      deleteReply: (id) => Effect.map(query(db, (x) => x.deleteFrom("support_saved_replies").where("id", "=", id).executeTakeFirst()), (r) => Number(r.numDeletedRows) > 0)
    }
  })
)
