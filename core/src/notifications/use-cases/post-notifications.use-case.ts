import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { NOTIFICATION_KEY_MAX, type NotificationDraft, distinctByKey } from "../domain/notification"
import { NotificationRepository } from "../ports/notification.repository.port"

/**
 * What another area calls to tell a member something: the drafts are kept (one per member and key, so posting again
 * adds nothing) and, once committed, announced on the member's live topic (`member/update` kind `notification`, by
 * the store's trigger). Answers how many were new.
 */
export const postNotifications = (memberId: number, drafts: ReadonlyArray<NotificationDraft>) =>
  Effect.gen(function* () {
    const fit = distinctByKey(drafts).filter((d) => d.key.length > 0 && d.key.length <= NOTIFICATION_KEY_MAX)
    if (fit.length === 0) return 0
    const now = yield* Clock.use((c) => c.now)
    return yield* NotificationRepository.use((r) => r.post(memberId, fit, now))
  })
