import { Effect } from "effect"
import { FileStorage } from "../../files/index"
import { Forbidden, NotFound } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type SupportActor, acceptsMessages, leavesMessageEmpty, mayDelete } from "../domain/ticket"
import { TicketStateConflict } from "../errors"
import { SupportRepository } from "../ports/support.repository.port"
import { showTicket } from "./show-ticket.use-case"
import { auditStaff, recordHistory, refreshReplyState, ticketFor } from "./support-access"

/**
 * Members delete their own attachments, staff any. The file is removed from storage; the history keeps its name.
 * A message that was only files and loses its last one goes too (no empty bubble), and the ticket's last reply is
 * recomputed from what is left.
 */
export const deleteTicketAttachment = (actor: SupportActor, id: number, attachmentId: number) =>
  Effect.gen(function* () {
    const key = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const ticket = yield* ticketFor(actor, id, true)
          if (!acceptsMessages(ticket.status)) return yield* new TicketStateConflict({ from: ticket.status, to: "message" })
          const a = yield* SupportRepository.use((r) => r.getAttachment(attachmentId))
          if (a === null || a.deleted || a.ticketId !== id) return yield* new NotFound({ entity: "attachment", id: String(attachmentId) })
          if (!mayDelete(actor, a)) return yield* new Forbidden({ reason: "support.not_author" })
          const now = yield* Clock.use((c) => c.now)
          const all = yield* SupportRepository.use((r) => r.messages(id))
          const message = all.find((m) => m.id === a.messageId)
          yield* SupportRepository.use((r) => r.deleteAttachment(attachmentId, now))
          yield* recordHistory(actor, id, "attachment_deleted", now, a.name, null)
          // The opening message always stays (see mayDeleteMessage), even in the unlikely case it had no text.
          if (message !== undefined && message.id !== all[0].id && leavesMessageEmpty(message, attachmentId)) {
            yield* SupportRepository.use((r) => r.deleteMessage(message.id, now))
            yield* recordHistory(actor, id, "message_deleted", now, null, null)
            yield* refreshReplyState(ticket, now)
          }
          yield* auditStaff(actor, "delete_attachment", ticket, { attachmentId, name: a.name })
          return a.storageKey
        })
      )
    )
    yield* FileStorage.use((f) => f.remove(key))
    return yield* showTicket(actor, id)
  })
