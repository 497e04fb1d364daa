import type { StaffMe } from "@iw/contracts"
import { createSessionStore } from "@iw/ui"

/** The signed-in staff member and their home route, as `staff/me` answers it. */
export type StaffProfile = typeof StaffMe.Type

/**
 * The back-office session, kept apart from the member site's (spec §2): `iw.staff.token`,
 * `iw.staff.expiredAt`, `iw.staff.member`.
 */
export const staffSession = createSessionStore<StaffProfile>("iw.staff")
