import type { StaffPrincipal } from "../../kernel/principal"
import { setMemberStatus } from "./set-member-status"

/** `/staff/member/{id}` Unblock: the member may log in again. */
export const unblockMember = (principal: StaffPrincipal, memberId: number, reason = "") =>
  setMemberStatus(principal, memberId, "active", reason)
