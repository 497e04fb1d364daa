import { LANGS, type Lang } from "../../kernel/lang"
import { type FieldErrors, fieldError, mergeFieldErrors } from "../../kernel/field-errors"

/** Announcements, events and tutorials (spec §2 Content, §7 Announcements and events). */
export type ContentKind = "announcement" | "event" | "tutorial"

/** One language's text; the body is HTML that went through the sanitiser. */
export interface Translation {
  readonly title: string
  readonly body: string
  /** Events: where, in this language; the item's `location` (English) when left out. */
  readonly location?: string
}

/** English is required and is what every other language falls back to. */
export type Translations = { readonly en: Translation } & Partial<Record<Exclude<Lang, "en">, Translation>>

export interface ContentItem {
  readonly id: number
  readonly kind: ContentKind
  readonly translations: Translations
  readonly pinned: boolean
  readonly public: boolean
  readonly published: boolean
  readonly publishedAt: Date
  readonly startsAt: Date | null
  readonly endsAt: Date | null
  readonly location: string | null
  readonly sort: number
  readonly revision: number
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly updatedBy: string | null
}

export type ContentDraft = Pick<ContentItem, "translations" | "pinned" | "public" | "published" | "publishedAt" | "startsAt" | "endsAt" | "location" | "sort">

/** Spec §9: 3 announcements a page, 6 events; tutorials come all at once in practice. */
export const PAGE_SIZE: Record<ContentKind, number> = { announcement: 3, event: 6, tutorial: 50 }

/**
 * The text a reader sees: their language when the item has it (title and body together), otherwise English.
 * A translation with an empty title counts as missing.
 */
export const resolveTranslation = (t: Translations, lang: Lang): Translation & { readonly lang: Lang } => {
  const own = t[lang]
  return own && own.title.trim() !== "" ? { ...own, lang } : { ...t.en, lang: "en" }
}

/** Members see an item once it is published and its publication time has come. */
export const isVisibleTo = (item: Pick<ContentItem, "published" | "publishedAt">, now: Date): boolean => item.published && item.publishedAt.getTime() <= now.getTime()

/** Spec §3 unread counts: an item the member can already see (published, its time has come) and has not read. */
export const isUnread = (item: Pick<ContentItem, "id" | "published" | "publishedAt">, readIds: ReadonlySet<number>, now: Date): boolean =>
  isVisibleTo(item, now) && !readIds.has(item.id)

/** How many of these items (of one kind) the member has not read yet; drafts and future items never count. */
export const unreadCountOf = (items: ReadonlyArray<Pick<ContentItem, "id" | "published" | "publishedAt">>, readIds: ReadonlySet<number>, now: Date): number =>
  items.filter((i) => isUnread(i, readIds, now)).length

/** A reader's chosen order (spec §7 `member/announcements`: sort, direction). */
export interface ContentOrder {
  readonly by: "publishedAt" | "id"
  readonly direction: "asc" | "desc"
}

/** What a reader may name as the sort: the keys, and `createdAt` and `pinned`, which read as the publication order. */
export type ContentSort = ContentOrder["by"] | "createdAt" | "pinned"

/**
 * The order a list request asks for: none when it names neither sort nor direction (the kind's default stands).
 * An item is created for readers when it is published, so `createdAt` is the publication time; `pinned` is the
 * publication order too, announcements keeping their pinned ones first as always.
 */
export const contentOrderOf = (q: { readonly sort?: ContentSort; readonly direction?: ContentOrder["direction"] }): ContentOrder | undefined =>
  q.sort === undefined && q.direction === undefined ? undefined : { by: q.sort === "id" ? "id" : "publishedAt", direction: q.direction ?? "desc" }

/**
 * Reading order. By default: announcements pinned first, then newest; events newest first; tutorials by their sort
 * number. With a chosen order, items go by that key and direction, ties by id the same way; announcements keep
 * pinned ones first whatever the order (spec §9: pinned for announcements). Otherwise ties go to the higher id.
 */
export const compareForReading = (kind: ContentKind, order?: ContentOrder) => (a: ContentItem, b: ContentItem): number => {
  if (kind === "announcement" && a.pinned !== b.pinned) return a.pinned ? -1 : 1
  if (order !== undefined) {
    const sign = order.direction === "asc" ? 1 : -1
    const key = (i: ContentItem) => (order.by === "id" ? i.id : i.publishedAt.getTime())
    return sign * (key(a) - key(b)) || sign * (a.id - b.id)
  }
  if (kind === "tutorial") return a.sort - b.sort || a.id - b.id
  return b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id
}

export const TITLE_MAX = 200

/** English needs a title; every given translation needs a title too; an event ends after it starts. */
export const checkDraft = (d: ContentDraft): FieldErrors =>
  mergeFieldErrors(
    d.translations.en.title.trim() === "" ? fieldError("translations.en.title", "validation.required") : {},
    ...LANGS.filter((l) => l !== "en").map((l) => {
      const t = d.translations[l as Exclude<Lang, "en">]
      return t && t.title.trim() === "" && t.body.trim() !== "" ? fieldError(`translations.${l}.title`, "validation.required") : {}
    }),
    d.startsAt && d.endsAt && d.endsAt.getTime() < d.startsAt.getTime() ? fieldError("endsAt", "validation.after_start") : {}
  )

/** Languages the author left empty are dropped rather than stored blank. */
export const withoutEmptyTranslations = (t: Translations): Translations => {
  const out: Record<string, Translation> = {}
  for (const l of LANGS) {
    const v = t[l as Lang]
    if (v && (l === "en" || v.title.trim() !== "" || v.body.trim() !== "")) {
      const location = v.location?.trim() ?? ""
      out[l] = location === "" ? { title: v.title.trim(), body: v.body } : { title: v.title.trim(), body: v.body, location }
    }
  }
  return out as unknown as Translations
}

/** Where an event is, in the language the reader gets its text in; the item's own location when that has none. */
export const locationIn = (item: Pick<ContentItem, "translations" | "location">, lang: Lang): string | null =>
  item.location === null ? null : resolveTranslation(item.translations, lang).location ?? item.location
