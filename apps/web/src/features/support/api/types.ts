import type { SupportSchemas } from "@iw/contracts"
import { SUPPORT_PAGE_SIZE } from "@iw/core/domain"

export type TicketStatus = SupportSchemas.TicketStatus
export type TicketSummary = SupportSchemas.TicketSummary
export type TicketDetail = SupportSchemas.TicketDetail
export type TicketMessage = SupportSchemas.TicketMessage
export type Attachment = SupportSchemas.Attachment
export type HistoryEntry = typeof SupportSchemas.HistoryEntry.Type
export type TicketList = typeof SupportSchemas.TicketList.Type
export type HistoryList = typeof SupportSchemas.HistoryList.Type

/** Spec §2: the member's support list children; `all` is the index. */
export const FILTERS = ["all", "open", "in-progress", "closed"] as const
export type Filter = (typeof FILTERS)[number]
export const isFilter = (v: unknown): v is Filter => typeof v === "string" && (FILTERS as ReadonlyArray<string>).includes(v)

/** Spec §9: support lists show 10 a page (core's support rules). */
export const PER_PAGE = SUPPORT_PAGE_SIZE
