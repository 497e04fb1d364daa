import { Schema, SchemaGetter } from "effect"
import { IdFromString, Lang, listOf, NumberFromDigits, MemberId, PageQuery, RowId, Text, Timestamp } from "../common"

/** Spec §4: a ticket is open, in progress or closed. */
export const TicketStatus = Schema.Literals(["open", "in_progress", "closed"])
export type TicketStatus = typeof TicketStatus.Type

/** Spec §2: the member's support list children; `all` is the index. */
export const MemberTicketFilter = Schema.Literals(["all", "open", "in-progress", "closed"])
/** Spec §2: the staff support list children. */
export const StaffTicketFilter = Schema.Literals(["all", "assigned", "unassigned"])

/** Spec §9 and §5 Uploads: what an attachment may be, checked by content. */
export const AttachmentKind = Schema.Literals(["jpeg", "png", "glb", "pdf", "mp4"])

export const Attachment = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  kind: AttachmentKind,
  size: Schema.Int,
  /** A signed, time-limited link that downloads the file without a bearer token. */
  url: Schema.String,
  createdAt: Timestamp,
  /** Who added it: the member or a staff member. */
  author: Schema.Literals(["member", "staff"])
})
export type Attachment = typeof Attachment.Type

export const TicketMessage = Schema.Struct({
  id: Schema.Int,
  author: Schema.Literals(["member", "staff"]),
  authorName: Schema.String,
  body: Schema.String,
  attachments: Schema.Array(Attachment),
  createdAt: Timestamp,
  /** The member may delete their own messages and staff theirs; the client only offers what is allowed. */
  deletable: Schema.Boolean
})
export type TicketMessage = typeof TicketMessage.Type

export const TicketSummary = Schema.Struct({
  ticketId: Schema.Int,
  memberId: MemberId,
  memberName: Schema.String,
  subject: Schema.String,
  status: TicketStatus,
  language: Lang,
  assigneeId: Schema.NullOr(Schema.Int),
  assigneeName: Schema.NullOr(Schema.String),
  creator: Schema.Literals(["member", "staff"]),
  lastReplyAt: Timestamp,
  lastReplyBy: Schema.Literals(["member", "staff"]),
  /** For the member: staff replied since the member last opened the ticket. For staff: the member wrote last. */
  unread: Schema.Boolean,
  messages: Schema.Int,
  createdAt: Timestamp,
  updatedAt: Timestamp
})
export type TicketSummary = typeof TicketSummary.Type

export const TicketDetail = Schema.Struct({
  ticket: TicketSummary,
  /** The opening message first, then replies oldest first. */
  messages: Schema.Array(TicketMessage)
})
export type TicketDetail = typeof TicketDetail.Type

/** Spec §4: the operations the history records. */
export const HistoryOperation = Schema.Literals([
  "created",
  "status_updated",
  "message_added",
  "message_deleted",
  "attachment_added",
  "attachment_deleted",
  "assigned",
  "language_changed"
])
export const HistoryEntry = Schema.Struct({
  id: Schema.Int,
  operation: HistoryOperation,
  actor: Schema.Literals(["member", "staff"]),
  actorName: Schema.String,
  /** Set when a staff member signed in as the member (member auth) did this in the member's name. */
  impersonatorId: Schema.NullOr(Schema.Int),
  impersonatorName: Schema.NullOr(Schema.String),
  /** Before and after values where the operation has them (status, assignee name, language, file name). */
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  createdAt: Timestamp
})
export const HistoryList = listOf(HistoryEntry)

export const TicketList = listOf(TicketSummary)
/** `status` (the ticket's own wire form, as staff filter by it) picks the same list as the tab `filter`; `filter` wins. */
export const MemberTicketQuery = Schema.Struct({ ...PageQuery, filter: Schema.optionalKey(MemberTicketFilter), status: Schema.optionalKey(TicketStatus) })
/** Several languages in one query value, comma-separated: `en,ru` (empty: no filter). */
export const LanguageList = Schema.String.pipe(
  Schema.decodeTo(Schema.Array(Lang), {
    // The parts are only strings here; Schema.Array(Lang) then checks each one.
    decode: SchemaGetter.transform((s: string) => s.split(",").map((x) => x.trim()).filter((x) => x !== "") as unknown as ReadonlyArray<Lang>),
    encode: SchemaGetter.transform((xs: ReadonlyArray<string>) => xs.join(","))
  })
).annotate({ description: "Comma-separated language codes, e.g. en,ru" })

export const StaffTicketQuery = Schema.Struct({
  ...PageQuery,
  filter: Schema.optionalKey(StaffTicketFilter),
  status: Schema.optionalKey(TicketStatus),
  /** One language (kept for existing callers); `languages` takes several. */
  language: Schema.optionalKey(Lang),
  /**
   * Tickets in any of these languages (tickets are routed to staff who speak their language), or `mine`: the
   * languages the signed-in staff member answers in (every language while they have chosen none).
   */
  languages: Schema.optionalKey(Schema.Union([Schema.Literal("mine"), LanguageList])),
  /** Only tickets whose member has waited at least this many hours for a staff reply. */
  waitingHours: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 24 * 365 }))),
  memberId: Schema.optionalKey(IdFromString),
  q: Schema.optionalKey(Text(200))
})

