import { api } from "@iw/contracts"
import {
  type Member,
  blockMember,
  createStaffMember,
  findMembers,
  getStaffProfile,
  listAuditLog,
  listOutboxMessages,
  listStaffMembers,
  logInStaff,
  memberAuthSessions,
  logOutStaff,
  refreshSession,
  showMember,
  unblockMember,
  updateStaffMember,
  updateStaffProfile
} from "@iw/core"
import { Effect } from "effect"
import { memberProfileWire } from "../identity/identity.routes"
import type { makeBinder } from "../router"

const page = (q: { page?: number; perPage?: number }, perPage = 15) => ({ page: q.page ?? 1, perPage: q.perPage ?? perPage })

const memberSummary = (m: Member) => ({
  id: m.id,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  phone: m.phone,
  lang: m.lang,
  status: m.status,
  createdAt: m.createdAt
})

export const staffRoutes = (bind: ReturnType<typeof makeBinder>) => {
  const e = api.staff
  bind(e.login, ({ body }) => logInStaff(body), { usernameField: "email" })
  bind(e.logout, ({ principal }) => Effect.as(logOutStaff(principal), {}))
  bind(e.refresh, ({ principal }) => refreshSession(principal))
  bind(e.me, ({ principal }) => getStaffProfile(principal))
  bind(e.updateProfile, ({ principal, body }) => updateStaffProfile(principal, body))
  bind(e.listStaff, ({ principal, query }) => listStaffMembers(principal, page(query)))
  bind(e.createStaff, ({ principal, body }) => createStaffMember(principal, body))
  bind(e.updateStaff, ({ principal, params, body }) => updateStaffMember(principal, params.id, body))
  bind(e.listMembers, ({ principal, query }) =>
    Effect.map(findMembers(principal, { text: query.q, status: query.status }, page(query)), (p) => ({ ...p, data: p.data.map(memberSummary) }))
  )
  // "Impersonated by": the staff member signed in as this member through member auth right now (newest session), if any.
  bind(e.showMember, ({ principal, params }) =>
    Effect.map(Effect.all([showMember(principal, params.id), memberAuthSessions(params.id)]), ([d, sessions]) => ({
      member: memberProfileWire(d.profile, sessions[0]?.staffId ?? null),
      history: d.history.map((h) => ({ ...h, details: { ...h.details } }))
    }))
  )
  bind(e.blockMember, ({ principal, params, body }) => Effect.map(blockMember(principal, params.id, body.reason), memberSummary))
  bind(e.unblockMember, ({ principal, params, body }) => Effect.map(unblockMember(principal, params.id, body.reason), memberSummary))
  bind(e.audit, ({ principal, query }) =>
    Effect.map(listAuditLog(principal, { targetType: query.targetType, targetId: query.targetId }, page(query)), (p) => ({
      ...p,
      data: p.data.map((h) => ({ ...h, details: { ...h.details } }))
    }))
  )
  bind(e.outbox, ({ principal, query }) => listOutboxMessages(principal, { recipient: query.recipient }, page(query)))
}
