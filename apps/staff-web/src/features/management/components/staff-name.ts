import type { StaffMember } from "@iw/contracts"

/** How a staff member is named in this screen: first and last name, else the e-mail. */
export const fullName = (s: StaffMember) => `${s.firstName} ${s.lastName}`.trim() || s.email
