import { Empty } from "../common"
import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase } from "../errors"
import * as S from "./content.schemas"

const NOT_FOUND = errorCase("NOT_FOUND")

/** Staff CRUD of one kind of content; announcements add the revision history. */
const staffCrud = <K extends string>(kind: K, path: string, label: string) => ({
  list: endpoint({ id: `content.${kind}.list`, method: "GET", path: `staff/${path}`, access: "staff", summary: `${label}, newest first, drafts included.`, query: S.StaffContentQuery, success: S.ContentItemList, errors: STAFF_ERRORS }),
  show: endpoint({ id: `content.${kind}.show`, method: "GET", path: `staff/${path}/:id`, access: "staff", summary: `One of the ${label.toLowerCase()}.`, params: S.ContentParams, success: S.ContentItem, errors: [...STAFF_ERRORS, NOT_FOUND] }),
  create: endpoint({ id: `content.${kind}.create`, method: "POST", path: `staff/${path}`, access: "staff", summary: `Creates one of the ${label.toLowerCase()}; the HTML is sanitised.`, body: S.ContentBody, success: S.ContentItem, status: 201, errors: STAFF_ERRORS }),
  update: endpoint({ id: `content.${kind}.update`, method: "PUT", path: `staff/${path}/:id`, access: "staff", summary: `Saves an edit; every edit is kept as a revision.`, params: S.ContentParams, body: S.ContentBody, success: S.ContentItem, errors: [...STAFF_ERRORS, NOT_FOUND] }),
  remove: endpoint({ id: `content.${kind}.remove`, method: "DELETE", path: `staff/${path}/:id`, access: "staff", summary: `Deletes it (its revisions stay in the history).`, params: S.ContentParams, success: Empty, errors: [...STAFF_ERRORS, NOT_FOUND] }),
  history: endpoint({ id: `content.${kind}.history`, method: "GET", path: `staff/${path}/:id/history`, access: "staff", summary: `Every saved revision, newest first.`, params: S.ContentParams, query: S.StaffContentQuery, success: S.ContentRevisionList, errors: [...STAFF_ERRORS, NOT_FOUND] })
})

/** Spec §2 Content, §7 Announcements and events, §9 page sizes (3 announcements, 6 events). */
export const content = {
  announcements: endpoint({ id: "content.announcements", method: "GET", path: "member/announcements", access: "member", summary: "Published announcements, 3 a page, pinned first, then newest.", query: S.MemberContentQuery, success: S.ContentViewList, errors: AUTH_ERRORS }),
  announcementsUnread: endpoint({ id: "content.announcementsUnread", method: "GET", path: "member/announcements/unread", access: "member", summary: "How many published announcements the member has not read.", success: S.UnreadCount, errors: AUTH_ERRORS }),
  announcementsRead: endpoint({ id: "content.announcementsRead", method: "POST", path: "member/announcements/read", access: "member", summary: "Marks the announcements the member has seen as read; answers the new unread count.", body: S.ReadBody, success: S.UnreadCount, errors: AUTH_ERRORS }),
  publicAnnouncements: endpoint({ id: "content.publicAnnouncements", method: "GET", path: "public/announcements", access: "public", summary: "Announcements shown to visitors, 3 a page, pinned first.", query: S.MemberContentQuery, success: S.ContentViewList }),
  publicAnnouncementsVisible: endpoint({ id: "content.publicAnnouncementsVisible", method: "GET", path: "public/announcements/visible", access: "public", summary: "Whether any announcement is shown to visitors (the public link appears only then).", success: S.Visible }),
  events: endpoint({ id: "content.events", method: "GET", path: "member/event/list", access: "member", summary: "Published events, 6 a page, newest first.", query: S.MemberContentQuery, success: S.ContentViewList, errors: AUTH_ERRORS }),
  event: endpoint({ id: "content.event", method: "GET", path: "member/event", access: "member", summary: "One event; reading it marks it read.", query: S.EventQuery, success: S.ContentView, errors: [...AUTH_ERRORS, NOT_FOUND] }),
  eventsUnread: endpoint({ id: "content.eventsUnread", method: "GET", path: "member/event/unread", access: "member", summary: "How many published events the member has not opened.", success: S.UnreadCount, errors: AUTH_ERRORS }),
  tutorials: endpoint({ id: "content.tutorials", method: "GET", path: "member/tutorials", access: "member", summary: "Published tutorials in their order.", query: S.MemberContentQuery, success: S.ContentViewList, errors: AUTH_ERRORS }),
  tutorial: endpoint({ id: "content.tutorial", method: "GET", path: "member/tutorials/:id", access: "member", summary: "One tutorial.", params: S.TutorialParams, query: S.LangQuery, success: S.ContentView, errors: [...AUTH_ERRORS, NOT_FOUND] })
}

export const staffAnnouncements = staffCrud("announcements", "announcements", "Announcements")
export const staffEvents = staffCrud("events", "events", "Events")
export const staffTutorials = staffCrud("tutorials", "tutorials", "Tutorials")
