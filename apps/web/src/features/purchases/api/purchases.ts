import { api } from "../../../lib/api"

/** Spec §9: purchase history shows 15 a page. */
export const PER_PAGE = 15

/** The member's ticket purchases, newest first, a page at a time. */
export const purchaseHistory = (page: number) => api.purchases.list({ query: { page, perPage: PER_PAGE } })
