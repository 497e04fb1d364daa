import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { MESSAGE_MAX, type SupportActor, actorId, statusAfterStaffReply } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"
import { showTicket } from "./show-ticket.use-case"
import { type UploadedFile, attachStored, auditStaff, recordHistory, writeIntoTicket } from "./support-access"

/**
 * A message in the conversation, with optional attachments; a ticket with only files and no text is fine.
 * A staff reply takes an open ticket up (in progress); nobody writes into a closed ticket.
 */
export const replyToTicket = (actor: SupportActor, id: number, input: { readonly message: string; readonly files: ReadonlyArray<UploadedFile> }) =>
  Effect.gen(function* () {
    const body = input.message.trim()
    if (body === "" && input.files.length === 0) return yield* new ValidationFailed({ errors: fieldError("message", "validation.required") })
    if (body.length > MESSAGE_MAX) return yield* new ValidationFailed({ errors: fieldError("message", "validation.max", { max: MESSAGE_MAX }) })
    yield* writeIntoTicket(actor, id, input.files, (ticket, stored, now) =>
      Effect.gen(function* () {
        const repo = yield* SupportRepository
        const messageId = yield* repo.addMessage({ ticketId: id, author: actor.kind, authorId: actorId(actor), body, at: now })
        yield* recordHistory(actor, id, "message_added", now)
        yield* attachStored(actor, id, messageId, stored, now)
        const status = actor.kind === "staff" ? statusAfterStaffReply(ticket.status) : ticket.status
        yield* repo.updateTicket(id, { lastReply: { at: now, by: actor.kind }, ...(status !== ticket.status ? { status } : {}) }, now)
        if (status !== ticket.status) yield* recordHistory(actor, id, "status_updated", now, ticket.status, status)
        yield* auditStaff(actor, "reply", ticket, { files: stored.length })
      })
    )
    return yield* showTicket(actor, id)
  })
