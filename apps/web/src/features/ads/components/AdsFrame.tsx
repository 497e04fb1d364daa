import { useDocumentTitle } from "@iw/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { NavLink } from "react-router"
import { to, useLang } from "../../../lib/lang"
import "../ads.css"

/** The ads menu of spec §2 (side menus: "Ads menu"), in the order a member works: see, make, plan, keep, pay. */
export const ADS_MENU = [
  { key: "adsOverview", path: "ads-overview" },
  { key: "adsManager", path: "ads-manager" },
  { key: "adsSchedule", path: "ads-schedule" },
  { key: "adsArchive", path: "ads-archive" },
  { key: "adsCreditHistory", path: "ads-credit-history" },
  { key: "adnetCatalog", path: "adnet-catalog" }
] as const

export const AdsMenu = () => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <nav className="iw-ads-menu" aria-label={t("adsPages.menu")} data-testid="ads-menu">
      <ul>
        {ADS_MENU.map((m) => (
          <li key={m.key}>
            <NavLink to={to(lang, m.path)} data-testid={`ads-menu-${m.path}`}>
              {t(`features.${m.key}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Every Ads page: the menu beside (above, on a phone) the page's heading and content. */
export const AdsFrame = ({ title, testId, actions, children }: { readonly title: string; readonly testId: string; readonly actions?: ReactNode; readonly children: ReactNode }) => {
  useDocumentTitle(title)
  return (
    <div className="iw-page iw-ads">
      <AdsMenu />
      <main className="iw-ads__main" data-testid={testId}>
        <div className="iw-ads__head">
          <h1>{title}</h1>
          {actions}
        </div>
        {children}
      </main>
    </div>
  )
}
