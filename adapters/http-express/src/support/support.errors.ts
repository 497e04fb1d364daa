import type { TicketStateConflict } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type SupportError = TicketStateConflict

export const supportErrors: ErrorMap<SupportError> = {
  TicketStateConflict: (e) => failure("TICKET_STATE", { from: e.from, to: e.to })
}
