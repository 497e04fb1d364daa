import { createContext, useContext } from "react"

/**
 * False in the build's prerender and while the app hydrates that markup (issue 18 §8), true once the app drives the
 * page (and from the start on a page the app draws itself): what only works with the app (a form that posts through
 * the API, the hero's video) waits for it, instead of doing what plain HTML would. main.tsx turns it true in a
 * transition once hydrated, so what changes then is drawn in the background, yielding to the visitor's input.
 */
export const TakenOver = createContext(true)

export const useTakenOver = (): boolean => useContext(TakenOver)
