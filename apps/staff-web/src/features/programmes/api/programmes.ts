import { api } from "../../../lib/api"

export const revenueSharingDays = (page: number) => api.programmes.days({ query: { page } })
export const runRevenueSharingDay = (day: string) => api.programmes.runDay({ body: { day } })
