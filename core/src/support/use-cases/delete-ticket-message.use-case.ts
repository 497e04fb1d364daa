import { Effect } from "effect"
import { FileStorage } from "../../files/index"
import { Forbidden, NotFound } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type SupportActor, acceptsMessages, mayDelete, mayDeleteMessage } from "../domain/ticket"
import { TicketStateConflict } from "../errors"
import { SupportRepository } from "../ports/support.repository.port"
import { showTicket } from "./show-ticket.use-case"
import { auditStaff, recordHistory, refreshReplyState, ticketFor } from "./support-access"

/**
 * Members delete their own messages, staff any, but nobody the opening message; the message's files go with it.
 * The history keeps the fact, and the ticket's last reply is recomputed from what is left.
 */
export const deleteTicketMessage = (actor: SupportActor, id: number, messageId: number) =>
  Effect.gen(function* () {
    const keys = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const ticket = yield* ticketFor(actor, id, true)
          if (!acceptsMessages(ticket.status)) return yield* new TicketStateConflict({ from: ticket.status, to: "message" })
          const all = yield* SupportRepository.use((r) => r.messages(id))
          const message = all.find((m) => m.id === messageId)
          if (message === undefined) return yield* new NotFound({ entity: "message", id: String(messageId) })
          if (!mayDelete(actor, message)) return yield* new Forbidden({ reason: "support.not_author" })
          if (!mayDeleteMessage(actor, message, all[0].id)) return yield* new Forbidden({ reason: "support.opening_message" })
          const now = yield* Clock.use((c) => c.now)
          const removed = yield* SupportRepository.use((r) => r.deleteMessage(messageId, now))
          yield* recordHistory(actor, id, "message_deleted", now, message.body.slice(0, 120) || null, null)
          for (const a of message.attachments) yield* recordHistory(actor, id, "attachment_deleted", now, a.name, null)
          yield* refreshReplyState(ticket, now)
          yield* auditStaff(actor, "delete_message", ticket, { messageId })
          return removed
        })
      )
    )
    yield* Effect.forEach(keys, (k) => FileStorage.use((f) => f.remove(k)), { discard: true })
    return yield* showTicket(actor, id)
  })
