import { api } from "@iw/contracts"
import { type Notification, countUnreadNotifications, listNotifications, markNotificationsRead, offsetOf, pageOf, postGameReminders } from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"

const PAGE = 15

const notificationWire = (n: Notification) => ({ id: n.id, code: n.code, params: n.params, createdAt: n.createdAt, readAt: n.readAt })

/**
 * The notification centre's endpoints. Reading the list or the unread count first posts the member's due game
 * reminders (lumber-yard's `postGameReminders`: computed from the games' timestamps, at most one per subject and CST
 * day), so the bell is right even between the background job's sweeps.
 */
export const notificationsRoutes = () =>
  routes(api.notifications, {
    list: ({ principal, query }) => {
      const p = { page: query.page ?? 1, perPage: query.perPage ?? PAGE }
      return Effect.andThen(postGameReminders(principal.memberId), () =>
        Effect.map(listNotifications(principal, { limit: p.perPage, offset: offsetOf(p), unreadOnly: query.unread === "1" }), (r) => ({
          ...pageOf(p, r.rows.map(notificationWire), r.total),
          unread: r.unread
        }))
      )
    },
    unread: ({ principal }) => Effect.andThen(postGameReminders(principal.memberId), () => Effect.map(countUnreadNotifications(principal), (unread) => ({ unread }))),
    read: ({ principal, body }) => markNotificationsRead(principal, body.ids),
    readAll: ({ principal }) => markNotificationsRead(principal, null)
  })
