import { Effect } from "effect"
import { MAX_FILES_PER_REQUEST, type StoredUpload, type UploadedFile, checkStorageQuota, withStoredUploads as storeThen } from "../../files/index"
import { NotFound } from "../../kernel/errors"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { requirePermission } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { type HistoryOperation, type SupportActor, type Ticket, acceptsMessages, actorId, actorKind, impersonatorOf, replyStateOf } from "../domain/ticket"
import { TicketStateConflict } from "../errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { SupportRepository } from "../ports/support.repository.port"

export type { UploadedFile }
export type StoredFile = StoredUpload

export const staffSupportActor = (principal: StaffPrincipal) =>
  Effect.as(requirePermission(principal, "back-office"), { kind: "staff", staffId: principal.staffId } as const satisfies SupportActor)

/** The ticket as this actor may see it: a member only their own (another member's id is simply not found). */
export const ticketFor = (actor: SupportActor, id: number, lock = false) =>
  Effect.gen(function* () {
    const t = yield* SupportRepository.use((r) => r.getTicket(id, lock))
    if (t === null || (actor.kind === "member" && t.memberId !== actor.memberId)) return yield* new NotFound({ entity: "ticket", id: String(id) })
    return t
  })

/**
 * Stores the files through the one upload path (files area: kinds by first bytes, sizes, the member's quota, all
 * checked before anything is written), runs `work`, and removes the stored files again if `work` fails. A member's
 * files (or a staff member's acting as the member) count against the member's quota; staff's own do not.
 */
export const withStoredUploads = <A, E, R>(actor: SupportActor, files: ReadonlyArray<UploadedFile>, work: (stored: ReadonlyArray<StoredFile>) => Effect.Effect<A, E, R>) =>
  storeThen(files, { prefix: "support", field: "attachments", maxFiles: MAX_FILES_PER_REQUEST, owner: actor.kind === "member" ? actor.memberId : null }, work)

/** One history entry; a staff member acting in the member's session is named beside the member. */
export const recordHistory = (actor: SupportActor, ticketId: number, operation: HistoryOperation, at: Date, from: string | null = null, to: string | null = null) =>
  SupportRepository.use((r) => r.addHistory({ ticketId, operation, actor: actorKind(actor), actorId: actorId(actor), impersonatorId: impersonatorOf(actor), from, to, at }))

/**
 * Staff actions are also written to the audit log, and so is whatever staff do signed in as the member (member
 * auth): the entry names the staff member and says it was done as the member. Members' own actions live in the
 * ticket history only.
 */
export const auditStaff = (actor: SupportActor, action: string, ticket: Pick<Ticket, "id" | "memberId">, details: Record<string, unknown> = {}) => {
  const staffId = actor.kind === "staff" ? actor.staffId : impersonatorOf(actor)
  if (staffId === null) return Effect.void
  return AuditLog.use((a) =>
    a.record({
      actor: { kind: "staff", id: String(staffId) },
      action: `support.${action}`,
      target: { type: "ticket", id: String(ticket.id) },
      details: { memberId: ticket.memberId, ...(actor.kind === "member" ? { asMember: actor.memberId } : {}), ...details }
    })
  )
}

/** After a delete: the ticket's last reply (and last staff reply) follow the messages that are left. */
export const refreshReplyState = (ticket: Pick<Ticket, "id" | "createdAt" | "creator">, at: Date) =>
  Effect.gen(function* () {
    const repo = yield* SupportRepository
    const left = yield* repo.messages(ticket.id)
    yield* repo.updateTicket(ticket.id, { replies: replyStateOf(left, { at: ticket.createdAt, by: ticket.creator }) }, at)
  })

/**
 * Attaches stored files to a message, one history entry each. Inside the ticket's unit of work, a member's files are
 * counted against the quota again under the member's lock (another upload may have landed since the first check).
 */
export const attachStored = (actor: SupportActor, ticketId: number, messageId: number, stored: ReadonlyArray<StoredFile>, at: Date) =>
  Effect.andThen(actor.kind === "member" && stored.length > 0 ? checkStorageQuota(actor.memberId, stored.reduce((n, s) => n + s.size, 0), true) : Effect.void, Effect.forEach(
    stored,
    (s) =>
      Effect.gen(function* () {
        yield* SupportRepository.use((r) => r.addAttachment({ ticketId, messageId, author: actorKind(actor), authorId: actorId(actor), ...s, at }))
        yield* recordHistory(actor, ticketId, "attachment_added", at, null, s.name)
      }),
    { discard: true }
  ))

/**
 * Writes into an open ticket: checks the state, stores the files, then in one transaction locks the ticket, checks
 * again (it may have closed meanwhile) and runs `work`. A failed transaction removes the stored files again.
 */
export const writeIntoTicket = <A, E, R>(
  actor: SupportActor,
  id: number,
  files: ReadonlyArray<UploadedFile>,
  work: (ticket: Ticket, stored: ReadonlyArray<StoredFile>, now: Date) => Effect.Effect<A, E, R>
) =>
  Effect.gen(function* () {
    const before = yield* ticketFor(actor, id)
    if (!acceptsMessages(before.status)) return yield* new TicketStateConflict({ from: before.status, to: "message" })
    return yield* withStoredUploads(actor, files, (stored) =>
      Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const ticket = yield* ticketFor(actor, id, true)
            if (!acceptsMessages(ticket.status)) return yield* new TicketStateConflict({ from: ticket.status, to: "message" })
            return yield* work(ticket, stored, yield* Clock.use((c) => c.now))
          })
        )
      )
    )
  })
