import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError, hasFieldErrors, mergeFieldErrors } from "../../kernel/errors"
import type { Lang } from "../../kernel/lang"
import { Clock } from "../../kernel/ports/clock.port"
import { SupportRepository } from "../ports/support.repository.port"

/** Saved replies, in several languages, that staff drop into a reply. */
export const listSavedReplies = (language?: Lang) => SupportRepository.use((r) => r.savedReplies(language))

export const saveReply = (staffId: number, id: number | null, input: { readonly title: string; readonly language: Lang; readonly body: string }) =>
  Effect.gen(function* () {
    const title = input.title.trim()
    const body = input.body.trim()
    const errors = mergeFieldErrors(title === "" ? fieldError("title", "validation.required") : {}, body === "" ? fieldError("body", "validation.required") : {})
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    const now = yield* Clock.use((c) => c.now)
    const saved = yield* SupportRepository.use((r) => r.saveReply(id, { title, language: input.language, body, staffId, at: now }))
    if (saved === null) return yield* new NotFound({ entity: "saved reply", id: String(id) })
    return saved
  })

export const deleteSavedReply = (id: number) =>
  Effect.flatMap(SupportRepository.use((r) => r.deleteReply(id)), (ok) => (ok ? Effect.void : Effect.fail(new NotFound({ entity: "saved reply", id: String(id) }))))
