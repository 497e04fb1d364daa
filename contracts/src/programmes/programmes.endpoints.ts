import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./programmes.schemas"

/** Spec §1, §2 Points, §4 Revenue sharing, §6, §9: the points programmes (issue 16). */
export const programmes = {
  citizen: endpoint({
    id: "programmes.citizen",
    method: "GET",
    path: "member/points/citizen-program",
    access: "member",
    summary: "The citizen programme: eligibility now (activated owned PLOTs for the phase and a building) with reasons, and the package perks with end dates.",
    success: S.CitizenStatus,
    errors: AUTH_ERRORS
  }),
  founders: endpoint({
    id: "programmes.founders",
    method: "GET",
    path: "member/points/founders-plan",
    access: "member",
    summary: "The founders plan: phases, the member's founder purchases (products 1–4 before the end date) and founderPlanIsVisible with its reasons.",
    success: S.FoundersStatus,
    errors: AUTH_ERRORS
  }),
  revenueSharing: endpoint({
    id: "programmes.revenueSharing",
    method: "GET",
    path: "member/points/revenue-sharing-program",
    access: "member",
    summary: "Revenue sharing: whether the member qualifies today (and why not), today's state, and what was paid in all.",
    success: S.RevenueSharingStatus,
    errors: AUTH_ERRORS
  }),
  payouts: endpoint({
    id: "programmes.payouts",
    method: "GET",
    path: "member/points/revenue-sharing-program/payouts",
    access: "member",
    summary: "The member's revenue-sharing shares by CST day, newest first (15 a page): calculation in progress or paid.",
    query: S.PagedQuery,
    success: S.RevenueShareList,
    errors: AUTH_ERRORS
  }),
  memberStatus: endpoint({
    id: "programmes.staff.memberStatus",
    method: "GET",
    path: "staff/programmes/members/:id",
    access: "staff",
    summary: "Every programme's status of one member (the CLI's `programmes status`).",
    params: S.MemberParams,
    success: S.ProgrammeStatus,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  days: endpoint({
    id: "programmes.staff.days",
    method: "GET",
    path: "staff/programmes/revenue-sharing/days",
    access: "staff",
    summary: "Revenue-sharing days run, newest first, with pool, qualified members, paid total and state.",
    query: S.PagedQuery,
    success: S.RevenueSharingDayList,
    errors: STAFF_ERRORS
  }),
  runDay: endpoint({
    id: "programmes.staff.runDay",
    method: "POST",
    path: "staff/programmes/revenue-sharing/days",
    access: "staff",
    summary: "Runs or re-runs a revenue-sharing CST day (from 2023-01-01, once it is over). Idempotent: each qualified member is paid once. Audited.",
    body: S.RunDayBody,
    success: S.RevenueSharingDay,
    errors: [...STAFF_ERRORS, invalid({ day: ["programmes.day_malformed", "programmes.day_before_start", "programmes.day_not_over"] })]
  })
} as const
