import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import type { MemberPrincipal } from "../../kernel/principal"
import { NotificationRepository } from "../ports/notification.repository.port"

/**
 * `POST member/notifications/read {ids}` and `{all: true}`: marks the caller's notifications read. Ids of another
 * member's notifications change nothing (and say nothing of them). Answers the unread count after.
 */
export const markNotificationsRead = (principal: MemberPrincipal, ids: ReadonlyArray<number> | null) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const repo = yield* NotificationRepository
    const marked = yield* repo.markRead(principal.memberId, ids, now)
    return { marked, unread: yield* repo.unreadCount(principal.memberId) }
  })
