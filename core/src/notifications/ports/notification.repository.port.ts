import { Context, type Effect } from "effect"
import type { Notification, NotificationDraft } from "../domain/notification"

/** The stored notifications of members, with their read state; one per member and key. */
export class NotificationRepository extends Context.Service<
  NotificationRepository,
  {
    /** Adds the drafts whose key the member has not had yet; answers how many were added (none twice, whatever races). */
    readonly post: (memberId: number, drafts: ReadonlyArray<NotificationDraft>, at: Date) => Effect.Effect<number>
    /** `post` for several members in one write (a sweep's page); answers how many were added. */
    readonly postMany: (items: ReadonlyArray<{ readonly memberId: number; readonly drafts: ReadonlyArray<NotificationDraft> }>, at: Date) => Effect.Effect<number>
    /** The member's notifications, newest first, with the total and the unread count. */
    readonly list: (
      memberId: number,
      q: { readonly limit: number; readonly offset: number; readonly unreadOnly: boolean }
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<Notification>; readonly total: number; readonly unread: number }>
    readonly unreadCount: (memberId: number) => Effect.Effect<number>
    /** Marks the member's named notifications (or all, with null) read; another member's ids are left alone. */
    readonly markRead: (memberId: number, ids: ReadonlyArray<number> | null, at: Date) => Effect.Effect<number>
  }
>()("iw/notifications/NotificationRepository") {}
