import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import type { Attachment } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"

/** How long a download link handed out with a ticket stays valid. */
export const ATTACHMENT_LINK_SECONDS = 60 * 60

/**
 * Attachments download through signed, expiring links (`files/support/{id}?exp=…&sig=…`), so an `<a href>` or an
 * `<img>` works without a bearer token while nobody can guess another ticket's files.
 */
export const attachmentLink = (attachmentId: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    // Whole hours, so links stay stable (and cacheable) for a while.
    const exp = (Math.floor(now.getTime() / 3_600_000) + 2) * 3600
    const sig = yield* Digest.use((d) => d.of(`attachment:${attachmentId}:${exp}`))
    return `/api/files/support/${attachmentId}?exp=${exp}&sig=${sig}`
  })

/** The attachment a signed link names, if the link is genuine, unexpired and the file not deleted. */
export const openAttachmentLink = (attachmentId: number, exp: number, sig: string) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const expected = yield* Digest.use((d) => d.of(`attachment:${attachmentId}:${exp}`))
    const a = yield* SupportRepository.use((r) => r.getAttachment(attachmentId))
    if (!Number.isFinite(exp) || exp * 1000 < now.getTime() || sig !== expected || a === null || a.deleted) return yield* new NotFound({ entity: "file", id: String(attachmentId) })
    return a as Attachment
  })
