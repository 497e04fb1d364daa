import { useEffect, useState } from "react"

/**
 * Seconds left until `deadline` (a local Date.now() value), ticking while `active`; and the whole minutes left,
 * which change once a minute, for a polite live region (screen readers are not told every second).
 */
export const useCountdown = (deadline: number, active = true): { readonly seconds: number; readonly minutes: number } => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(id)
  }, [active, deadline])
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000))
  return { seconds, minutes: Math.ceil(seconds / 60) }
}
