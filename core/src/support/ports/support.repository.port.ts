import { Context, type Effect } from "effect"
import type { Lang } from "../../kernel/lang"
import type { AttachmentKind } from "../../files/index"
import type { Attachment, Author, HistoryEntry, HistoryOperation, ReplyState, Ticket, TicketMessage, TicketStatus } from "../domain/ticket"

export interface TicketFilter {
  readonly memberId?: number
  readonly statuses?: ReadonlyArray<TicketStatus>
  /** A staff id, or null for unassigned tickets. */
  readonly assigneeId?: number | null
  readonly languages?: ReadonlyArray<Lang>
  /** Only tickets whose member wrote last, at or before this time, and that are not closed. */
  readonly waitingSince?: Date
  /** Subject or ticket id. */
  readonly q?: string
}

export interface TicketChanges {
  readonly status?: TicketStatus
  readonly assigneeId?: number | null
  readonly language?: Lang
  /** A new message: it is now the last reply (and, from staff, the last and maybe first staff reply). */
  readonly lastReply?: { readonly at: Date; readonly by: Author }
  /** Recomputed after a delete: exactly these values (the first staff reply stays a fact of the past). */
  readonly replies?: ReplyState
  readonly memberSeenAt?: Date
  readonly closedAt?: Date | null
}

export interface SupportStaffRow {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly languages: ReadonlyArray<Lang>
  readonly openTickets: number
}

/** A member session opened by staff through "member auth", still valid. */
export interface MemberAuthSession {
  readonly sessionId: string
  readonly staffId: number
  readonly staffName: string
  readonly startedAt: Date
  readonly expiresAt: Date
}

export interface SavedReply {
  readonly id: number
  readonly title: string
  readonly language: Lang
  readonly body: string
  readonly updatedAt: Date
}

export interface SupportStatisticsRows {
  readonly daily: ReadonlyArray<{ readonly date: string; readonly created: number; readonly closed: number }>
  readonly byStatus: Readonly<Record<TicketStatus, number>>
  readonly byLanguage: ReadonlyArray<{ readonly language: Lang; readonly count: number }>
  readonly byAssignee: ReadonlyArray<{ readonly assigneeId: number | null; readonly name: string | null; readonly open: number; readonly closed: number }>
  /** Minutes to the first staff reply of each ticket created since the start that has one. */
  readonly firstReplyMinutes: ReadonlyArray<number>
}

export class SupportRepository extends Context.Service<
  SupportRepository,
  {
    readonly createTicket: (t: { readonly memberId: number; readonly subject: string; readonly language: Lang; readonly creator: Author; readonly creatorId: number; readonly at: Date }) => Effect.Effect<number>
    /** The ticket, locked for the unit of work when `lock` is set. */
    readonly getTicket: (id: number, lock?: boolean) => Effect.Effect<Ticket | null>
    readonly updateTicket: (id: number, changes: TicketChanges, at: Date) => Effect.Effect<void>
    readonly listTickets: (filter: TicketFilter, limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<Ticket>; readonly total: number }>
    readonly addMessage: (m: { readonly ticketId: number; readonly author: Author; readonly authorId: number; readonly body: string; readonly at: Date }) => Effect.Effect<number>
    /** Messages not deleted, oldest first, with their attachments not deleted. */
    readonly messages: (ticketId: number) => Effect.Effect<ReadonlyArray<TicketMessage>>
    readonly getMessage: (ticketId: number, messageId: number) => Effect.Effect<TicketMessage | null>
    /** Marks the message and its attachments deleted; answers the storage keys of the attachments. */
    readonly deleteMessage: (messageId: number, at: Date) => Effect.Effect<ReadonlyArray<string>>
    readonly addAttachment: (a: { readonly ticketId: number; readonly messageId: number; readonly author: Author; readonly authorId: number; readonly name: string; readonly kind: AttachmentKind; readonly size: number; readonly storageKey: string; readonly at: Date }) => Effect.Effect<number>
    readonly getAttachment: (id: number) => Effect.Effect<(Attachment & { readonly deleted: boolean }) | null>
    readonly deleteAttachment: (id: number, at: Date) => Effect.Effect<void>
    readonly addHistory: (h: {
      readonly ticketId: number
      readonly operation: HistoryOperation
      readonly actor: Author
      readonly actorId: number
      readonly impersonatorId: number | null
      readonly from: string | null
      readonly to: string | null
      readonly at: Date
    }) => Effect.Effect<void>
    readonly history: (ticketId: number, limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<HistoryEntry>; readonly total: number }>
    readonly countUnreadForMember: (memberId: number) => Effect.Effect<number>
    readonly counters: (staffId: number) => Effect.Effect<{ readonly all: number; readonly assigned: number; readonly unassigned: number; readonly open: number; readonly inProgress: number; readonly closed: number; readonly awaitingReply: number }>
    readonly supportStaff: () => Effect.Effect<ReadonlyArray<SupportStaffRow>>
    readonly staffExists: (staffId: number) => Effect.Effect<boolean>
    /** Member-auth sessions of this member that are neither revoked nor expired at `now`, newest first. */
    readonly memberAuthSessions: (memberId: number, now: Date) => Effect.Effect<ReadonlyArray<MemberAuthSession>>
    readonly setStaffLanguages: (staffId: number, languages: ReadonlyArray<Lang>) => Effect.Effect<void>
    readonly statistics: (since: Date, days: number) => Effect.Effect<SupportStatisticsRows>
    readonly savedReplies: (language?: Lang) => Effect.Effect<ReadonlyArray<SavedReply>>
    readonly saveReply: (id: number | null, r: { readonly title: string; readonly language: Lang; readonly body: string; readonly staffId: number; readonly at: Date }) => Effect.Effect<SavedReply | null>
    readonly deleteReply: (id: number) => Effect.Effect<boolean>
  }
>()("iw/support/SupportRepository") {}
