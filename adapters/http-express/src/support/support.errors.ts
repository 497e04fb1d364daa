import type { AssigneeNotFound, TicketStateConflict } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type SupportError = TicketStateConflict | AssigneeNotFound

/** Spec §7 Support. */
export const supportErrors: ErrorMap<SupportError> = {
  TicketStateConflict: (e) => failure("TICKET_STATE", { from: e.from, to: e.to }),
  AssigneeNotFound: () => fieldFailure("assigneeId", "validation.exists")
}
