import { Empty } from "../common"
import { endpoint } from "../endpoint"
import { STAFF_ERRORS, errorCase } from "../errors"
import { AccessToken } from "../identity/identity.schemas"
import * as S from "./staff.schemas"

/** The staff back-office: sign-in, own profile, staff accounts, members, audit and outbox (spec §2 Staff area, §6). */
export const staff = {
  login: endpoint({
    id: "staff.login",
    method: "POST",
    path: "staff/login",
    access: "public",
    summary: "Staff log-in with e-mail and password; answers the token and the staff member's home route.",
    body: S.StaffLoginBody,
    success: S.StaffSession
  }),
  logout: endpoint({
    id: "staff.logout",
    method: "POST",
    path: "staff/logout",
    access: "staff",
    permission: "queues",
    summary: "Revokes the staff session.",
    success: Empty,
    errors: STAFF_ERRORS
  }),
  refresh: endpoint({
    id: "staff.refresh",
    method: "POST",
    path: "staff/refresh",
    access: "staff",
    permission: "queues",
    summary: "Answers a new staff token.",
    success: AccessToken,
    errors: STAFF_ERRORS
  }),
  me: endpoint({
    id: "staff.me",
    method: "GET",
    path: "staff/me",
    access: "staff",
    permission: "queues",
    summary: "The signed-in staff member and their home route.",
    success: S.StaffMe,
    errors: STAFF_ERRORS
  }),
  updateProfile: endpoint({
    id: "staff.updateProfile",
    method: "PUT",
    path: "staff/profile",
    access: "staff",
    permission: "queues",
    summary: "Changes the signed-in staff member's name or password.",
    body: S.StaffProfileBody,
    success: S.StaffMember,
    errors: STAFF_ERRORS
  }),
  listStaff: endpoint({
    id: "staff.listStaff",
    method: "GET",
    path: "staff/management",
    access: "staff",
    summary: "Staff accounts with their roles.",
    query: S.ListQuery,
    success: S.StaffList,
    errors: STAFF_ERRORS
  }),
  createStaff: endpoint({
    id: "staff.createStaff",
    method: "POST",
    path: "staff/management",
    access: "staff",
    permission: "staff.manage",
    summary: "Creates a staff account (admin only).",
    body: S.CreateStaffBody,
    success: S.StaffMember,
    status: 201,
    errors: STAFF_ERRORS
  }),
  updateStaff: endpoint({
    id: "staff.updateStaff",
    method: "PUT",
    path: "staff/management/:id",
    access: "staff",
    permission: "staff.manage",
    summary: "Changes a staff account's roles or blocks it (admin only).",
    params: S.IdParams,
    body: S.UpdateStaffBody,
    success: S.StaffMember,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  listMembers: endpoint({
    id: "staff.listMembers",
    method: "GET",
    path: "staff/members",
    access: "staff",
    summary: "Looks members up by id, name, e-mail or phone.",
    query: S.MemberSearchQuery,
    success: S.MemberList,
    errors: STAFF_ERRORS
  }),
  showMember: endpoint({
    id: "staff.showMember",
    method: "GET",
    path: "staff/members/:id",
    access: "staff",
    summary: "One member's profile and the staff actions taken on it.",
    params: S.IdParams,
    success: S.MemberDetail,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  blockMember: endpoint({
    id: "staff.blockMember",
    method: "POST",
    path: "staff/members/:id/block",
    access: "staff",
    summary: "Blocks a member: every session ends and log-in answers the inactive-account message.",
    params: S.IdParams,
    body: S.StatusChangeBody,
    success: S.MemberSummary,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  unblockMember: endpoint({
    id: "staff.unblockMember",
    method: "POST",
    path: "staff/members/:id/unblock",
    access: "staff",
    summary: "Lets a blocked member log in again.",
    params: S.IdParams,
    body: S.StatusChangeBody,
    success: S.MemberSummary,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  audit: endpoint({
    id: "staff.audit",
    method: "GET",
    path: "staff/audit",
    access: "staff",
    summary: "The audit log of staff actions, newest first.",
    query: S.AuditQuery,
    success: S.AuditList,
    errors: STAFF_ERRORS
  }),
  outbox: endpoint({
    id: "staff.outbox",
    method: "GET",
    path: "staff/outbox",
    access: "staff",
    summary: "SMS and e-mail held in the outbox, newest first.",
    query: S.OutboxQuery,
    success: S.OutboxList,
    errors: STAFF_ERRORS
  })
} as const
