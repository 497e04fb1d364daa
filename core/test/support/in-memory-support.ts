import {
  type Attachment,
  type Author,
  FileStorage,
  type HistoryOperation,
  StorageUsage,
  UploadSettings,
  isBytes,
  type Lang,
  type SavedReply,
  SupportRepository,
  type Ticket,
  type TicketFilter,
  type TicketMessage,
  type TicketStatus,
  Transactor
} from "@iw/core"
import { Effect, Layer } from "effect"
import { type World, inMemoryLayer } from "./in-memory"

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
type TicketRow = Mutable<Omit<Ticket, "memberName" | "assigneeName" | "messages">> & { creatorId: number }
type MessageRow = Mutable<Omit<TicketMessage, "authorName" | "attachments">> & { deletedAt: Date | null }
type AttachmentRow = Mutable<Attachment> & { deletedAt: Date | null }
interface HistoryRow {
  id: number
  ticketId: number
  operation: HistoryOperation
  actor: Author
  actorId: number
  impersonatorId: number | null
  from: string | null
  to: string | null
  createdAt: Date
}

/** What the in-memory support adapter holds. Deleted messages and attachments keep their rows, as in PostgreSQL. */
export interface SupportStore {
  tickets: Array<TicketRow>
  messages: Array<MessageRow>
  attachments: Array<AttachmentRow>
  history: Array<HistoryRow>
  staffLanguages: Record<number, Array<Lang>>
  savedReplies: Array<SavedReply>
  next: number
}

export const emptySupport = (): SupportStore => ({ tickets: [], messages: [], attachments: [], history: [], staffLanguages: {}, savedReplies: [], next: 1 })

/** Bytes by key: what a FileStorage adapter keeps. Not transactional, like a disk. */
export type FileStore = Map<string, Uint8Array>

const clone = <A>(a: A): A => structuredClone(a)
const fullName = (p: { firstName: string; lastName: string } | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : "")

/** The FileStorage port over a Map; reads come back in chunks of at most `chunk` bytes, as a disk adapter streams them. */
export const inMemoryFileStorage = (files: FileStore, chunk = 64 * 1024) =>
  Layer.succeed(FileStorage)({
    put: (key, body) =>
      isBytes(body)
        ? Effect.sync(() => void files.set(key, new Uint8Array(body)))
        : Effect.promise(async () => {
            const parts: Array<Uint8Array> = []
            for await (const c of body.chunks) parts.push(c)
            files.set(key, new Uint8Array(Buffer.concat(parts)))
          }),
    read: (key) =>
      Effect.sync(() => {
        const bytes = files.get(key)
        if (bytes === undefined) return null
        const copy = new Uint8Array(bytes)
        return {
          size: copy.length,
          chunks: {
            async *[Symbol.asyncIterator]() {
              for (let i = 0; i < copy.length; i += chunk) yield copy.slice(i, i + chunk)
            }
          }
        }
      }),
    remove: (key) => Effect.sync(() => void files.delete(key))
  })

/**
 * The SupportRepository port over plain arrays, with names and staff from the identity World (members, staff,
 * sessions). It answers what the PostgreSQL adapter answers; the shared rules (who may see what, which moves are
 * allowed) stay in the use-cases.
 */
