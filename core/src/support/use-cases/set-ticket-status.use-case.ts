import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type SupportActor, type TicketStatus, canMoveTicket } from "../domain/ticket"
import { TicketStateConflict } from "../errors"
import { SupportRepository } from "../ports/support.repository.port"
import { showTicket } from "./show-ticket.use-case"
import { auditStaff, recordHistory, ticketFor } from "./support-access"

const moveTicket = (actor: SupportActor, id: number, to: TicketStatus) =>
  Effect.gen(function* () {
    yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const ticket = yield* ticketFor(actor, id, true)
          if (!canMoveTicket(ticket.status, to)) return yield* new TicketStateConflict({ from: ticket.status, to })
          const now = yield* Clock.use((c) => c.now)
          yield* SupportRepository.use((r) => r.updateTicket(id, { status: to, closedAt: to === "closed" ? now : null }, now))
          yield* recordHistory(actor, id, "status_updated", now, ticket.status, to)
          yield* auditStaff(actor, "status", ticket, { from: ticket.status, to })
        })
      )
    )
    return yield* showTicket(actor, id)
  })

/** Staff set the status; only the moves of the ticket state machine are allowed. */
export const setTicketStatus = (actor: SupportActor, id: number, to: TicketStatus) => moveTicket(actor, id, to)

/** `PUT member/support/ticket/{id}/close`: the member closes their ticket. */
export const closeTicket = (actor: SupportActor, id: number) => moveTicket(actor, id, "closed")
