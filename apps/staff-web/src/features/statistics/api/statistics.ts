import { api } from "../../../lib/api"

export type Period = { readonly from: string; readonly to: string }

export const salesStatistics = (p: Period) => api.activity.sales({ query: p })
export const revenueStatistics = (p: Period) => api.activity.revenue({ query: p })
export const usersActivity = (p: Period) => api.activity.usersActivity({ query: p })
export const nftTransfers = (p: Period) => api.activity.nftTransfers({ query: p })
