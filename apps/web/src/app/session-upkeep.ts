import { scheduleRefresh } from "@iw/ui"
import { api } from "../lib/api"
import { refreshToken, reloadProfile } from "../lib/auth"
import { memberSession } from "../lib/session"

export const TRACKER_INTERVAL_MS = 15_000
const PROFILE_INTERVAL_MS = 60_000

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
  let last = Date.now()
  setInterval(() => {
    const now = Date.now()
    const seconds = Math.round((now - last) / 1000)
    last = now
    const id = memberSession.get()?.profile?.id ?? 0
    if (id > 0 && document.visibilityState === "visible") {
      void api.identity.tracker({ body: { path: window.location.pathname, seconds } }).catch(() => undefined)
    }
  }, TRACKER_INTERVAL_MS)
}
