import type { AssigneeNotFound, TicketStateConflict } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type SupportError = TicketStateConflict | AssigneeNotFound

/** Spec §7 Support. */
export const supportErrors: ErrorMap<SupportError> = {
  // Writing into a closed ticket is no change of status: it has its own words, not "from closed to message".
  TicketStateConflict: (e) => (e.to === "message" ? failure("TICKET_CLOSED") : failure("TICKET_STATE", { from: e.from, to: e.to })),
  AssigneeNotFound: () => fieldFailure("assigneeId", "validation.exists")
}
