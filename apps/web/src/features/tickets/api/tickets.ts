import { api } from "../../../lib/api"

/** Spec §9: ticket history shows 15 a page. */
export const PER_PAGE = 15

export const ticketBalance = () => api.ledger.ticketBalance()

/** The ticket history, a page at a time: one plot's (`x,y`) or all, the current 180 days or what came before. */
export const ticketHistory = (page: number, filter: { readonly plotId: string | undefined; readonly old: boolean }) =>
  api.ledger.ticketHistory({ query: { page, perPage: PER_PAGE, ...(filter.plotId ? { plotId: filter.plotId } : {}), ...(filter.old ? { old: "1" as const } : {}) } })
