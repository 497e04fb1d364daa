import { createContext, useCallback, useContext, useSyncExternalStore } from "react"

/**
 * What the media queries answer where there is no window: the build's prerender of the landing (issue 18 §8) draws the
 * header once per layout (phone, narrow, wide) and lets CSS show the one that fits, so it sets the answers here.
 */
export const MediaAnswers = createContext<Readonly<Record<string, boolean>> | null>(null)

/** True while the media query matches; follows window resizes live. */
export const useMedia = (query: string): boolean => {
  const given = useContext(MediaAnswers)
  const subscribe = useCallback(
    (listener: () => void) => {
      const mq = window.matchMedia(query)
      mq.addEventListener("change", listener)
      return () => mq.removeEventListener("change", listener)
    },
    [query]
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => given?.[query] ?? false)
}
