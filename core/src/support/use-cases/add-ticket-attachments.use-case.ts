import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { type SupportActor, actorId } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"
import { showTicket } from "./show-ticket.use-case"
import { type UploadedFile, attachStored, auditStaff, writeIntoTicket } from "./support-access"

/** "Attachment add" (spec §7, 5-minute limit): files on their own, shown in the conversation as a message without text. */
export const addTicketAttachments = (actor: SupportActor, id: number, files: ReadonlyArray<UploadedFile>) =>
  Effect.gen(function* () {
    if (files.length === 0) return yield* new ValidationFailed({ errors: fieldError("attachments", "validation.required") })
    yield* writeIntoTicket(actor, id, files, (ticket, stored, now) =>
      Effect.gen(function* () {
        const messageId = yield* SupportRepository.use((r) => r.addMessage({ ticketId: id, author: actor.kind, authorId: actorId(actor), body: "", at: now }))
        yield* attachStored(actor, id, messageId, stored, now)
        yield* SupportRepository.use((r) => r.updateTicket(id, { lastReply: { at: now, by: actor.kind } }, now))
        yield* auditStaff(actor, "attach", ticket, { files: stored.map((s) => s.name) })
      })
    )
    return yield* showTicket(actor, id)
  })
