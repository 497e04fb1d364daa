import { Spinner, useSession } from "@iw/ui"
import { Suspense, lazy } from "react"
import { useTranslation } from "react-i18next"
import { memberSession } from "../../../lib/session"

/** Split so visitors never download the member home, and members never download the landing page. */
const LandingPage = lazy(() => import("./LandingPage"))
const MemberHome = lazy(() => import("./MemberHome"))

/** `/{lang}` (spec §2): the landing page for visitors, the member home once signed in. */
const HomePage = () => {
  const { t } = useTranslation()
  const memberId = useSession(memberSession)?.profile?.id
  return <Suspense fallback={<Spinner label={t("common.loading")} />}>{memberId ? <MemberHome /> : <LandingPage />}</Suspense>
}

export default HomePage
