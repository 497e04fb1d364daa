import { RouteFallback, useSession } from "@iw/ui"
import { type ComponentType, Suspense, lazy } from "react"
import { memberSession } from "../../../lib/session"

/**
 * A lazily loaded part that can be fetched ahead: once its module is here it is drawn as it is, with no Suspense
 * boundary (the prerendered landing has none, so the app hydrates the same tree); before, lazily, keeping a screen's
 * height, so the footer waits below the fold instead of moving as the page appears (CLS).
 */
const part = (load: () => Promise<{ default: ComponentType }>) => {
  let loaded: ComponentType | null = null
  const preload = () => load().then((m) => (loaded = m.default))
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })))
  const Part = () => {
    const Loaded = loaded
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={<RouteFallback />}>
        <Lazy />
      </Suspense>
    )
  }
  return { Part, preload }
}

/** Split so visitors never download the member home, and members never download the landing page. */
const landing = part(() => import("./LandingPage"))
const memberHome = part(() => import("./MemberHome"))

const isMember = () => !!memberSession.get()?.profile?.id

/** The route loads the part its first render shows (routes.tsx), before the page is drawn. */
export const preloadHome = (): Promise<unknown> => (isMember() ? memberHome.preload() : landing.preload())

/** `/{lang}` (spec §2): the landing page for visitors, the member home once signed in. */
const HomePage = () => {
  const memberId = useSession(memberSession)?.profile?.id
  return memberId ? <memberHome.Part /> : <landing.Part />
}

export default HomePage
