import { api } from "../../../lib/api"

export const OUTBOX_PER_PAGE = 20

export const listOutbox = (recipient: string, page: number) =>
  api.staff.outbox({ query: { page, perPage: OUTBOX_PER_PAGE, ...(recipient ? { recipient } : {}) } })
