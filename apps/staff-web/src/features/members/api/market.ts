import { api } from "../../../lib/api"

/** A member's assets and listings, and staff cancelling a listing with a reason (audited). */
export const memberMarket = (id: number) => api.market.staffMember({ params: { id } })
export const cancelListing = (id: number, reason: string) => api.market.staffCancel({ params: { id }, body: { reason } })