export const TicketParams = Schema.Struct({ id: IdFromString })
export const MessageParams = Schema.Struct({ id: IdFromString, messageId: IdFromString })
export const AttachmentParams = Schema.Struct({ id: IdFromString, attachmentId: IdFromString })
/** A signed download link: the attachment, when the link expires (seconds since the epoch) and its signature. */
export const FileParams = Schema.Struct({ id: IdFromString })
export const FileLinkQuery = Schema.Struct({ exp: NumberFromDigits.check(Schema.isInt()), sig: Text(200) })

/** Multipart text fields of a new ticket; the files come as `attachments[]`. Values are trimmed by the client. */
export const CreateTicketBody = Schema.Struct({
  subject: Text(200),
  message: Text(10_000),
  language: Schema.optionalKey(Lang)
})
export const StaffCreateTicketBody = Schema.Struct({
  memberId: IdFromString,
  subject: Text(200),
  message: Text(10_000),
  language: Schema.optionalKey(Lang)
})
export const MessageBody = Schema.Struct({ message: Text(10_000) })

export const AttachmentList = Schema.Struct({ data: Schema.Array(Attachment) })

export const SupportLanguages = Schema.Struct({ data: Schema.Array(Schema.Struct({ code: Lang, name: Schema.String })) })

export const Unread = Schema.Struct({ count: Schema.Int })

export const AssignBody = Schema.Struct({ assigneeId: Schema.NullOr(RowId) })
export const StatusBody = Schema.Struct({ status: TicketStatus })
export const LanguageBody = Schema.Struct({ language: Lang })

export const Counters = Schema.Struct({
  all: Schema.Int,
  assigned: Schema.Int,
  unassigned: Schema.Int,
  open: Schema.Int,
  inProgress: Schema.Int,
  closed: Schema.Int,
  /** Open or in-progress tickets whose last word is the member's. */
  awaitingReply: Schema.Int
})

export const SupportStaff = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  languages: Schema.Array(Lang),
  openTickets: Schema.Int
})
/** One of the staff list; asked for a ticket, whether they speak its language (null: no ticket named). */
export const RankedSupportStaff = Schema.Struct({ ...SupportStaff.fields, speaksLanguage: Schema.NullOr(Schema.Boolean) })
export const SupportStaffList = Schema.Struct({ data: Schema.Array(RankedSupportStaff) })
/** `ticketId`: rank the staff for that ticket: speakers of its language first, then the fewest open tickets. */
export const SupportStaffQuery = Schema.Struct({ ticketId: Schema.optionalKey(IdFromString) })

export const StatisticsQuery = Schema.Struct({ days: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 365 }))) })
export const Statistics = Schema.Struct({
  days: Schema.Int,
  /** One row per day (CST dates, oldest first): tickets created and closed that day. */
  daily: Schema.Array(Schema.Struct({ date: Schema.String, created: Schema.Int, closed: Schema.Int })),
  byStatus: Schema.Struct({ open: Schema.Int, inProgress: Schema.Int, closed: Schema.Int }),
  byLanguage: Schema.Array(Schema.Struct({ language: Lang, count: Schema.Int })),
  byAssignee: Schema.Array(Schema.Struct({ assigneeId: Schema.NullOr(Schema.Int), name: Schema.NullOr(Schema.String), open: Schema.Int, closed: Schema.Int })),
  /** Median minutes from a ticket's creation to the first staff reply, over tickets created in the period; null when none. */
  medianFirstReplyMinutes: Schema.NullOr(Schema.Number)
})

/** Staff sign in as a member: a one-time link valid for a few minutes, opened in a new tab (spec §6 member auth). */
export const MemberAuthBody = Schema.Struct({ memberId: MemberId })
export const MemberAuthLink = Schema.Struct({ url: Schema.String, expiresAt: Timestamp })
export const MemberAuthParams = Schema.Struct({ memberId: IdFromString })
/** Member-auth sessions that are still valid: which staff member is signed in as the member, since and until when. */
export const MemberAuthSessions = Schema.Struct({
  data: Schema.Array(Schema.Struct({ staffId: Schema.Int, staffName: Schema.String, startedAt: Timestamp, expiresAt: Timestamp }))
})

export const SavedReply = Schema.Struct({ id: Schema.Int, title: Schema.String, language: Lang, body: Schema.String, updatedAt: Timestamp })
export const SavedReplyList = Schema.Struct({ data: Schema.Array(SavedReply) })
export const SavedReplyQuery = Schema.Struct({ language: Schema.optionalKey(Lang) })
export const SavedReplyBody = Schema.Struct({ title: Text(120), language: Lang, body: Text(10_000) })
export const SavedReplyParams = Schema.Struct({ id: IdFromString })

export const StaffLanguagesBody = Schema.Struct({ languages: Schema.Array(Lang) })
