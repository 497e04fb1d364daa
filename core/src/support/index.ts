/**
 * support — tickets between members and staff: messages, attachments and their signed links, assignment and
 * languages, statuses and history, saved replies, statistics, and staff signing in as a member. The public face of
 * the area.
 */

// The model
export {
  type Attachment,
  type Author,
  awaitingStaff,
  HISTORY_OPERATIONS,
  type HistoryEntry,
  type HistoryOperation,
  mayDeleteMessage,
  MESSAGE_MAX,
  type ReplyState,
  SUBJECT_MAX,
  SUPPORT_PAGE_SIZE,
  type SupportActor,
  type Ticket,
  TICKET_STATUSES,
  type TicketMessage,
  type TicketStatus,
  unreadForMember
} from "./domain/ticket"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/support.repository.port"

// What members and staff do
export { addTicketAttachments } from "./use-cases/add-ticket-attachments.use-case"
export { assignTicket, setTicketLanguage } from "./use-cases/assign-ticket.use-case"
export { ATTACHMENT_LINK_SECONDS, LINK_WINDOW_SECONDS, attachmentLink, downloadAttachment, linkExpiry } from "./use-cases/attachment-links"
export { deleteTicketAttachment } from "./use-cases/delete-ticket-attachment.use-case"
export { deleteTicketMessage } from "./use-cases/delete-ticket-message.use-case"
export { type NewTicket, fileTicket } from "./use-cases/file-ticket.use-case"
export { type MemberTicketFilter, type StaffTicketQuery, countUnreadTickets, listMyTickets, listTickets, supportCounters } from "./use-cases/list-tickets.use-case"
export { memberAuthSessions } from "./use-cases/member-auth-sessions.use-case"
export { replyToTicket } from "./use-cases/reply-to-ticket.use-case"
export { deleteSavedReply, listSavedReplies, saveReply } from "./use-cases/saved-replies.use-case"
export { closeTicket, setTicketStatus } from "./use-cases/set-ticket-status.use-case"
export { showTicket } from "./use-cases/show-ticket.use-case"
export { signInAsMember } from "./use-cases/sign-in-as-member.use-case"
export { type UploadedFile, staffSupportActor } from "./use-cases/support-access"
export { setMyLanguages, supportStaffFor } from "./use-cases/support-staff.use-case"
export { supportStatistics } from "./use-cases/support-statistics.use-case"
export { ticketHistory } from "./use-cases/ticket-history.use-case"
