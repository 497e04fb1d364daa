import type { MemberProfile } from "@iw/contracts"
import { useEffect, useMemo, useState } from "react"
import { api } from "./api"
import { onMemberUpdate } from "./member-updates"

/** Unread counts are polled every 60 s while the page is visible, on focus, and whenever a page says they changed. */
export const UNREAD_POLL_MS = 60_000
const CHANGED = "iw:unread-changed"

/** Call after something that changes an unread count (a ticket opened, announcements shown, an event read). */
export const notifyUnreadChanged = () => window.dispatchEvent(new Event(CHANGED))

const usePolled = (memberId: number | undefined, load: () => Promise<void>) => {
  useEffect(() => {
    if (!memberId) return
    let live = true
    const run = () => {
      if (live) void load().catch(() => undefined)
    }
    run()
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") run()
    }, UNREAD_POLL_MS)
    const onVisible = () => {
      if (document.visibilityState === "visible") run()
    }
    window.addEventListener("focus", run)
    window.addEventListener(CHANGED, run)
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      live = false
      clearInterval(timer)
      window.removeEventListener("focus", run)
      window.removeEventListener(CHANGED, run)
      document.removeEventListener("visibilitychange", onVisible)
    }
  }, [memberId])
}

/** Support tickets with a staff reply the member has not opened (spec §2: the support link's unread marker). */
export const useSupportUnreadCount = (memberId: number | undefined): number => {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!memberId) setCount(0)
  }, [memberId])
  usePolled(memberId, () => api.support.unread().then((r) => setCount(r.count)))
  return memberId ? count : 0
}

/**
 * The profile with fresh unread announcement and event counts (spec §3 Unread counts), read from the content
 * endpoints; the profile's own values stand until those answer.
 */
export const useContentUnread = <P extends MemberProfile | null | undefined>(profile: P): P => {
  const [counts, setCounts] = useState<{ readonly announcements: number; readonly events: number } | null>(null)
  const id = profile?.id
  usePolled(id, () =>
    Promise.all([api.content.announcementsUnread(), api.content.eventsUnread()]).then(([a, e]) => setCounts({ announcements: a.count, events: e.count }))
  )
  return useMemo(
    () => (profile && counts ? ({ ...profile, unreadAnnouncements: counts.announcements, unreadEvents: counts.events } as P) : profile),
    [profile, counts]
  )
}

/**
 * The member's unread notifications (issue 14 §2, the header's notification bell): read on load, on focus, every
 * 60 s, and at once when the member's live topic says a notification was posted or read (in any tab).
 */
export const useNotificationsUnread = (memberId: number | undefined): number => {
  const [count, setCount] = useState(0)
  const load = () => api.notifications.unread().then((r) => setCount(r.unread))
  useEffect(() => {
    if (!memberId) {
      setCount(0)
      return
    }
    return onMemberUpdate((u) => {
      if (u.kind === "notification" || u.kind === "notificationsRead") void load().catch(() => undefined)
    })
  }, [memberId])
  usePolled(memberId, load)
  return memberId ? count : 0
}
