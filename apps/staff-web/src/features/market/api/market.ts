import { api } from "../../../lib/api"

/** Store sales per CST day between two instants (the assets-history statistics). */
export const assetsHistory = (from: Date, to: Date) => api.market.staffStats({ query: { from, to } })
