/**
 * Staff accounts (spec §3 Staff member, §6). Role `3d-models` sees only the avatar and 3D-model queues;
 * every other role gets the full back-office; `admin` may also manage staff accounts.
 */
export const STAFF_ROLES = ["admin", "back-office", "3d-models"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

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

export type Permission = "back-office" | "staff.manage" | "queues"

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as ReadonlyArray<string>).includes(value)

/** Only-3d-models staff are limited to the queues; anyone else with a role has the back-office. */
export const permits = (roles: ReadonlyArray<string>, permission: Permission): boolean => {
  const known = roles.filter(isStaffRole)
  switch (permission) {
    case "queues":
      return known.length > 0
    case "back-office":
      return known.some((r) => r !== "3d-models")
    case "staff.manage":
      return known.includes("admin")
  }
}

/** Spec §2: where `/staff` sends a signed-in staff member. */
export const homeRouteOf = (roles: ReadonlyArray<string>): string =>
  permits(roles, "back-office") ? "/staff/announcements" : "/staff/queue_avatars"