export const inMemorySupportRepository = (world: World, store: () => SupportStore) => {
  const s = () => store()
  const memberName = (id: number) => fullName(world.members.find((m) => m.id === id))
  const staffName = (id: number) => fullName(world.staff.find((x) => x.id === id))
  const nameOf = (author: Author, id: number) => (author === "member" ? memberName(id) : staffName(id))
  const liveMessages = (ticketId: number) => s().messages.filter((m) => m.ticketId === ticketId && m.deletedAt === null)
  const toTicket = (t: TicketRow): Ticket => {
    const { creatorId: _, ...rest } = t
    return { ...rest, memberName: memberName(t.memberId), assigneeName: t.assigneeId === null ? null : staffName(t.assigneeId), messages: liveMessages(t.id).length }
  }
  const toMessage = (m: MessageRow): TicketMessage => {
    const { deletedAt: _, ...rest } = m
    return {
      ...rest,
      authorName: nameOf(m.author, m.authorId),
      attachments: s()
        .attachments.filter((a) => a.messageId === m.id && a.deletedAt === null)
        .sort((a, b) => a.id - b.id)
        .map(({ deletedAt: __, ...a }) => a)
    }
  }
  const matches = (f: TicketFilter) => (t: TicketRow) =>
    (f.memberId === undefined || t.memberId === f.memberId) &&
    (f.statuses === undefined || f.statuses.includes(t.status)) &&
    (f.assigneeId === undefined || t.assigneeId === f.assigneeId) &&
    (f.languages === undefined || f.languages.includes(t.language)) &&
    (f.waitingSince === undefined || (t.lastReplyBy === "member" && t.status !== "closed" && t.lastReplyAt.getTime() <= f.waitingSince.getTime())) &&
    (f.q === undefined || t.subject.toLowerCase().includes(f.q.toLowerCase()) || String(t.id) === f.q)
  const supportStaff = () =>
    world.staff
      .filter((x) => x.status === "active" && x.roles.some((r) => r === "admin" || r === "back-office"))
      .sort((a, b) => a.id - b.id)
      .map((x) => ({
        id: x.id,
        name: staffName(x.id),
        email: x.email,
        languages: [...(s().staffLanguages[x.id] ?? [])].sort(),
        openTickets: s().tickets.filter((t) => t.assigneeId === x.id && t.status !== "closed").length
      }))

  return Layer.succeed(SupportRepository)({
    createTicket: (t) =>
      Effect.sync(() => {
        const id = s().next++
        s().tickets.push({
          id,
          memberId: t.memberId,
          subject: t.subject,
          status: "open",
          language: t.language,
          assigneeId: null,
          creator: t.creator,
          creatorId: t.creatorId,
          lastReplyAt: t.at,
          lastReplyBy: t.creator,
          lastStaffReplyAt: t.creator === "staff" ? t.at : null,
          memberSeenAt: null,
          firstStaffReplyAt: null,
          createdAt: t.at,
          updatedAt: t.at,
          closedAt: null
        })
        return id
      }),
    getTicket: (id) => Effect.sync(() => ((t) => (t ? toTicket(t) : null))(s().tickets.find((t) => t.id === id))),
    updateTicket: (id, c, at) =>
      Effect.sync(() => {
        const t = s().tickets.find((x) => x.id === id)
        if (!t) return
        t.updatedAt = at
        if (c.status !== undefined) t.status = c.status
        if (c.assigneeId !== undefined) t.assigneeId = c.assigneeId
        if (c.language !== undefined) t.language = c.language
        if (c.memberSeenAt !== undefined) t.memberSeenAt = c.memberSeenAt
        if (c.closedAt !== undefined) t.closedAt = c.closedAt
        if (c.replies) Object.assign(t, { lastReplyAt: c.replies.lastAt, lastReplyBy: c.replies.lastBy, lastStaffReplyAt: c.replies.lastStaffAt })
        if (c.lastReply) {
          Object.assign(t, { lastReplyAt: c.lastReply.at, lastReplyBy: c.lastReply.by })
          if (c.lastReply.by === "staff") Object.assign(t, { lastStaffReplyAt: c.lastReply.at, firstStaffReplyAt: t.firstStaffReplyAt ?? c.lastReply.at })
        }
      }),
    listTickets: (f, limit, offset) =>
      Effect.sync(() => {
        const rows = s()
          .tickets.filter(matches(f))
          .sort((a, b) => b.lastReplyAt.getTime() - a.lastReplyAt.getTime() || b.id - a.id)
        return { rows: rows.slice(offset, offset + limit).map(toTicket), total: rows.length }
      }),
    addMessage: (m) =>
      Effect.sync(() => {
        const id = s().next++
        s().messages.push({ id, ticketId: m.ticketId, author: m.author, authorId: m.authorId, body: m.body, createdAt: m.at, deletedAt: null })
        return id
      }),
    messages: (ticketId) => Effect.sync(() => liveMessages(ticketId).sort((a, b) => a.id - b.id).map(toMessage)),
    getMessage: (ticketId, messageId) => Effect.sync(() => ((m) => (m ? toMessage(m) : null))(liveMessages(ticketId).find((m) => m.id === messageId))),
    deleteMessage: (messageId, at) =>
      Effect.sync(() => {
        const m = s().messages.find((x) => x.id === messageId && x.deletedAt === null)
        if (m) m.deletedAt = at
        const keys: Array<string> = []
        for (const a of s().attachments) if (a.messageId === messageId && a.deletedAt === null) (a.deletedAt = at), keys.push(a.storageKey)
        return keys
      }),
    addAttachment: (a) =>
      Effect.sync(() => {
        const id = s().next++
        s().attachments.push({ id, ticketId: a.ticketId, messageId: a.messageId, author: a.author, authorId: a.authorId, name: a.name, kind: a.kind, size: a.size, storageKey: a.storageKey, createdAt: a.at, deletedAt: null })
        return id
      }),
    getAttachment: (id) =>
      Effect.sync(() => {
        const a = s().attachments.find((x) => x.id === id)
        if (!a) return null
        const { deletedAt, ...rest } = a
        return { ...rest, deleted: deletedAt !== null }
      }),
    deleteAttachment: (id, at) =>
      Effect.sync(() => {
        const a = s().attachments.find((x) => x.id === id)
        if (a) a.deletedAt = at
      }),
    addHistory: (h) =>
      Effect.sync(() => {
        s().history.push({ id: s().next++, ticketId: h.ticketId, operation: h.operation, actor: h.actor, actorId: h.actorId, impersonatorId: h.impersonatorId, from: h.from, to: h.to, createdAt: h.at })
      }),
    history: (ticketId, limit, offset) =>
      Effect.sync(() => {
        const rows = s()
          .history.filter((h) => h.ticketId === ticketId)
          .sort((a, b) => b.id - a.id)
        return {
          rows: rows
            .slice(offset, offset + limit)
            .map((h) => ({ ...h, actorName: nameOf(h.actor, h.actorId), impersonatorName: h.impersonatorId === null ? null : staffName(h.impersonatorId) })),
          total: rows.length
        }
      }),
    countUnreadForMember: (memberId) =>
      Effect.sync(() => s().tickets.filter((t) => t.memberId === memberId && t.lastStaffReplyAt !== null && (t.memberSeenAt === null || t.memberSeenAt < t.lastStaffReplyAt)).length),
    counters: (staffId) =>
      Effect.sync(() => {
        const all = s().tickets
        const count = (p: (t: TicketRow) => boolean) => all.filter(p).length
        return {
          all: all.length,
          assigned: count((t) => t.assigneeId === staffId),
          unassigned: count((t) => t.assigneeId === null),
          open: count((t) => t.status === "open"),
          inProgress: count((t) => t.status === "in_progress"),
          closed: count((t) => t.status === "closed"),
          awaitingReply: count((t) => t.status !== "closed" && t.lastReplyBy === "member")
        }
      }),
    supportStaff: () => Effect.sync(supportStaff),
    staffExists: (staffId) => Effect.sync(() => world.staff.some((x) => x.id === staffId && x.status === "active")),
    memberAuthSessions: (memberId, now) =>
      Effect.sync(() =>
        world.sessions
          .filter((x) => x.kind === "member" && x.subjectId === memberId && x.impersonatorId !== null && x.revokedAt === null && x.expiresAt.getTime() > now.getTime())
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .map((x) => ({ sessionId: x.id, staffId: x.impersonatorId!, staffName: staffName(x.impersonatorId!), startedAt: x.createdAt, expiresAt: x.expiresAt }))
      ),
    setStaffLanguages: (staffId, languages) => Effect.sync(() => void (s().staffLanguages[staffId] = [...languages])),
    statistics: (since) =>
      Effect.sync(() => {
        const all = s().tickets
        const byStatus = { open: 0, in_progress: 0, closed: 0 } as Record<TicketStatus, number>
        for (const t of all) byStatus[t.status]++
        return {
          daily: [],
          byStatus,
          byLanguage: [],
          byAssignee: [],
          firstReplyMinutes: all.filter((t) => t.createdAt >= since && t.creator === "member" && t.firstStaffReplyAt !== null).map((t) => (t.firstStaffReplyAt!.getTime() - t.createdAt.getTime()) / 60_000)
        }
      }),
    savedReplies: (language) => Effect.sync(() => s().savedReplies.filter((r) => language === undefined || r.language === language)),
    saveReply: (id, r) =>
      Effect.sync(() => {
        if (id === null) {
          const saved = { id: s().next++, title: r.title, language: r.language, body: r.body, updatedAt: r.at }
          s().savedReplies.push(saved)
          return saved
        }
        const i = s().savedReplies.findIndex((x) => x.id === id)
        if (i < 0) return null
        s().savedReplies[i] = { id, title: r.title, language: r.language, body: r.body, updatedAt: r.at }
        return s().savedReplies[i]
      }),
    deleteReply: (id) =>
      Effect.sync(() => {
        const before = s().savedReplies.length
        s().savedReplies = s().savedReplies.filter((x) => x.id !== id)
        return s().savedReplies.length < before
      })
  })
}

