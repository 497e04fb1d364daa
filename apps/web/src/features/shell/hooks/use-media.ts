import { useCallback, useSyncExternalStore } from "react"

/** True while the media query matches; follows window resizes live. */
export const useMedia = (query: string): boolean => {
  const subscribe = useCallback(
    (listener: () => void) => {
      const mq = window.matchMedia(query)
      mq.addEventListener("change", listener)
      return () => mq.removeEventListener("change", listener)
    },
    [query]
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false)
}
