import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { NAV, isCurrent } from "../../config/nav"
import { permits } from "../../lib/roles"

/** The grouped back-office navigation, showing only what the staff member's roles open. */
export const Sidebar = ({ roles, id, onNavigate }: { readonly roles: ReadonlyArray<string>; readonly id: string; readonly onNavigate: () => void }) => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const groups = NAV.map((g) => ({ ...g, items: g.items.filter((i) => permits(roles, i.access)) })).filter((g) => g.items.length > 0)
  return (
    <nav id={id} className="sw-sidebar__nav" aria-label={t("backoffice.nav.label")}>
      {groups.map((group) => (
        <section key={group.key} className="sw-nav-group" aria-labelledby={`nav-group-${group.key}`}>
          <h2 id={`nav-group-${group.key}`} className="sw-nav-group__title">
            {t(`backoffice.nav.groups.${group.key}`)}
          </h2>
          <ul>
            {group.items.map((item) => {
              const current = isCurrent(item, pathname)
              return (
                <li key={item.to}>
                  <Link to={item.to} className="sw-nav-link" aria-current={current ? "page" : undefined} onClick={onNavigate}>
                    {t(`backoffice.nav.${item.label}`)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </nav>
  )
}
