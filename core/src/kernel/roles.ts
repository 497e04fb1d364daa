/**
 * Staff roles and what they permit (spec §3 Staff member, §6). Role `3d-models` sees only the avatar and 3D-model
 * queues; every other role gets the full back-office; `admin` may also manage staff accounts. Every area's staff
 * actions check them through requirePermission (permissions.ts), so the rule lives once. Pure, as domain rules are.
 */
export const STAFF_ROLES = ["admin", "back-office", "3d-models"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * `queues`: any staff role may open the queue pages and their own profile. `custom-orders`: working the avatar and
 * 3D-model queues (take, start, stop, cancel, milestones, deliverables) is for the 3d-models role only: other roles
 * may not work the queues unless given that role (issue 17 §2).
 */
export type Permission = "back-office" | "staff.manage" | "queues" | "custom-orders"

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
    case "custom-orders":
      return known.includes("3d-models")
  }
}
