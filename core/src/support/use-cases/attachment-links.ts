import { Effect } from "effect"
import { FileStorage } from "../../files/index"
import { NotFound } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import type { Attachment } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"

/** How long a download link handed out with a ticket stays valid. */
export const ATTACHMENT_LINK_SECONDS = 60 * 60

/** Links made within one such window are the same link, so a browser that polls a ticket keeps its cached files. */
export const LINK_WINDOW_SECONDS = 10 * 60

/**
 * When a link made at `now` expires, in whole seconds since the epoch: at least ATTACHMENT_LINK_SECONDS later,
 * rounded up to the end of a LINK_WINDOW_SECONDS window, so it lives less than the two together.
 */
export const linkExpiry = (now: Date): number =>
  Math.ceil((Math.ceil(now.getTime() / 1000) + ATTACHMENT_LINK_SECONDS) / LINK_WINDOW_SECONDS) * LINK_WINDOW_SECONDS

/** Seconds a link with this expiry has left at `now` (0 once expired): how long a browser may cache the file. */
export const linkSecondsLeft = (exp: number, now: Date): number => Math.max(0, Math.floor(exp - now.getTime() / 1000))

/**
 * Attachments download through signed, expiring links, so an `<a href>` or an `<img>` works without a bearer token
 * while nobody can guess another ticket's files. The signature covers the attachment id and the expiry, so a link
 * for one file opens no other. Answers the link's parts; the HTTP adapter writes them as the URL of the contract's
 * download endpoint (`support.file`).
 */
export const attachmentLink = (attachmentId: number) =>
  Effect.gen(function* () {
    const exp = linkExpiry(yield* Clock.use((c) => c.now))
    const sig = yield* Digest.use((d) => d.of(`attachment:${attachmentId}:${exp}`))
    return { attachmentId, exp, sig }
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

/** `GET files/support/{id}`: the attachment behind a signed link and its bytes from file storage. */
export const downloadAttachment = (attachmentId: number, exp: number, sig: string) =>
  Effect.gen(function* () {
    const attachment = yield* openAttachmentLink(attachmentId, exp, sig)
    const body = yield* FileStorage.use((f) => f.read(attachment.storageKey))
    if (body === null) return yield* new NotFound({ entity: "file", id: String(attachmentId) })
    const now = yield* Clock.use((c) => c.now)
    return { attachment, body, cacheSeconds: linkSecondsLeft(exp, now) }
  })
