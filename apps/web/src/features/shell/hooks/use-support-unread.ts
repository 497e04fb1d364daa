import type { MemberProfile } from "@iw/contracts"
import { useSupportUnreadCount } from "../../../lib/unread"

/**
 * Support tickets with replies the member has not read yet (spec §2: support link with unread marker), from
 * api.support.unread: polled every 60 s and on focus, and refreshed when a ticket page says it changed.
 */
export const useSupportUnread = (profile: MemberProfile | null): number => useSupportUnreadCount(profile?.id)
