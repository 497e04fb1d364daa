import { mayBeat } from "@iw/core/domain"
import { scheduleRefresh } from "@iw/ui"
import { api } from "../lib/api"
import { refreshToken, reloadProfile } from "../lib/auth"
import { memberSession } from "../lib/session"

export const TRACKER_INTERVAL_MS = 15_000
const PROFILE_INTERVAL_MS = 60_000

const SENT_KEY = "iw.beatsSent"
/**
 * Whether a beat may go now by the browser's budget (mayBeat), counted over every tab and page load of this browser
 * (local storage), so a member loading page after page is never refused (429); it records the beat when it may.
 */
const takeBeat = (now: number): boolean => {
  let sent: Array<number> = []
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(SENT_KEY) ?? "[]")
    if (Array.isArray(kept)) sent = kept.filter((at): at is number => typeof at === "number" && at > now - 60_000)
  } catch {
    sent = []
  }
  if (!mayBeat(sent, now)) return false
  try {
    localStorage.setItem(SENT_KEY, JSON.stringify([...sent, now]))
  } catch {
    // Storage full or refused: the beat still goes; the server's limit holds regardless.
  }
  return true
}

/**
 * While a member is signed in: refresh the token 10 minutes before expiry, keep the profile (balances, unread
 * counts, flags) fresh, and report time on page every 15 s (spec §7 tracker).
 */
export const startSessionUpkeep = () => {
  scheduleRefresh(memberSession, refreshToken)
  if (memberSession.get()) void reloadProfile().catch(() => undefined)
  setInterval(() => {
    if (memberSession.get() && document.visibilityState === "visible") void reloadProfile().catch(() => undefined)
  }, PROFILE_INTERVAL_MS)
  // Time on page (spec §7 tracker): every 15 s while signed in and the page is visible, the visible seconds since the
  // previous beat; one last beat when the page is hidden, none while it stays hidden. A refused beat (429) is dropped.
  let visibleSince = document.visibilityState === "visible" ? Date.now() : null
  const beat = (visibility: "visible" | "hidden") => {
    const now = Date.now()
    const seconds = visibleSince === null ? 0 : Math.min(3600, Math.round((now - visibleSince) / 1000))
    visibleSince = visibility === "visible" ? now : null
    const id = memberSession.get()?.profile?.id ?? 0
    if (id > 0 && (seconds > 0 || visibility === "visible") && takeBeat(now)) {
      void api.activity.tracker({ body: { route: window.location.pathname, seconds, visibility } }).catch(() => undefined)
    }
  }
  setInterval(() => {
    if (document.visibilityState === "visible") beat("visible")
  }, TRACKER_INTERVAL_MS)
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") beat("hidden")
    else visibleSince = Date.now()
  })
}
