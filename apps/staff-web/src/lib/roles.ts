import type { StaffRole as StaffRoleSchema } from "@iw/contracts"
import { STAFF_ROLES as KERNEL_STAFF_ROLES, permits as kernelPermits } from "@iw/core/domain"
import type { StaffProfile } from "./session"

export type StaffRole = typeof StaffRoleSchema.Type

/**
 * Who may open what (spec §2, §6): the kernel's rule (`@iw/core/domain`, the one the server's binder applies), under
 * the names the screens use: `staff` anyone signed in, `admin` changes staff accounts (`staff.manage`), `queues`,
 * `back-office` and `custom-orders` as the kernel says.
 */
export type Access = "staff" | "queues" | "back-office" | "admin" | "custom-orders"

export const STAFF_ROLES: ReadonlyArray<StaffRole> = KERNEL_STAFF_ROLES

export const permits = (roles: ReadonlyArray<string>, access: Access): boolean =>
  access === "staff" ? true : kernelPermits(roles, access === "admin" ? "staff.manage" : access)

/** A path of the server (`/staff/announcements`) as a path of this router (`/announcements`). */
export const routerPath = (path: string): string => {
  const rest = path.replace(/^\/staff(?=\/|$)/, "")
  return rest === "" ? "/" : rest
}

/** Where `/staff` sends this staff member: the server's answer, checked against the roles we hold. */
export const homeOf = (profile: StaffProfile | null | undefined): string => {
  const roles = profile?.staff.roles ?? []
  const fallback = permits(roles, "back-office") ? "/announcements" : permits(roles, "queues") ? "/queue_avatars" : "/profile"
  const server = profile?.home ? routerPath(profile.home) : null
  if (server === "/announcements" && !permits(roles, "back-office")) return fallback
  if (server === "/queue_avatars" && !permits(roles, "queues")) return fallback
  return server && server !== "/" ? server : fallback
}
