import { Button } from "@iw/ui"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { logout } from "../../lib/auth"
import type { StaffProfile } from "../../lib/session"
import { LanguageSwitcher } from "../LanguageSwitcher"
import { Sidebar } from "./Sidebar"

const initialsOf = (first: string, last: string, email: string) => {
  const s = `${Array.from(first.trim())[0] ?? ""}${Array.from(last.trim())[0] ?? ""}`
  return (s || (Array.from(email)[0] ?? "?")).toUpperCase()
}

/**
 * The back-office frame: a header (brand, language, the staff member, profile, log out), a grouped sidebar
 * that becomes a drawer under 900 px, and the main landmark.
 */
export const StaffLayout = ({ profile, children }: { readonly profile: StaffProfile; readonly children: ReactNode }) => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLDivElement>(null)
  const { staff } = profile
  const name = `${staff.firstName} ${staff.lastName}`.trim() || staff.email

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    // The drawer turns visible with this render; focus its current link (or the first) on the next frame.
    const frame = requestAnimationFrame(() => {
      const links = drawer.current?.querySelectorAll<HTMLElement>("a")
      ;(drawer.current?.querySelector<HTMLElement>("a[aria-current=page]") ?? links?.[0])?.focus()
    })
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false)
        menuButton.current?.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener("keydown", onKey)
    }
  }, [open])

  const onLogout = async () => {
    setLeaving(true)
    // Ending the session is enough: RequireStaff then moves the whole page to /staff/login (spec §2). A second move
    // of our own here would abort the first one.
    await logout()
  }

  return (
    <div className={`sw-shell${open ? " sw-shell--drawer-open" : ""}`}>
      <a className="iw-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <header className="sw-header">
        <div className="sw-header__start">
          <button
            ref={menuButton}
            type="button"
            className="sw-header__button sw-header__menu"
            aria-expanded={open}
            aria-controls="staff-nav"
            aria-label={open ? t("backoffice.nav.close") : t("backoffice.nav.open")}
            onClick={() => setOpen((o) => !o)}
          >
            <svg className="sw-icon" viewBox="0 0 24 24" aria-hidden="true">
              {open ? (
                <path fill="currentColor" d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z" />
              ) : (
                <path fill="currentColor" d="M4 6h16a1 1 0 1 0 0-2H4a1 1 0 0 0 0 2Zm16 5H4a1 1 0 1 0 0 2h16a1 1 0 1 0 0-2Zm0 7H4a1 1 0 1 0 0 2h16a1 1 0 1 0 0-2Z" />
              )}
            </svg>
          </button>
          <Link to="/" className="sw-brand">
            <span className="sw-brand__mark" aria-hidden="true">
              IW
            </span>
            <span className="sw-brand__text">
              <span className="sw-brand__name">{t("common.appName")}</span>
              <span className="sw-brand__tag">{t("backoffice.brand.tag")}</span>
            </span>
          </Link>
        </div>
        <div className="sw-header__end">
          <LanguageSwitcher />
          <Link to="/profile" className="sw-user" data-testid="staff-profile-link">
            <span className="iw-visually-hidden">{t("backoffice.header.profileOf")} </span>
            <span className="sw-user__avatar" aria-hidden="true">
              {initialsOf(staff.firstName, staff.lastName, staff.email)}
            </span>
            <span className="sw-user__text">
              <span className="sw-user__name" data-testid="staff-name">
                {name}
              </span>
              <span className="sw-user__role">{staff.roles.map((r) => t(`backoffice.roles.${r}`)).join(" · ")}</span>
            </span>
          </Link>
          <Button variant="ghost" className="sw-logout" onClick={() => void onLogout()} loading={leaving} data-testid="staff-logout">
            <svg className="sw-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5v-2H5V5h5V3Zm6.6 4.6-1.4 1.4 2 2H9v2h8.2l-2 2 1.4 1.4L21 12l-4.4-4.4Z" />
            </svg>
            <span className="sw-logout__text">{t("backoffice.header.logout")}</span>
          </Button>
        </div>
      </header>
      <div className="sw-body">
        <div ref={drawer} className="sw-sidebar">
          <Sidebar id="staff-nav" roles={staff.roles} onNavigate={() => setOpen(false)} />
        </div>
        {open && <div className="sw-scrim" aria-hidden="true" onClick={() => setOpen(false)} />}
        <main id="main" className="sw-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}
