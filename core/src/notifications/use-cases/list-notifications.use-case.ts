import type { MemberPrincipal } from "../../kernel/principal"
import { NotificationRepository } from "../ports/notification.repository.port"

/** `GET member/notifications`: the caller's notifications, newest first, with the unread count. */
export const listNotifications = (principal: MemberPrincipal, q: { readonly limit: number; readonly offset: number; readonly unreadOnly: boolean }) =>
  NotificationRepository.use((r) => r.list(principal.memberId, q))

/** `GET member/notifications/unread`: how many of the caller's notifications are unread (the header's bell). */
export const countUnreadNotifications = (principal: MemberPrincipal) => NotificationRepository.use((r) => r.unreadCount(principal.memberId))
