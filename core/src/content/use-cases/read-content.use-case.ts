import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { Lang } from "../../kernel/lang"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import { Clock } from "../../kernel/ports/clock.port"
import { type ContentItem, type ContentKind, type ContentOrder, isVisibleTo, resolveTranslation } from "../domain/content-item"
import { ContentRepository } from "../ports/content.repository.port"

/** What a reader sees of an item: its text in their language (or English) and whether they have read it. */
export interface ContentView {
  readonly item: ContentItem
  readonly title: string
  readonly body: string
  readonly lang: Lang
  readonly read: boolean
}

const viewOf = (item: ContentItem, lang: Lang, read: boolean): ContentView => {
  const t = resolveTranslation(item.translations, lang)
  return { item, title: t.title, body: t.body, lang: t.lang, read }
}

/**
 * The published items of a kind, in reading order or the reader's chosen one (announcements keep pinned ones
 * first), with the member's read marks (visitors: public ones only).
 */
export const listContent = (kind: ContentKind, reader: { readonly memberId: number } | "visitor", lang: Lang, page: PageRequest, order?: ContentOrder) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const repo = yield* ContentRepository
    const { rows, total } = yield* repo.list({ kind, visibleAt: now, publicOnly: reader === "visitor", ...(order ? { order } : {}), limit: page.perPage, offset: offsetOf(page) })
    const read = reader === "visitor" ? null : yield* repo.readIds(reader.memberId, rows.map((r) => r.id))
    return pageOf(page, rows.map((r) => viewOf(r, lang, read === null || r.kind === "tutorial" || read.has(r.id))), total)
  })

/** One published item; opening an event marks it read (spec §7 `member/event`). */
export const openContent = (kind: ContentKind, memberId: number, id: number, lang: Lang) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const repo = yield* ContentRepository
    const item = yield* repo.get(kind, id)
    if (item === null || !isVisibleTo(item, now)) return yield* new NotFound({ entity: kind, id: String(id) })
    if (kind === "event") yield* repo.markRead(memberId, "event", [id], now)
    return viewOf(item, lang, true)
  })

/** The member has seen these announcements; answers how many are still unread. */
export const markAnnouncementsRead = (memberId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const repo = yield* ContentRepository
    yield* repo.markRead(memberId, "announcement", ids, now)
    return yield* repo.unreadCount(memberId, "announcement", now)
  })

export const countUnread = (memberId: number, kind: ContentKind) =>
  Effect.flatMap(Clock.use((c) => c.now), (now) => ContentRepository.use((r) => r.unreadCount(memberId, kind, now)))

/** Spec §3 unread counts, for the member profile: both kinds in one statement. */
export const unreadContent = (memberId: number) =>
  Effect.flatMap(Clock.use((c) => c.now), (now) =>
    Effect.map(ContentRepository.use((r) => r.unreadCounts(memberId, now)), (n) => ({ unreadAnnouncements: n.announcement, unreadEvents: n.event }))
  )

/** The public announcements link shows only when visitors have something to read. */
export const publicAnnouncementsVisible = Effect.map(listContent("announcement", "visitor", "en", { page: 1, perPage: 1 }), (p) => p.meta.total > 0)
