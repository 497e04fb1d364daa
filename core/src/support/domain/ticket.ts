import type { Lang } from "../../kernel/lang"
import type { AttachmentKind } from "../../files/index"

/**
 * Support tickets (spec §3 Support ticket, §4 statuses). The spec leaves the allowed moves open; these are ours:
 * a ticket can be taken up, closed from any open state, and reopened once closed. Nothing else moves.
 */
export const TICKET_STATUSES = ["open", "in_progress", "closed"] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, ReadonlyArray<TicketStatus>>> = {
  open: ["in_progress", "closed"],
  in_progress: ["open", "closed"],
  closed: ["open"]
}

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean => TICKET_TRANSITIONS[from].includes(to)

/** Nobody writes into a closed ticket; it must be reopened first. */
export const acceptsMessages = (status: TicketStatus): boolean => status !== "closed"

/** A staff reply takes an open ticket up; other states stay as they are. */
export const statusAfterStaffReply = (status: TicketStatus): TicketStatus => (status === "open" ? "in_progress" : status)

/** Spec §9: 10 tickets a page, for members and staff. */
export const SUPPORT_PAGE_SIZE = 10
export const SUBJECT_MAX = 200
export const MESSAGE_MAX = 10_000

export type Author = "member" | "staff"

export interface Ticket {
  readonly id: number
  readonly memberId: number
  readonly memberName: string
  readonly subject: string
  readonly status: TicketStatus
  readonly language: Lang
  readonly assigneeId: number | null
  readonly assigneeName: string | null
  readonly creator: Author
  readonly lastReplyAt: Date
  readonly lastReplyBy: Author
  /** When staff last replied (null: never); compared with memberSeenAt for the member's unread marker. */
  readonly lastStaffReplyAt: Date | null
  readonly memberSeenAt: Date | null
  readonly firstStaffReplyAt: Date | null
  readonly messages: number
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly closedAt: Date | null
}

/** The member has a staff reply they have not opened. */
export const unreadForMember = (t: Pick<Ticket, "lastStaffReplyAt" | "memberSeenAt">): boolean =>
  t.lastStaffReplyAt !== null && (t.memberSeenAt === null || t.lastStaffReplyAt > t.memberSeenAt)

/** Staff owe an answer: the member wrote last and the ticket is not closed. */
export const awaitingStaff = (t: Pick<Ticket, "lastReplyBy" | "status">): boolean => t.lastReplyBy === "member" && t.status !== "closed"

export interface Attachment {
  readonly id: number
  readonly ticketId: number
  readonly messageId: number
  readonly author: Author
  readonly authorId: number
  readonly name: string
  readonly kind: AttachmentKind
  readonly size: number
  readonly storageKey: string
  readonly createdAt: Date
}

export interface TicketMessage {
  readonly id: number
  readonly ticketId: number
  readonly author: Author
  readonly authorId: number
  readonly authorName: string
  readonly body: string
  readonly createdAt: Date
  readonly attachments: ReadonlyArray<Attachment>
}

export const HISTORY_OPERATIONS = ["created", "status_updated", "message_added", "message_deleted", "attachment_added", "attachment_deleted", "assigned", "language_changed"] as const
export type HistoryOperation = (typeof HISTORY_OPERATIONS)[number]

export interface HistoryEntry {
  readonly id: number
  readonly ticketId: number
  readonly operation: HistoryOperation
  readonly actor: Author
  readonly actorId: number
  readonly actorName: string
  /** A staff member signed in as the member ("member auth") did this in the member's name. */
  readonly impersonatorId: number | null
  readonly impersonatorName: string | null
  readonly from: string | null
  readonly to: string | null
  readonly createdAt: Date
}

/**
 * Who acts on a ticket: the member who owns it, or a staff member. A member session that staff opened with
 * "member auth" carries the staff member's id, so what they do in the member's name is attributed to them too.
 */
export type SupportActor =
  | { readonly kind: "member"; readonly memberId: number; readonly impersonatorId?: number | null }
  | { readonly kind: "staff"; readonly staffId: number }

export const actorKind = (a: SupportActor): Author => a.kind
export const actorId = (a: SupportActor): number => (a.kind === "member" ? a.memberId : a.staffId)
/** The staff member acting in a member's session, or null. */
export const impersonatorOf = (a: SupportActor): number | null => (a.kind === "member" ? (a.impersonatorId ?? null) : null)

/** A member may delete what they wrote; staff may delete anything in a ticket. */
export const mayDelete = (actor: SupportActor, item: { readonly author: Author; readonly authorId: number }): boolean =>
  actor.kind === "staff" || (item.author === "member" && item.authorId === actor.memberId)

/**
 * The opening message is what the ticket is about: nobody deletes it (its files may go), so a ticket never ends up
 * with no messages. Otherwise `mayDelete` decides.
 */
export const mayDeleteMessage = (actor: SupportActor, message: { readonly id: number; readonly author: Author; readonly authorId: number }, openingMessageId: number): boolean =>
  message.id !== openingMessageId && mayDelete(actor, message)

/** Removing this attachment leaves its message with no text and no files: the message goes with it. */
export const leavesMessageEmpty = (message: Pick<TicketMessage, "body" | "attachments">, attachmentId: number): boolean =>
  message.body.trim() === "" && message.attachments.every((a) => a.id === attachmentId)

export interface ReplyState {
  readonly lastAt: Date
  readonly lastBy: Author
  /** The newest staff message still in the conversation, or null (the member's unread marker follows it). */
  readonly lastStaffAt: Date | null
}

/**
 * Who spoke last and when, from the messages still in the conversation (after a delete the ticket's "last reply"
 * must not point at a message that is gone). With no messages at all, the ticket's creation stands.
 */
export const replyStateOf = (messages: ReadonlyArray<Pick<TicketMessage, "id" | "author" | "createdAt">>, created: { readonly at: Date; readonly by: Author }): ReplyState => {
  const newest = (xs: ReadonlyArray<Pick<TicketMessage, "id" | "author" | "createdAt">>) =>
    xs.reduce<Pick<TicketMessage, "id" | "author" | "createdAt"> | null>((best, m) => (best === null || m.createdAt.getTime() > best.createdAt.getTime() || (m.createdAt.getTime() === best.createdAt.getTime() && m.id > best.id) ? m : best), null)
  const last = newest(messages)
  const staff = newest(messages.filter((m) => m.author === "staff"))
  return { lastAt: last?.createdAt ?? created.at, lastBy: last?.author ?? created.by, lastStaffAt: staff?.createdAt ?? null }
}

