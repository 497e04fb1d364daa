import { useDocumentTitle, useSession } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { memberSession } from "../../../lib/session"
import { SystemWalletPanel } from "./SystemWalletPanel"
import { TopUpDialog } from "./TopUpDialog"
import "../balances.css"

/** `/{lang}/system-wallet`: the system-wallet dialog's content as a page (spec §2, System Wallet screen). */
const SystemWalletPage = () => {
  const { t } = useTranslation()
  const profile = useSession(memberSession)?.profile ?? null
  const [topUp, setTopUp] = useState(false)
  useDocumentTitle(t("balances.system.title"))
  return (
    <div className="iw-page iw-bal-page">
      <div className="iw-card iw-bal-page__card">
        <h1>{t("balances.system.title")}</h1>
        <p className="iw-bal-page__lead">{t("balances.system.lead")}</p>
        <SystemWalletPanel profile={profile} onTopUp={() => setTopUp(true)} headingLevel={2} />
      </div>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} profile={profile} />
    </div>
  )
}

export default SystemWalletPage
