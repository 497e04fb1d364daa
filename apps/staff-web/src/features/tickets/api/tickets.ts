import { api } from "../../../lib/api"

/** Spec §9: ticket history shows 15 a page. */
export const TICKET_HISTORY_PER_PAGE = 15

export const lookUpMember = (id: number) => Promise.all([api.staff.showMember({ params: { id } }), api.ledger.memberBalances({ params: { memberId: id } })])

export const ticketHistory = (memberId: number, page: number) => api.ledger.memberHistory({ params: { memberId }, query: { asset: "tickets", page, perPage: TICKET_HISTORY_PER_PAGE } })

/** Grants or deducts; the key makes a repeat of the same submission answer the first result instead of moving tickets twice. */
export const adjustTickets = (
  body: { readonly memberId: number; readonly direction: "grant" | "deduct"; readonly amount: number; readonly reason: string; readonly plotId?: string },
  idempotencyKey: string
) => api.ledger.adjustTickets({ body }, { idempotencyKey })

/** A member looked up here: their profile and their balance sheet. */
export type FoundMember = Awaited<ReturnType<typeof lookUpMember>>
export type Member = FoundMember[0]["member"]
export type Balances = FoundMember[1]
