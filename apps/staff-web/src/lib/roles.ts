import type { StaffRole as StaffRoleSchema } from "@iw/contracts"
import type { StaffProfile } from "./session"

export type StaffRole = typeof StaffRoleSchema.Type

/**
 * Who may open what (spec §2, §6). Staff with only the `3d-models` role see the two queues; anyone with
 * another role gets the whole back-office; `admin` may also change staff accounts.
 */
export type Access = "staff" | "queues" | "back-office" | "admin" | "custom-orders"

export const STAFF_ROLES: ReadonlyArray<StaffRole> = ["admin", "back-office", "3d-models"]

const known = (roles: ReadonlyArray<string>) => roles.filter((r): r is StaffRole => (STAFF_ROLES as ReadonlyArray<string>).includes(r))

export const permits = (roles: ReadonlyArray<string>, access: Access): boolean => {
  const mine = known(roles)
  switch (access) {
    case "staff":
      return true
    case "queues":
      return mine.length > 0
    case "back-office":
      return mine.some((r) => r !== "3d-models")
    case "admin":
      return mine.includes("admin")
    // Working the avatar and 3D-model queues: the 3d-models role only (the server's `custom-orders` permission).
    case "custom-orders":
      return mine.includes("3d-models")
  }
}

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
