import { Empty } from "../common"
import { type FilePart, binary, endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase } from "../errors"
import * as S from "./support.schemas"

/**
 * Spec §9 and §5 Uploads: up to 5 files a request. The per-type limits (20,000,000 bytes, mp4 57,886,080) are
 * checked by content in core; this is the hard cap the HTTP layer reads no further than.
 */
export const ATTACHMENT_FILES: ReadonlyArray<FilePart> = [{ field: "attachments", maxCount: 5, maxBytes: 57_886_080 }]
/** Spec §9: attachments may take 5 minutes (the client's limit, and the server's request timeout). */
export const ATTACHMENT_TIMEOUT_MS = 5 * 60_000

const TICKET_ERRORS = [errorCase("NOT_FOUND"), errorCase("TICKET_STATE"), errorCase("TICKET_CLOSED")]

/** Spec §7 Support, member variant: the member's own tickets only; another member's ids answer 404. */
const member = {
  list: endpoint({ id: "support.list", method: "GET", path: "member/support/list", access: "member", summary: "The member's tickets, 10 a page, newest activity first.", query: S.MemberTicketQuery, success: S.TicketList, errors: AUTH_ERRORS }),
  languages: endpoint({ id: "support.languages", method: "GET", path: "member/support/languages", access: "member", summary: "Languages a ticket can be written in.", success: S.SupportLanguages, errors: AUTH_ERRORS }),
  unread: endpoint({ id: "support.unread", method: "GET", path: "member/support/unread", access: "member", summary: "How many of the member's tickets have a staff reply the member has not seen.", success: S.Unread, errors: AUTH_ERRORS }),
  ticket: endpoint({ id: "support.ticket", method: "GET", path: "member/support/ticket/:id", access: "member", summary: "A ticket with its conversation; opening it marks staff replies as read.", params: S.TicketParams, success: S.TicketDetail, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  create: endpoint({
    id: "support.create",
    method: "POST",
    path: "member/support/ticket",
    access: "member",
    summary: "Files a ticket: subject, message and attachments[] as multipart/form-data.",
    body: S.CreateTicketBody,
    files: ATTACHMENT_FILES,
    success: S.TicketDetail,
    status: 201,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
    errors: AUTH_ERRORS
  }),
  addMessage: endpoint({
    id: "support.addMessage",
    method: "POST",
    path: "member/support/ticket/:id/message",
    access: "member",
    summary: "Adds a message, with optional attachments[], to an open ticket.",
    params: S.TicketParams,
    body: S.MessageBody,
    files: ATTACHMENT_FILES,
    success: S.TicketDetail,
    status: 201,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
    errors: [...AUTH_ERRORS, ...TICKET_ERRORS]
  }),
  deleteMessage: endpoint({
    id: "support.deleteMessage",
    method: "DELETE",
    path: "member/support/ticket/:id/message/:messageId",
    access: "member",
    summary: "Deletes one of the member's own messages and its attachments (never the opening one).",
    params: S.MessageParams,
    success: S.TicketDetail,
    errors: [...AUTH_ERRORS, ...TICKET_ERRORS, errorCase("FORBIDDEN")]
  }),
  addAttachments: endpoint({
    id: "support.addAttachments",
    method: "POST",
    path: "member/support/ticket/:id/attachment",
    access: "member",
    summary: "Adds attachments[] to an open ticket (5-minute limit).",
    params: S.TicketParams,
    files: ATTACHMENT_FILES,
    success: S.TicketDetail,
    status: 201,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
    errors: [...AUTH_ERRORS, ...TICKET_ERRORS]
  }),
  deleteAttachment: endpoint({
    id: "support.deleteAttachment",
    method: "DELETE",
    path: "member/support/ticket/:id/attachment/:attachmentId",
    access: "member",
    summary: "Deletes one of the member's own attachments.",
    params: S.AttachmentParams,
    success: S.TicketDetail,
    errors: [...AUTH_ERRORS, ...TICKET_ERRORS, errorCase("FORBIDDEN")]
  }),
  history: endpoint({ id: "support.history", method: "GET", path: "member/support/ticket/:id/history", access: "member", summary: "Every operation on the ticket, newest first.", params: S.TicketParams, query: S.MemberTicketQuery, success: S.HistoryList, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  close: endpoint({ id: "support.close", method: "PUT", path: "member/support/ticket/:id/close", access: "member", summary: "The member closes the ticket.", params: S.TicketParams, success: S.TicketDetail, errors: [...AUTH_ERRORS, ...TICKET_ERRORS] })
}

/** Spec §7 Support, staff variant and §6 staff abilities. */
const staffSide = {
  staffList: endpoint({ id: "support.staff.list", method: "GET", path: "staff/support/list", access: "staff", summary: "Tickets by filter (all, assigned to me, unassigned), status, language and waiting time.", query: S.StaffTicketQuery, success: S.TicketList, errors: STAFF_ERRORS }),
  staffLanguages: endpoint({ id: "support.staff.languages", method: "GET", path: "staff/support/languages", access: "staff", summary: "Languages a ticket can have.", success: S.SupportLanguages, errors: STAFF_ERRORS }),
  staffTicket: endpoint({ id: "support.staff.ticket", method: "GET", path: "staff/support/ticket/:id", access: "staff", summary: "A ticket with its conversation.", params: S.TicketParams, success: S.TicketDetail, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] }),
  staffCreate: endpoint({
    id: "support.staff.create",
    method: "POST",
    path: "staff/support/ticket",
    access: "staff",
    summary: "Staff open a ticket for a member (multipart, with attachments[]).",
    body: S.StaffCreateTicketBody,
    files: ATTACHMENT_FILES,
    success: S.TicketDetail,
    status: 201,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  staffAddMessage: endpoint({
    id: "support.staff.addMessage",
    method: "POST",
    path: "staff/support/ticket/:id/message",
    access: "staff",
    summary: "A staff reply, with optional attachments[]; an open ticket moves to in progress.",
    params: S.TicketParams,
    body: S.MessageBody,
    files: ATTACHMENT_FILES,
    success: S.TicketDetail,
    status: 201,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
    errors: [...STAFF_ERRORS, ...TICKET_ERRORS]
  }),
  staffDeleteMessage: endpoint({
    id: "support.staff.deleteMessage",
    method: "DELETE",
    path: "staff/support/ticket/:id/message/:messageId",
    access: "staff",
    summary: "Deletes a message (never the opening one).",
    params: S.MessageParams,
    success: S.TicketDetail,
    errors: [...STAFF_ERRORS, ...TICKET_ERRORS]
  }),
  staffAddAttachments: endpoint({
    id: "support.staff.addAttachments",
    method: "POST",
    path: "staff/support/ticket/:id/attachment",
    access: "staff",
    summary: "Adds attachments[] to a ticket (5-minute limit).",
    params: S.TicketParams,
    files: ATTACHMENT_FILES,
    success: S.TicketDetail,
    status: 201,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
    errors: [...STAFF_ERRORS, ...TICKET_ERRORS]
  }),
  staffDeleteAttachment: endpoint({ id: "support.staff.deleteAttachment", method: "DELETE", path: "staff/support/ticket/:id/attachment/:attachmentId", access: "staff", summary: "Deletes an attachment.", params: S.AttachmentParams, success: S.TicketDetail, errors: [...STAFF_ERRORS, ...TICKET_ERRORS] }),
  staffHistory: endpoint({ id: "support.staff.history", method: "GET", path: "staff/support/ticket/:id/history", access: "staff", summary: "Every operation on the ticket, newest first.", params: S.TicketParams, query: S.MemberTicketQuery, success: S.HistoryList, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] }),
  assign: endpoint({ id: "support.staff.assign", method: "PUT", path: "staff/support/ticket/:id/assign", access: "staff", summary: "Assigns the ticket to a staff member, or unassigns it with null.", params: S.TicketParams, body: S.AssignBody, success: S.TicketDetail, errors: [...STAFF_ERRORS, ...TICKET_ERRORS] }),
  status: endpoint({ id: "support.staff.status", method: "PUT", path: "staff/support/ticket/:id/status", access: "staff", summary: "Sets the status; only the transitions of the ticket state machine are allowed.", params: S.TicketParams, body: S.StatusBody, success: S.TicketDetail, errors: [...STAFF_ERRORS, ...TICKET_ERRORS] }),
  language: endpoint({ id: "support.staff.language", method: "PUT", path: "staff/support/ticket/:id/language", access: "staff", summary: "Sets the ticket's language.", params: S.TicketParams, body: S.LanguageBody, success: S.TicketDetail, errors: [...STAFF_ERRORS, ...TICKET_ERRORS] }),
  counters: endpoint({ id: "support.staff.counters", method: "GET", path: "staff/support/counters", access: "staff", summary: "Ticket counts for the tabs and the dashboard.", success: S.Counters, errors: STAFF_ERRORS }),
  supportStaff: endpoint({
    id: "support.staff.staffList",
    method: "GET",
    path: "staff/support/staff-list",
    access: "staff",
    summary: "Staff who can take tickets, with the languages they speak and their open tickets; for a ticket, ranked: speakers of its language first, then the fewest open tickets.",
    query: S.SupportStaffQuery,
    success: S.SupportStaffList,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  myLanguages: endpoint({ id: "support.staff.myLanguages", method: "PUT", path: "staff/support/my-languages", access: "staff", summary: "The languages the signed-in staff member answers tickets in.", body: S.StaffLanguagesBody, success: S.SupportStaff, errors: STAFF_ERRORS }),
  statistics: endpoint({ id: "support.staff.statistics", method: "GET", path: "staff/support/statistics", access: "staff", summary: "Tickets created and closed per day, by status, language and assignee, and the median first-reply time.", query: S.StatisticsQuery, success: S.Statistics, errors: STAFF_ERRORS }),
  memberAuth: endpoint({ id: "support.staff.memberAuth", method: "POST", path: "staff/support/member-auth", access: "staff", summary: "A one-time, time-limited link that signs staff in as the member; audited, and the session shows it.", body: S.MemberAuthBody, success: S.MemberAuthLink, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] }),
  memberAuthSessions: endpoint({
    id: "support.staff.memberAuthSessions",
    method: "GET",
    path: "staff/support/member-auth/:memberId",
    access: "staff",
    summary: "The member-auth sessions of a member that are still valid: who is signed in as the member, and until when.",
    params: S.MemberAuthParams,
    success: S.MemberAuthSessions,
    errors: STAFF_ERRORS
  }),
  savedReplies: endpoint({ id: "support.staff.savedReplies", method: "GET", path: "staff/support/saved-replies", access: "staff", summary: "Saved replies, optionally in one language.", query: S.SavedReplyQuery, success: S.SavedReplyList, errors: STAFF_ERRORS }),
  createSavedReply: endpoint({ id: "support.staff.createSavedReply", method: "POST", path: "staff/support/saved-replies", access: "staff", summary: "Saves a reply for reuse.", body: S.SavedReplyBody, success: S.SavedReply, status: 201, errors: STAFF_ERRORS }),
  updateSavedReply: endpoint({ id: "support.staff.updateSavedReply", method: "PUT", path: "staff/support/saved-replies/:id", access: "staff", summary: "Edits a saved reply.", params: S.SavedReplyParams, body: S.SavedReplyBody, success: S.SavedReply, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] }),
  deleteSavedReply: endpoint({ id: "support.staff.deleteSavedReply", method: "DELETE", path: "staff/support/saved-replies/:id", access: "staff", summary: "Deletes a saved reply.", params: S.SavedReplyParams, success: Empty, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] })
}

/**
 * An attachment through the signed, expiring link a ticket hands out (`url` of an attachment): an `<a href>` or an
 * `<img src>` opens it without a token, and nobody can guess another ticket's files.
 */
const files = {
  file: endpoint({
    id: "support.file",
    method: "GET",
    path: "files/support/:id",
    access: "public",
    summary:
      "An attachment through its signed link, streamed from file storage. Images and PDFs open in the browser, other kinds download; the type is the one read from the file's content when it was stored. A browser may cache it while the link is valid.",
    params: S.FileParams,
    query: S.FileLinkQuery,
    success: binary({ contentType: null, untrusted: true, description: "The file, of the type read from its content when it was stored" }),
    errors: [errorCase("NOT_FOUND")]
  })
}

export const support = { ...member, ...staffSide, ...files }
