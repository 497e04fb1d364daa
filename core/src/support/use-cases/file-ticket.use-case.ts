import { Effect } from "effect"
import { NotFound, ValidationFailed, hasFieldErrors, mergeFieldErrors, fieldError, type FieldErrors } from "../../kernel/errors"
import type { Lang } from "../../kernel/lang"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/index"
import { MESSAGE_MAX, SUBJECT_MAX, type SupportActor } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"
import { type UploadedFile, attachStored, auditStaff, recordHistory, withStoredUploads } from "./support-access"
import { showTicket } from "./show-ticket.use-case"

export interface NewTicket {
  readonly memberId: number
  readonly subject: string
  readonly message: string
  /** Omitted: the member's own language (staff opening a ticket for a member write in the member's language). */
  readonly language?: Lang
  readonly files: ReadonlyArray<UploadedFile>
}

const checkText = (subject: string, message: string): FieldErrors =>
  mergeFieldErrors(
    subject === "" ? fieldError("subject", "validation.required") : subject.length > SUBJECT_MAX ? fieldError("subject", "validation.max", { max: SUBJECT_MAX }) : {},
    message === "" ? fieldError("message", "validation.required") : message.length > MESSAGE_MAX ? fieldError("message", "validation.max", { max: MESSAGE_MAX }) : {}
  )

/**
 * `support/create` (member) and `/staff/support/create` (staff for a member): subject, message and attachments.
 * Text is trimmed. The member's route passes the member's UI language; without one, the member's profile
 * language is used, so a ticket staff open for a Russian-speaking member is in Russian.
 */
export const fileTicket = (actor: SupportActor, input: NewTicket) =>
  Effect.gen(function* () {
    const subject = input.subject.trim()
    const message = input.message.trim()
    const errors = checkText(subject, message)
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    const member = yield* MemberRepository.use((m) => m.findById(input.memberId))
    if (member === null) return yield* new NotFound({ entity: "member", id: String(input.memberId) })
    const language = input.language ?? member.lang
    const id = yield* withStoredUploads(actor, input.files, (stored) =>
      Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const now = yield* Clock.use((c) => c.now)
            const repo = yield* SupportRepository
            const creatorId = actor.kind === "member" ? actor.memberId : actor.staffId
            const ticketId = yield* repo.createTicket({ memberId: input.memberId, subject, language, creator: actor.kind, creatorId, at: now })
            yield* recordHistory(actor, ticketId, "created", now, null, subject)
            const messageId = yield* repo.addMessage({ ticketId, author: actor.kind, authorId: creatorId, body: message, at: now })
            yield* attachStored(actor, ticketId, messageId, stored, now)
            yield* auditStaff(actor, "create", { id: ticketId, memberId: input.memberId }, { subject })
            return ticketId
          })
        )
      )
    )
    return yield* showTicket(actor, id)
  })
