import { Effect } from "effect"
import { NotFound, ValidationFailed, hasFieldErrors } from "../../kernel/errors"
import type { Lang } from "../../kernel/lang"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { type ContentDraft, type ContentKind, type Translations, checkDraft, withoutEmptyTranslations } from "../domain/content-item"
import { ContentRepository } from "../ports/content.repository.port"
import { HtmlSanitizer } from "../ports/html-sanitizer.port"

export interface ContentInput extends Partial<Omit<ContentDraft, "translations">> {
  readonly translations: Translations
}

/**
 * Staff create an item (id null) or save an edit. Bodies are sanitised on the server whatever the editor sent,
 * every save is kept as a revision, and the audit log names the staff member.
 */
export const saveContentItem = (principal: StaffPrincipal, kind: ContentKind, id: number | null, input: ContentInput) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const now = yield* Clock.use((c) => c.now)
    const sanitizer = yield* HtmlSanitizer
    const trimmed = withoutEmptyTranslations(input.translations)
    const translations = {} as Record<Lang, { title: string; body: string; location?: string }>
    for (const [lang, t] of Object.entries(trimmed)) translations[lang as Lang] = { ...t, body: yield* sanitizer.clean(t.body) }
    const draft: ContentDraft = {
      translations: translations as unknown as Translations,
      pinned: kind === "announcement" && (input.pinned ?? false),
      public: kind === "announcement" && (input.public ?? false),
      published: input.published ?? true,
      publishedAt: input.publishedAt ?? now,
      startsAt: kind === "event" ? (input.startsAt ?? null) : null,
      endsAt: kind === "event" ? (input.endsAt ?? null) : null,
      location: kind === "event" ? (input.location?.trim() || null) : null,
      sort: input.sort ?? 0
    }
    const errors = checkDraft(draft)
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const saved = yield* ContentRepository.use((r) => r.save(kind, id, draft, { staffId: principal.staffId }, now))
          if (saved === null) return yield* new NotFound({ entity: kind, id: String(id) })
          yield* AuditLog.use((a) =>
            a.record({ actor: staffActor(principal), action: `content.${kind}.${id === null ? "create" : "update"}`, target: { type: kind, id: String(saved.id) }, details: { revision: saved.revision, title: saved.translations.en.title } })
          )
          return saved
        })
      )
    )
  })

/** Staff delete an item; its revisions stay readable in the history. */
export const deleteContentItem = (principal: StaffPrincipal, kind: ContentKind, id: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const now = yield* Clock.use((c) => c.now)
    yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          if (!(yield* ContentRepository.use((r) => r.remove(kind, id, now)))) return yield* new NotFound({ entity: kind, id: String(id) })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: `content.${kind}.delete`, target: { type: kind, id: String(id) } }))
        })
      )
    )
  })
