import { type ContentSchemas, parseCst, toCstWall } from "@iw/contracts"
import { api } from "../../../lib/api"

export type ContentItem = typeof ContentSchemas.ContentItem.Type
export type ContentBody = typeof ContentSchemas.ContentBody.Type
export type Translations = ContentItem["translations"]
export type Lang = keyof Translations

/** The three kinds staff edit, with the route they live under (spec §2 Staff area). */
export type Kind = "announcements" | "events" | "tutorials"
export const KINDS: ReadonlyArray<Kind> = ["announcements", "events", "tutorials"]
export const LANGS: ReadonlyArray<Lang> = ["en", "cn", "tc", "jp", "kr", "ru"]

const area = (kind: Kind) => (kind === "announcements" ? api.staffAnnouncements : kind === "events" ? api.staffEvents : api.staffTutorials)

export const listItems = (kind: Kind, q: string, page: number) => area(kind).list({ query: { page, ...(q.trim() ? { q: q.trim() } : {}) } })
export const showItem = (kind: Kind, id: number) => area(kind).show({ params: { id } })
export const saveItem = (kind: Kind, id: number | null, body: ContentBody) => (id === null ? area(kind).create({ body }) : area(kind).update({ params: { id }, body }))
export const removeItem = (kind: Kind, id: number) => area(kind).remove({ params: { id } })
export const itemHistory = (kind: Kind, id: number, page: number) => area(kind).history({ params: { id }, query: { page } })

/** The kind a screen edits, from the first segment of its path (`/announcements/...`, `/events/...`, `/tutorials/...`). */
export const kindOfPath = (pathname: string): Kind => {
  const first = pathname.split("/").filter(Boolean)[0]
  return first === "events" || first === "tutorials" ? first : "announcements"
}

/** Publication state as staff read it: a draft, published but not yet shown, or live. */
export type PublishState = "draft" | "scheduled" | "live"
export const publishState = (item: Pick<ContentItem, "published" | "publishedAt">, now = Date.now()): PublishState =>
  !item.published ? "draft" : item.publishedAt.getTime() > now ? "scheduled" : "live"

/** Times are entered and shown in CST (spec §9; the one definition in contracts/src/cst.ts), whatever the browser's own zone. */
export const toCstInput = (d: Date | null | undefined): string => (d ? toCstWall(d) : "")
export const fromCstInput = (s: string): Date | null => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(s) ? parseCst(s) : null)

/** Whether a piece of editor HTML holds any visible text (an empty editor leaves `<br>` or `<p></p>`). */
export const hasText = (html: string): boolean => html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() !== "" || /<(img|hr)\b/i.test(html)
