import { type ContentItem, ContentRepository, type ContentRevision, HtmlSanitizer } from "@iw/core"
import { compareForReading, isVisibleTo, unreadCountOf } from "../../src/content/domain/content-item"
import { Effect, Layer } from "effect"

/** What the in-memory content adapter holds: items (deleted ones keep `deletedAt`), revisions and read marks. */
export interface ContentStore {
  items: Array<ContentItem & { deletedAt: Date | null }>
  revisions: Array<ContentRevision & { itemId: number }>
  reads: Array<{ memberId: number; itemId: number; readAt: Date }>
  nextId: number
}

export const emptyContent = (): ContentStore => ({ items: [], revisions: [], reads: [], nextId: 1 })

const live = (s: ContentStore) => s.items.filter((i) => i.deletedAt === null)
const strip = ({ deletedAt: _, ...item }: ContentItem & { deletedAt: Date | null }): ContentItem => item

/** The ContentRepository port over plain arrays, with the core's own reading rules (the PostgreSQL adapter does this in SQL). */
export const inMemoryContentLayer = (s: ContentStore, staffNames: Record<number, string> = {}) =>
  Layer.succeed(ContentRepository)({
    list: (q) =>
      Effect.sync(() => {
        const needle = q.q?.toLowerCase()
        const rows = live(s)
          .filter((i) => i.kind === q.kind)
          .filter((i) => q.visibleAt === undefined || isVisibleTo(i, q.visibleAt))
          .filter((i) => !q.publicOnly || i.public)
          .filter((i) => needle === undefined || JSON.stringify(i.translations).toLowerCase().includes(needle))
          .sort(q.visibleAt !== undefined ? compareForReading(q.kind, q.order) : (a, b) => b.id - a.id)
        return { rows: rows.slice(q.offset, q.offset + q.limit).map(strip), total: rows.length }
      }),
    get: (kind, id) => Effect.sync(() => {
      const i = live(s).find((x) => x.kind === kind && x.id === id)
      return i ? strip(i) : null
    }),
    save: (kind, id, d, by, at) =>
      Effect.sync(() => {
        const editor = by.staffId === null ? null : (staffNames[by.staffId] ?? `staff ${by.staffId}`)
        let item: ContentItem & { deletedAt: Date | null }
        if (id === null) {
          item = { id: s.nextId++, kind, ...d, revision: 1, createdAt: at, updatedAt: at, updatedBy: editor, deletedAt: null }
          s.items.push(item)
        } else {
          const old = live(s).find((x) => x.kind === kind && x.id === id)
          if (!old) return null
          item = Object.assign(old, d, { revision: old.revision + 1, updatedAt: at, updatedBy: editor })
        }
        s.revisions.push({ itemId: item.id, revision: item.revision, editedAt: at, editedBy: editor, item: structuredClone(strip(item)) })
        return strip(item)
      }),
    remove: (kind, id, at) =>
      Effect.sync(() => {
        const i = live(s).find((x) => x.kind === kind && x.id === id)
        if (i) i.deletedAt = at
        return i !== undefined
      }),
    revisions: (kind, id, limit, offset) =>
      Effect.sync(() => {
        const rows = s.revisions.filter((r) => r.itemId === id && r.item.kind === kind).sort((a, b) => b.revision - a.revision)
        return { rows: rows.slice(offset, offset + limit).map(({ itemId: _, ...r }) => r), total: rows.length }
      }),
    markRead: (memberId, kind, ids, at) =>
      Effect.sync(() => {
        for (const id of new Set(ids)) {
          const i = live(s).find((x) => x.kind === kind && x.id === id)
          if (i && isVisibleTo(i, at) && !s.reads.some((r) => r.memberId === memberId && r.itemId === id)) s.reads.push({ memberId, itemId: id, readAt: at })
        }
      }),
    readIds: (memberId, ids) => Effect.sync(() => new Set(s.reads.filter((r) => r.memberId === memberId && ids.includes(r.itemId)).map((r) => r.itemId))),
    unreadCount: (memberId, kind, now) =>
      Effect.sync(() => unreadCountOf(live(s).filter((i) => i.kind === kind), new Set(s.reads.filter((r) => r.memberId === memberId).map((r) => r.itemId)), now)),
    unreadCounts: (memberId, now) =>
      Effect.sync(() => {
        const read = new Set(s.reads.filter((r) => r.memberId === memberId).map((r) => r.itemId))
        const of = (kind: "announcement" | "event" | "tutorial") => unreadCountOf(live(s).filter((i) => i.kind === kind), read, now)
        return { announcement: of("announcement"), event: of("event"), tutorial: of("tutorial") }
      })
  })

/** A stand-in sanitiser that visibly marks what it cleaned, so a test can tell a body went through it. */
export const markingSanitizer = Layer.succeed(HtmlSanitizer)({ clean: (html) => Effect.succeed(`[clean]${html.replace(/<script[\s\S]*?<\/script>/gi, "")}`) })
