import type { MemberProfile } from "@iw/contracts"
import { Dialog } from "@iw/ui"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { NavLink, useLocation } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { ChevronDown, ExternalIcon, MapIcon } from "./icons"
import { type NavItem, type NavSection, mobileSections, pathRest, sectionOf } from "../utils/nav-model"
import { CountBadge, UnreadDot } from "./parts"

interface MobileMenuProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly profile: MemberProfile | null
  readonly supportUnread: number
  readonly onMap: () => void
}

/** One list of links of the burger menu; nested groups (programs) get a sub-heading. */
const ItemList = ({ items }: { readonly items: ReadonlyArray<NavItem> }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <ul className="iw-drawer__list">
      {items.map((item) => (
        <li key={item.id}>
          {item.kind === "link" ? (
            <NavLink to={to(lang, item.path)} end={item.end} className="iw-drawer__link">
              <span>{t(item.label)}</span>
              {item.id === "support" ? <UnreadDot count={item.unread ?? 0} label={t("shell.nav.unreadReplies")} /> : <CountBadge count={item.unread ?? 0} />}
            </NavLink>
          ) : item.kind === "external" ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className="iw-drawer__link">
              <span>{t(item.label)}</span>
              <ExternalIcon />
              <span className="iw-visually-hidden"> {t("shell.nav.newTab")}</span>
            </a>
          ) : item.kind === "group" ? (
            <div className="iw-drawer__sub" role="group" aria-label={t(item.label)}>
              <span className="iw-drawer__subtitle" aria-hidden="true">
                {t(item.label)}
              </span>
              <ItemList items={item.items} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** A collapsible section: a heading button with aria-expanded that shows or hides its links. */
const Section = ({ section, open, onToggle }: { readonly section: NavSection; readonly open: boolean; readonly onToggle: () => void }) => {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={`iw-disc${open ? " iw-disc--open" : ""}`}>
      <h3 className="iw-disc__heading">
        <button type="button" className="iw-disc__button" aria-expanded={open} aria-controls={id} onClick={onToggle} data-testid={`section-${section.id}`}>
          <span>{t(section.label)}</span>
          <ChevronDown />
        </button>
      </h3>
      <div id={id} className="iw-disc__panel" hidden={!open}>
        <ItemList items={section.items} />
      </div>
    </div>
  )
}

/** The full-height burger menu for phones (spec §2 Mobile), with collapsible sections. */
export const MobileMenu = ({ open, onClose, profile, supportUnread, onMap }: MobileMenuProps) => {
  const { t } = useTranslation()
  const lang = useLang()
  const rest = pathRest(useLocation().pathname)
  const sections = profile ? mobileSections(profile, supportUnread) : []
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([sectionOf(sections, rest) ?? ""]))
  // Each time the menu opens, the section holding the current page starts expanded.
  const current = sectionOf(sections, rest)
  useEffect(() => {
    if (open) setExpanded(new Set([current ?? ""]))
  }, [open, current])
  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <Dialog open={open} onClose={onClose} title={t("shell.nav.menu")} closeLabel={t("shell.nav.closeMenu")} className="iw-drawer">
      <nav
        className="iw-drawer__nav"
        aria-label={t("shell.nav.label")}
        data-testid="mobile-menu"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a[href]")) onClose()
        }}
      >
        <ul className="iw-drawer__list iw-drawer__list--top">
          <li>
            <button
              type="button"
              className="iw-drawer__link"
              onClick={() => {
                onClose()
                onMap()
              }}
            >
              <span>{t("shell.nav.map")}</span>
              <MapIcon />
            </button>
          </li>
        </ul>
        {sections.map((s) => (
          <Section key={s.id} section={s} open={expanded.has(s.id)} onToggle={() => toggle(s.id)} />
        ))}
        <ul className="iw-drawer__list iw-drawer__list--top">
          <li>
            <NavLink to={to(lang, "downloads")} className="iw-drawer__link">
              {t("shell.nav.downloads")}
            </NavLink>
          </li>
          {!profile && (
            <>
              <li>
                <NavLink to={to(lang, "login")} className="iw-drawer__link">
                  {t("shell.nav.login")}
                </NavLink>
              </li>
              <li>
                <NavLink to={to(lang, "registration")} className="iw-drawer__link">
                  {t("shell.nav.registration")}
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </Dialog>
  )
}
