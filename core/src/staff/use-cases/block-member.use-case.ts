import type { StaffPrincipal } from "../../kernel/principal"
import { setMemberStatus } from "./set-member-status"

/** `/staff/member/{id}` Block: the member is logged out everywhere and sees "Your account is inactive." on log-in. */
export const blockMember = (principal: StaffPrincipal, memberId: number, reason = "") =>
  setMemberStatus(principal, memberId, "blocked", reason)
