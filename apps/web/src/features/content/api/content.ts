import type { LangCode } from "@iw/contracts/i18n"
import { api } from "../../../lib/api"

/** Spec §9: announcements show 3 a page, pinned first. */
export const ANNOUNCEMENTS_PER_PAGE = 3
/** Spec §9: events show 6 a page. */
export const EVENTS_PER_PAGE = 6
/** Tutorials a page in the list beside the chosen one. */
export const TUTORIALS_PER_PAGE = 10

/** Announcements for members (read marks) or for visitors; newest first, or oldest first (`publishedAt` ascending). */
export const announcements = (audience: "member" | "public", page: number, lang: LangCode, oldest: boolean) => {
  const query = { page, perPage: ANNOUNCEMENTS_PER_PAGE, lang, ...(oldest ? { sort: "publishedAt" as const, direction: "asc" as const } : {}) }
  return audience === "member" ? api.content.announcements({ query }) : api.content.publicAnnouncements({ query })
}

/** Marks announcements read (the header's unread count follows). */
export const markAnnouncementsRead = (ids: ReadonlyArray<number>) => api.content.announcementsRead({ body: { ids: [...ids] } })

export const events = (page: number, lang: LangCode) => api.content.events({ query: { page, perPage: EVENTS_PER_PAGE, lang } })
export const event = (id: number, lang: LangCode) => api.content.event({ query: { eventId: id, lang } })
export const tutorials = (page: number, lang: LangCode) => api.content.tutorials({ query: { page, perPage: TUTORIALS_PER_PAGE, lang } })
export const tutorial = (id: number, lang: LangCode) => api.content.tutorial({ params: { id }, query: { lang } })
