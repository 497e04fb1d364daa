import { Data } from "effect"
import type { TicketStatus } from "./domain/ticket"

/** The ticket cannot make this move, or takes no messages in its state (answered 409 TICKET_STATE). */
export class TicketStateConflict extends Data.TaggedError("TicketStateConflict")<{ readonly from: TicketStatus; readonly to: TicketStatus | "message" }> {}

/** A ticket is assigned to a staff account that does not exist. */
export class AssigneeNotFound extends Data.TaggedError("AssigneeNotFound")<{ readonly staffId: number }> {}
