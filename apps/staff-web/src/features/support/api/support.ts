import type { SupportSchemas } from "@iw/contracts"
import { LANGS as LANGUAGES, TICKET_STATUSES } from "@iw/core/domain"
import { api } from "../../../lib/api"

export type TicketSummary = typeof SupportSchemas.TicketSummary.Type
export type TicketDetail = typeof SupportSchemas.TicketDetail.Type
export type TicketStatus = typeof SupportSchemas.TicketStatus.Type
export type StaffFilter = typeof SupportSchemas.StaffTicketFilter.Type
export type SupportStaff = typeof SupportSchemas.SupportStaff.Type
export type SavedReply = typeof SupportSchemas.SavedReply.Type
export type Lang = TicketSummary["language"]

export const LANGS: ReadonlyArray<Lang> = LANGUAGES
export const STATUSES: ReadonlyArray<TicketStatus> = TICKET_STATUSES
export const FILTERS: ReadonlyArray<StaffFilter> = ["assigned", "unassigned", "all"]

export const isLang = (v: unknown): v is Lang => typeof v === "string" && (LANGS as ReadonlyArray<string>).includes(v)
export const isStatus = (v: unknown): v is TicketStatus => typeof v === "string" && (STATUSES as ReadonlyArray<string>).includes(v)

export interface ListFilter {
  readonly filter: StaffFilter
  readonly status?: TicketStatus
  readonly language?: Lang
  /** "mine": the languages this staff member answers in, filtered on the server (tickets are routed by language). */
  readonly languages?: "mine"
  readonly waitingHours?: number
}

export const listTickets = (f: ListFilter, page: number, perPage?: number) =>
  api.support.staffList({
    query: {
      filter: f.filter,
      page,
      ...(perPage ? { perPage } : {}),
      ...(f.status ? { status: f.status } : {}),
      ...(f.language ? { languages: [f.language] } : f.languages ? { languages: f.languages } : {}),
      ...(f.waitingHours ? { waitingHours: f.waitingHours } : {})
    }
  })

/**
 * Whether a list view shows only tickets in the staff member's languages: by default the queues to pick work from
 * (unassigned, all) do, "assigned to me" does not; `mine=1` or `mine=0` in the address overrides it.
 */
export const onlyMyLanguages = (filter: StaffFilter, mine: string | null): boolean => (mine === "1" ? true : mine === "0" ? false : filter !== "assigned")

export const counters = () => api.support.counters()
export const supportStaff = (ticketId?: number) => api.support.supportStaff({ query: ticketId ? { ticketId } : {} })
export const setMyLanguages = (languages: ReadonlyArray<Lang>) => api.support.myLanguages({ body: { languages: [...languages] } })
export const showTicket = (id: number) => api.support.staffTicket({ params: { id } })
export const ticketHistory = (id: number, page: number) => api.support.staffHistory({ params: { id }, query: { page } })
export const reply = (id: number, message: string, files: ReadonlyArray<File>, onProgress: (f: number) => void) =>
  files.length > 0 && message.trim() === ""
    ? api.support.staffAddAttachments({ params: { id }, files: { attachments: [...files] } }, { onProgress })
    : api.support.staffAddMessage({ params: { id }, body: { message }, files: { attachments: [...files] } }, { onProgress })
export const deleteMessage = (id: number, messageId: number) => api.support.staffDeleteMessage({ params: { id, messageId } })
export const deleteAttachment = (id: number, attachmentId: number) => api.support.staffDeleteAttachment({ params: { id, attachmentId } })
export const assign = (id: number, assigneeId: number | null) => api.support.assign({ params: { id }, body: { assigneeId } })
export const setStatus = (id: number, status: TicketStatus) => api.support.status({ params: { id }, body: { status } })
export const setLanguage = (id: number, language: Lang) => api.support.language({ params: { id }, body: { language } })
export const memberAuth = (memberId: number) => api.support.memberAuth({ body: { memberId } })
export const savedReplies = (language?: Lang) => api.support.savedReplies({ query: language ? { language } : {} })
export const saveReply = (id: number | null, body: { title: string; language: Lang; body: string }) =>
  id === null ? api.support.createSavedReply({ body }) : api.support.updateSavedReply({ params: { id }, body })
export const deleteSavedReply = (id: number) => api.support.deleteSavedReply({ params: { id } })
export const openTicket = (body: { memberId: number; subject: string; message: string; language?: Lang }, files: ReadonlyArray<File>, onProgress: (f: number) => void) =>
  api.support.staffCreate({ body, files: { attachments: [...files] } }, { onProgress })
export const statistics = (days: number) => api.support.statistics({ query: { days } })

/** Hours the member has waited for staff, or null when staff spoke last or the ticket is closed. */
export const waitedHours = (t: TicketSummary, now = Date.now()): number | null =>
  t.lastReplyBy === "member" && t.status !== "closed" ? Math.max(0, Math.floor((now - t.lastReplyAt.getTime()) / 3_600_000)) : null
