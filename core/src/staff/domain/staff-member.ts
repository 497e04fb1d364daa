import { type StaffRole, permits } from "../../kernel/roles"

/** A staff account (spec §3 Staff member, §6). Roles and what they permit are the kernel's (kernel/roles.ts). */
export type StaffStatus = "active" | "blocked"

export interface StaffMember {
  readonly id: number
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly roles: ReadonlyArray<StaffRole>
  readonly status: StaffStatus
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** Spec §2: where `/staff` sends a signed-in staff member. */
export const homeRouteOf = (roles: ReadonlyArray<string>): string =>
  permits(roles, "back-office") ? "/staff/announcements" : "/staff/queue_avatars"
