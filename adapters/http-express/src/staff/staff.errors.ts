import type { CannotDemoteSelf, StaffEmailTaken } from "@iw/core"
import { type ErrorMap, fieldFailure } from "../http-failure"

export type StaffError = CannotDemoteSelf | StaffEmailTaken

/** Staff management (catalogue `staff`). */
export const staffErrors: ErrorMap<StaffError> = {
  CannotDemoteSelf: () => fieldFailure("roles", "staff.cannot_demote_self"),
  StaffEmailTaken: () => fieldFailure("email", "validation.unique")
}
