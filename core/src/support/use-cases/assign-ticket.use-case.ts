import { Effect } from "effect"
import type { Lang } from "../../kernel/lang"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { SupportActor } from "../domain/ticket"
import { AssigneeNotFound } from "../errors"
import { SupportRepository } from "../ports/support.repository.port"
import { showTicket } from "./show-ticket.use-case"
import { auditStaff, recordHistory, ticketFor } from "./support-access"

/** Staff assign a ticket to a staff member (or unassign it with null). */
export const assignTicket = (actor: SupportActor & { readonly kind: "staff" }, id: number, assigneeId: number | null) =>
  Effect.gen(function* () {
    if (assigneeId !== null && !(yield* SupportRepository.use((r) => r.staffExists(assigneeId)))) return yield* new AssigneeNotFound({ staffId: assigneeId })
    yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const ticket = yield* ticketFor(actor, id, true)
          if (ticket.assigneeId === assigneeId) return
          const now = yield* Clock.use((c) => c.now)
          yield* SupportRepository.use((r) => r.updateTicket(id, { assigneeId }, now))
          const after = (yield* SupportRepository.use((r) => r.getTicket(id)))!
          yield* recordHistory(actor, id, "assigned", now, ticket.assigneeName, after.assigneeName)
          yield* auditStaff(actor, "assign", ticket, { from: ticket.assigneeId, to: assigneeId })
        })
      )
    )
    return yield* showTicket(actor, id)
  })

/** Staff change the ticket's language (routing and saved replies follow it). */
export const setTicketLanguage = (actor: SupportActor & { readonly kind: "staff" }, id: number, language: Lang) =>
  Effect.gen(function* () {
    yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const ticket = yield* ticketFor(actor, id, true)
          if (ticket.language === language) return
          const now = yield* Clock.use((c) => c.now)
          yield* SupportRepository.use((r) => r.updateTicket(id, { language }, now))
          yield* recordHistory(actor, id, "language_changed", now, ticket.language, language)
          yield* auditStaff(actor, "language", ticket, { from: ticket.language, to: language })
        })
      )
    )
    return yield* showTicket(actor, id)
  })
