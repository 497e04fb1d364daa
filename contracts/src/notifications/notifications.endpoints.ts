import { endpoint } from "../endpoint"
import { AUTH_ERRORS } from "../errors"
import * as S from "./notifications.schemas"

/**
 * The member's notification centre (issue 14 §2): stored notifications with their read state. Reading the list or
 * the unread count first posts the member's due game reminders (tree to water or harvest, shovel rusting or worn,
 * mining session finished), at most one per subject and CST day. New ones are announced live on `member/update`
 * (kind `notification`); a read on `notificationsRead`.
 */
export const notifications = {
  list: endpoint({
    id: "notifications.list",
    method: "GET",
    path: "member/notifications",
    access: "member",
    summary: "The caller's notifications, newest first (15 a page; `unread=1` for the unread ones only), with the unread count.",
    query: S.NotificationsQuery,
    success: S.Notifications,
    errors: AUTH_ERRORS
  }),
  unread: endpoint({ id: "notifications.unread", method: "GET", path: "member/notifications/unread", access: "member", summary: "How many of the caller's notifications are unread (the header's bell).", success: S.NotificationsUnread, errors: AUTH_ERRORS }),
  read: endpoint({
    id: "notifications.read",
    method: "POST",
    path: "member/notifications/read",
    access: "member",
    summary: "Marks the caller's named notifications read (ids of another member's change nothing); answers the unread count.",
    body: S.NotificationsReadBody,
    success: S.NotificationsMarked,
    errors: AUTH_ERRORS
  }),
  readAll: endpoint({ id: "notifications.readAll", method: "POST", path: "member/notifications/read-all", access: "member", summary: "Marks all the caller's notifications read.", success: S.NotificationsMarked, errors: AUTH_ERRORS })
} as const