/** A desk: the identity World, the support store and the stored files, held together so a test can look at each. */
export interface Desk {
  readonly world: World
  support: SupportStore
  readonly files: FileStore
  /** The members' storage quota (default 1 GiB). */
  quotaBytes?: number
}

/**
 * Every port the support use-cases need, in memory: the identity layer over the World, the SupportRepository and
 * FileStorage above, and a unit of work that rolls back both the World and the support store on failure (files are
 * not rolled back, as on a disk: the use-cases remove what they stored when their unit of work fails).
 */
export const supportTestLayer = (desk: Desk) =>
  Layer.mergeAll(
    inMemoryLayer(desk.world),
    inMemorySupportRepository(desk.world, () => desk.support),
    inMemoryFileStorage(desk.files),
    // A member's quota counts their live attachments (the file store adds its own rows where it is wired).
    Layer.succeed(StorageUsage)({
      usedBytes: (memberId) => Effect.sync(() => desk.support.attachments.filter((a) => a.deletedAt === null && a.author === "member" && a.authorId === memberId).reduce((n, a) => n + a.size, 0)),
      lock: () => Effect.void
    }),
    Layer.succeed(UploadSettings)({ quotaBytes: desk.quotaBytes ?? 1024 * 1024 * 1024 }),
    Layer.succeed(Transactor)({
      transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        Effect.suspend(() => {
          const world = clone({ ...desk.world })
          const support = clone(desk.support)
          return Effect.onExit(effect, (exit) =>
            Effect.sync(() => {
              if (exit._tag === "Failure") {
                Object.assign(desk.world, { ...world, now: desk.world.now, random: desk.world.random })
                desk.support = support
              }
            })
          )
        })
    })
  )

export const runDesk = <A, E>(desk: Desk, effect: Effect.Effect<A, E, any>) => Effect.runPromiseExit(Effect.provide(effect, supportTestLayer(desk)) as Effect.Effect<A, E, never>)
