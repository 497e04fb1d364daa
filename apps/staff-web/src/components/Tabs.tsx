import { Link, useLocation } from "react-router"

/** Links styled as tabs for child routes; the current one carries aria-current. */
export const RouteTabs = ({ label, tabs }: { readonly label: string; readonly tabs: ReadonlyArray<{ readonly to: string; readonly label: string }> }) => {
  const { pathname } = useLocation()
  return (
    <nav className="sw-tabs" aria-label={label}>
      {tabs.map((tab) => {
        const current = pathname === tab.to || pathname.startsWith(`${tab.to}/`)
        return (
          <Link key={tab.to} to={tab.to} className="sw-tabs__tab" aria-current={current ? "page" : undefined}>
            {tab.label}
          </Link>
        )
      })}
    </nav>
  )
}
