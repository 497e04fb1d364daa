import { api } from "../../../lib/api"

export const AUDIT_PER_PAGE = 25

export const listAudit = (filter: { readonly targetType: string; readonly targetId: string }, page: number) =>
  api.staff.audit({
    query: {
      page,
      perPage: AUDIT_PER_PAGE,
      ...(filter.targetType ? { targetType: filter.targetType } : {}),
      ...(filter.targetId ? { targetId: filter.targetId } : {})
    }
  })
