import { api } from "@iw/contracts"
import {
  type ContentItem,
  type ContentKind,
  type ContentView,
  PAGE_SIZE,
  contentHistory,
  contentOrderOf,
  countUnread,
  deleteContentItem,
  listContent,
  listContentItems,
  locationIn,
  markAnnouncementsRead,
  openContent,
  publicAnnouncementsVisible,
  saveContentItem,
  showContentItem
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"

const viewWire = (v: ContentView) => ({
  id: v.item.id,
  kind: v.item.kind,
  title: v.title,
  body: v.body,
  lang: v.lang,
  pinned: v.item.pinned,
  publishedAt: v.item.publishedAt,
  startsAt: v.item.startsAt,
  endsAt: v.item.endsAt,
  location: locationIn(v.item, v.lang),
  read: v.read
})

const itemWire = (i: ContentItem) => ({
  id: i.id,
  kind: i.kind,
  translations: i.translations,
  pinned: i.pinned,
  public: i.public,
  published: i.published,
  publishedAt: i.publishedAt,
  startsAt: i.startsAt,
  endsAt: i.endsAt,
  location: i.location,
  sort: i.sort,
  revision: i.revision,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
  updatedBy: i.updatedBy
})

const pageOf = (q: { page?: number; perPage?: number }, size: number) => ({ page: q.page ?? 1, perPage: q.perPage ?? size })
const mapPage = <A, B>(f: (a: A) => B) => (p: { readonly data: ReadonlyArray<A>; readonly meta: { total: number; perPage: number; to: number; page: number } }) => ({ data: p.data.map(f), meta: p.meta })

type ListQuery = { page?: number; perPage?: number; lang?: "en" | "cn" | "tc" | "jp" | "kr" | "ru"; sort?: "publishedAt" | "id" | "createdAt" | "pinned"; direction?: "asc" | "desc" }
const member = (kind: ContentKind) => (ctx: { principal: { memberId: number }; query: ListQuery; lang: string }) =>
  Effect.map(listContent(kind, { memberId: ctx.principal.memberId }, ctx.query.lang ?? (ctx.lang as "en"), pageOf(ctx.query, PAGE_SIZE[kind]), contentOrderOf(ctx.query)), mapPage(viewWire))

/** Spec §7 Announcements and events; tutorials. */
export const contentRoutes = () =>
  routes(api.content, {
    announcements: member("announcement"),
    events: member("event"),
    tutorials: member("tutorial"),
    announcementsUnread: ({ principal }) => Effect.map(countUnread(principal.memberId, "announcement"), (count) => ({ count })),
    eventsUnread: ({ principal }) => Effect.map(countUnread(principal.memberId, "event"), (count) => ({ count })),
    announcementsRead: ({ principal, body }) => Effect.map(markAnnouncementsRead(principal.memberId, body.ids), (count) => ({ count })),
    event: ({ principal, query, lang }) => Effect.map(openContent("event", principal.memberId, query.eventId, query.lang ?? (lang as "en")), viewWire),
    tutorial: ({ principal, params, query, lang }) => Effect.map(openContent("tutorial", principal.memberId, params.id, query.lang ?? (lang as "en")), viewWire),
    publicAnnouncements: ({ query, lang }) => Effect.map(listContent("announcement", "visitor", query.lang ?? (lang as "en"), pageOf(query, PAGE_SIZE.announcement), contentOrderOf(query)), mapPage(viewWire)),
    publicAnnouncementsVisible: () => Effect.map(publicAnnouncementsVisible, (visible) => ({ visible }))
  })

/** The staff editor of one kind of content (announcements, events and tutorials share one contract shape). */
export const staffContentRoutes = (kind: ContentKind, area: typeof api.staffAnnouncements) =>
  routes(area, {
    list: ({ principal, query }) => Effect.map(listContentItems(principal, kind, query.q, pageOf(query, 15)), mapPage(itemWire)),
    show: ({ principal, params }) => Effect.map(showContentItem(principal, kind, params.id), itemWire),
    create: ({ principal, body }) => Effect.map(saveContentItem(principal, kind, null, body), itemWire),
    update: ({ principal, params, body }) => Effect.map(saveContentItem(principal, kind, params.id, body), itemWire),
    remove: ({ principal, params }) => Effect.as(deleteContentItem(principal, kind, params.id), {}),
    history: ({ principal, params, query }) =>
      Effect.map(
        contentHistory(principal, kind, params.id, pageOf(query, 15)),
        mapPage((r) => ({ revision: r.revision, editedAt: r.editedAt, editedBy: r.editedBy, item: itemWire(r.item) }))
      )
  })
