import { RouteFallback, useSession } from "@iw/ui"
import { type ComponentType, Suspense, lazy } from "react"
import { memberSession } from "../../../lib/session"

/**
 * A lazily loaded part that can be fetched ahead: once its module is here, it renders at once (a thenable that answers
 * synchronously), so the app's first render replaces the prerendered landing without a fallback in between.
 */
const part = (load: () => Promise<{ default: ComponentType }>) => {
  let loaded: { default: ComponentType } | null = null
  const preload = () => load().then((m) => (loaded = m))
  const Part = lazy(() => (loaded ? ({ then: (done: (m: { default: ComponentType }) => void) => done(loaded!) } as unknown as Promise<{ default: ComponentType }>) : preload()))
  return { Part, preload }
}

/** Split so visitors never download the member home, and members never download the landing page. */
const landing = part(() => import("./LandingPage"))
const memberHome = part(() => import("./MemberHome"))

const isMember = () => !!memberSession.get()?.profile?.id

/** The route loads the part its first render shows (routes.tsx), before the page is drawn. */
export const preloadHome = (): Promise<unknown> => (isMember() ? memberHome.preload() : landing.preload())

/**
 * `/{lang}` (spec §2): the landing page for visitors, the member home once signed in. While its code arrives the
 * page keeps a screen's height, so the footer waits below the fold instead of moving as the page appears (CLS).
 */
const HomePage = () => {
  const memberId = useSession(memberSession)?.profile?.id
  return <Suspense fallback={<RouteFallback />}>{memberId ? <memberHome.Part /> : <landing.Part />}</Suspense>
}

export default HomePage
