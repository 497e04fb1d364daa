import { api } from "../../../lib/api"

/** The member's notifications, 15 a page, newest first; `unreadOnly` for the unread ones. */
export const notificationsPage = (page: number, unreadOnly: boolean) => api.notifications.list({ query: { page, ...(unreadOnly ? { unread: "1" as const } : {}) } })
export const markRead = (id: number) => api.notifications.read({ body: { ids: [id] } })
export const markAllRead = () => api.notifications.readAll()
