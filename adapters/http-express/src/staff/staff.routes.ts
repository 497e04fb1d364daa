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
import { routes } from "../router"

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

/** Spec §2 Staff area: staff accounts, members, the audit log and the outbox. */
export const staffRoutes = () =>
  routes(
    api.staff,
    {
      login: ({ body }) => logInStaff(body),
      logout: ({ principal }) => Effect.as(logOutStaff(principal), {}),
      refresh: ({ principal }) => refreshSession(principal),
      me: ({ principal }) => getStaffProfile(principal),
      updateProfile: ({ principal, body }) => updateStaffProfile(principal, body),
      listStaff: ({ principal, query }) => listStaffMembers(principal, page(query)),
      createStaff: ({ principal, body, lang }) => createStaffMember(principal, body, lang),
      updateStaff: ({ principal, params, body }) => updateStaffMember(principal, params.id, body),
      listMembers: ({ principal, query }) => Effect.map(findMembers(principal, { text: query.q, status: query.status }, page(query)), (p) => ({ ...p, data: p.data.map(memberSummary) })),
      // "Impersonated by": the staff member signed in as this member through member auth right now (newest session), if any.
      showMember: ({ principal, params }) =>
        Effect.map(Effect.all([showMember(principal, params.id), memberAuthSessions(params.id)]), ([d, sessions]) => ({
          member: memberProfileWire(d.profile, sessions[0]?.staffId ?? null),
          history: d.history.map((h) => ({ ...h, details: { ...h.details } }))
        })),
      blockMember: ({ principal, params, body }) => Effect.map(blockMember(principal, params.id, body.reason), memberSummary),
      unblockMember: ({ principal, params, body }) => Effect.map(unblockMember(principal, params.id, body.reason), memberSummary),
      audit: ({ principal, query }) =>
        Effect.map(listAuditLog(principal, { targetType: query.targetType, targetId: query.targetId }, page(query)), (p) => ({
          ...p,
          data: p.data.map((h) => ({ ...h, details: { ...h.details } }))
        })),
      outbox: ({ principal, query }) => listOutboxMessages(principal, { recipient: query.recipient }, page(query))
    },
    { login: { usernameField: "email" } }
  )
