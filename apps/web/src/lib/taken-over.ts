import { useSyncExternalStore } from "react"

const noSubscribe = () => () => undefined

/**
 * False in the build's prerender and while the app hydrates that markup (issue 18 §8), true once the app drives the
 * page (and at once on a page the app draws itself): what only works with the app (a form that posts through the API)
 * waits for it, with a busy state, instead of doing what plain HTML would.
 */
export const useTakenOver = (): boolean => useSyncExternalStore(noSubscribe, () => true, () => false)
