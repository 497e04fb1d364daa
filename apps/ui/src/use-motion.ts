import { useEffect, useSyncExternalStore } from "react"

const REDUCE = "(prefers-reduced-motion: reduce)"

const subscribeMotion = (listener: () => void) => {
  if (typeof window === "undefined" || !window.matchMedia) return () => undefined
  const mq = window.matchMedia(REDUCE)
  mq.addEventListener("change", listener)
  return () => mq.removeEventListener("change", listener)
}
const reducedNow = () => typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(REDUCE).matches

/** True while the person asked their system for reduced motion; follows changes live. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribeMotion, reducedNow, () => false)

/** Sets the browser tab title to `{title} · {suffix}` while the page is shown. */
export const useDocumentTitle = (title: string, suffix = "Interworld"): void => {
  useEffect(() => {
    const previous = document.title
    document.title = title && title !== suffix ? `${title} · ${suffix}` : suffix
    return () => {
      document.title = previous
    }
  }, [title, suffix])
}
