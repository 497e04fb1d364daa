import { Effect } from "effect"
import { Forbidden } from "./errors"
import type { StaffPrincipal } from "./principal"
import { type Permission, permits } from "./roles"

export { type Permission, STAFF_ROLES, type StaffRole, isStaffRole, permits } from "./roles"

/** Fails with Forbidden unless the staff member's roles permit the action. */
export const requirePermission = (principal: StaffPrincipal, permission: Permission) =>
  permits(principal.roles, permission) ? Effect.void : Effect.fail(new Forbidden({ reason: permission }))

/** The staff member as the audit log names an actor. */
export const staffActor = (principal: StaffPrincipal) => ({ kind: "staff", id: String(principal.staffId) }) as const
