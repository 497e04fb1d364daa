import { RouteFallback, useSession } from "@iw/ui"
import { Suspense, lazy } from "react"
import { memberSession } from "../../../lib/session"

/** Split so visitors never download the member home, and members never download the landing page. */
const LandingPage = lazy(() => import("./LandingPage"))
const MemberHome = lazy(() => import("./MemberHome"))

/**
 * `/{lang}` (spec §2): the landing page for visitors, the member home once signed in. While its code arrives the
 * page keeps a screen's height, so the footer waits below the fold instead of moving as the page appears (CLS).
 */
const HomePage = () => {
  const memberId = useSession(memberSession)?.profile?.id
  return <Suspense fallback={<RouteFallback />}>{memberId ? <MemberHome /> : <LandingPage />}</Suspense>
}

export default HomePage
