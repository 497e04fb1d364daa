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
    const fit = fitting(drafts)
    if (fit.length === 0) return 0
    const now = yield* Clock.use((c) => c.now)
    return yield* NotificationRepository.use((r) => r.post(memberId, fit, now))
  })

const fitting = (drafts: ReadonlyArray<NotificationDraft>) => distinctByKey(drafts).filter((d) => d.key.length > 0 && d.key.length <= NOTIFICATION_KEY_MAX)

/** `postNotifications` for several members in one write (a background sweep's page). */
export const postNotificationsToMembers = (items: ReadonlyArray<{ readonly memberId: number; readonly drafts: ReadonlyArray<NotificationDraft> }>) =>
  Effect.gen(function* () {
    const fit = items.map((i) => ({ memberId: i.memberId, drafts: fitting(i.drafts) })).filter((i) => i.drafts.length > 0)
    if (fit.length === 0) return 0
    const now = yield* Clock.use((c) => c.now)
    return yield* NotificationRepository.use((r) => r.postMany(fit, now))
  })
