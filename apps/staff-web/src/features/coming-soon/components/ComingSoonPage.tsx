import { useTranslation } from "react-i18next"
import { Link, useMatches, useParams } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { RouteTabs } from "../../../components/Tabs"
import { isScreenHandle } from "../screen-handle"

/** A back-office screen of spec §2 whose tools are not built yet: its title, its tabs and a notice. */
const ComingSoonPage = () => {
  const { t } = useTranslation()
  const params = useParams()
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isScreenHandle)
    .at(-1)
  const id = params.id ?? ""
  // Tabbed screens carry the title of the whole screen; the tab names the part.
  const titleKey = handle?.tabs === "support" ? "support" : handle?.tabs === "ticket" ? "ticket" : (handle?.title ?? "")
  const title = titleKey ? t(`backoffice.screens.${titleKey}`, { id }) : t("common.comingSoon")
  const tabs =
    handle?.tabs === "support"
      ? {
          label: t("backoffice.support.tabsLabel"),
          items: [
            { to: "/support/assigned", label: t("backoffice.screens.supportAssigned") },
            { to: "/support/unassigned", label: t("backoffice.screens.supportUnassigned") },
            { to: "/support/all", label: t("backoffice.screens.supportAll") }
          ]
        }
      : handle?.tabs === "ticket"
        ? {
            label: t("backoffice.support.ticketTabsLabel"),
            items: [
              { to: `/support/ticket/${encodeURIComponent(id)}/conversation`, label: t("backoffice.support.conversation") },
              { to: `/support/ticket/${encodeURIComponent(id)}/history`, label: t("backoffice.support.history") }
            ]
          }
        : null
  return (
    <div className="sw-page">
      <PageHeader
        title={title}
        actions={
          handle?.tabs === "support" ? (
            <Link className="iw-btn iw-btn--primary" to="/support/create">
              {t("backoffice.nav.newTicket")}
            </Link>
          ) : undefined
        }
      />
      {tabs && <RouteTabs label={tabs.label} tabs={tabs.items} />}
      <section className="sw-soon" aria-labelledby="soon-title" data-testid="coming-soon">
        <div className="sw-soon__art" aria-hidden="true">
          <svg viewBox="0 0 64 64">
            <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="2" opacity=".35" />
            <circle cx="32" cy="32" r="20" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="4 6" />
            <path d="M32 20v13l8 5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 id="soon-title">{t("common.comingSoon")}</h2>
        <p>{t("backoffice.soon.text")}</p>
      </section>
    </div>
  )
}

export default ComingSoonPage
