import { Context, type Effect } from "effect"
import type { ContentDraft, ContentItem, ContentKind, ContentOrder } from "../domain/content-item"

export interface ContentQuery {
  readonly kind: ContentKind
  /** Only items published at or before this time (what members and visitors see). */
  readonly visibleAt?: Date
  readonly publicOnly?: boolean
  readonly q?: string
  /** For visible lists: the reader's chosen order instead of the kind's default (see compareForReading). */
  readonly order?: ContentOrder
  readonly limit: number
  readonly offset: number
}

export interface ContentRevision {
  readonly revision: number
  readonly editedAt: Date
  readonly editedBy: string | null
  readonly item: ContentItem
}

export class ContentRepository extends Context.Service<
  ContentRepository,
  {
    /** Items in reading order for visible lists (see compareForReading), newest first for staff lists. */
    readonly list: (q: ContentQuery) => Effect.Effect<{ readonly rows: ReadonlyArray<ContentItem>; readonly total: number }>
    readonly get: (kind: ContentKind, id: number) => Effect.Effect<ContentItem | null>
    /** Creates revision 1, or the next revision of an existing item; every revision keeps a full snapshot. */
    readonly save: (kind: ContentKind, id: number | null, draft: ContentDraft, by: { readonly staffId: number | null }, at: Date) => Effect.Effect<ContentItem | null>
    readonly remove: (kind: ContentKind, id: number, at: Date) => Effect.Effect<boolean>
    readonly revisions: (kind: ContentKind, id: number, limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<ContentRevision>; readonly total: number }>
    /** Marks read those of `ids` that are items of `kind` the member can see at `at` (see isVisibleTo); other ids are ignored. */
    readonly markRead: (memberId: number, kind: ContentKind, ids: ReadonlyArray<number>, at: Date) => Effect.Effect<void>
    readonly readIds: (memberId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlySet<number>>
    readonly unreadCount: (memberId: number, kind: ContentKind, now: Date) => Effect.Effect<number>
    /** The unread count of every kind at once (one statement for the member profile); a kind with none answers 0. */
    readonly unreadCounts: (memberId: number, now: Date) => Effect.Effect<Readonly<Record<ContentKind, number>>>
  }
>()("iw/content/ContentRepository") {}
