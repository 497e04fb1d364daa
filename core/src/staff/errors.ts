import { Data } from "effect"

/** An admin may not take their own admin role away or block their own account. */
export class CannotDemoteSelf extends Data.TaggedError("CannotDemoteSelf")<{}> {}

/** Another staff account already has this e-mail. */
export class StaffEmailTaken extends Data.TaggedError("StaffEmailTaken")<{}> {}
