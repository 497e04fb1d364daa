import type { Ref } from "react"
import { useTranslation } from "react-i18next"
import { NavLink, useLocation } from "react-router"
import { to, useLang } from "../../lib/lang"
import { Dropdown, MenuAction, MenuExternal, MenuGroup, MenuLink } from "./Dropdown"
import { ChevronDown, ExternalIcon } from "./icons"
import { type NavItem, isCurrentPath, pathRest } from "./nav-model"
import { UnreadDot } from "./parts"

interface HeaderNavProps {
  readonly ref?: Ref<HTMLElement>
  readonly items: ReadonlyArray<NavItem>
  /** How many links stay inline; the rest go into a More menu. 0 at 1150 px or less (spec §2, §9). */
  readonly inline: number
  readonly onMap: () => void
}

/** The desktop header's links: inline while they fit, the rest (or all, on narrower screens) in a More menu. */
export const HeaderNav = ({ ref, items, inline, onMap }: HeaderNavProps) => {
  const { t } = useTranslation()
  const lang = useLang()
  const rest = pathRest(useLocation().pathname)
  const unreadLabel = t("shell.nav.unreadReplies")

  const menuItems = (list: ReadonlyArray<NavItem>) =>
    list.map((item) => {
      switch (item.kind) {
        case "map":
          return (
            <MenuAction key={item.id} onSelect={onMap}>
              {t(item.label)}
            </MenuAction>
          )
        case "link":
          return (
            <MenuLink key={item.id} to={to(lang, item.path)} current={isCurrentPath(rest, item.path) && "page"}>
              <span>{t(item.label)}</span>
              <UnreadDot count={item.unread ?? 0} label={unreadLabel} />
            </MenuLink>
          )
        case "external":
          return (
            <MenuExternal key={item.id} href={item.href} newTab={t("shell.nav.newTab")}>
              {t(item.label)}
            </MenuExternal>
          )
        case "group":
          return (
            <MenuGroup key={item.id} label={t(item.label)}>
              {menuItems(item.items)}
            </MenuGroup>
          )
      }
    })

  const overflow = items.slice(inline)
  return (
    <nav ref={ref} className="iw-nav" aria-label={t("shell.nav.label")}>
      <ul className="iw-nav__list">
        {items.slice(0, inline).map((item) => (
          <li key={item.id}>
            {item.kind === "map" ? (
              <button type="button" className="iw-nav__link" onClick={onMap} data-testid="nav-map">
                {t(item.label)}
              </button>
            ) : item.kind === "link" ? (
              <NavLink to={to(lang, item.path)} className="iw-nav__link" data-testid={`nav-${item.id}`}>
                {t(item.label)}
                <UnreadDot count={item.unread ?? 0} label={unreadLabel} />
              </NavLink>
            ) : item.kind === "external" ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className="iw-nav__link">
                {t(item.label)}
                <ExternalIcon />
                <span className="iw-visually-hidden"> {t("shell.nav.newTab")}</span>
              </a>
            ) : (
              <Dropdown
                label={t(item.label)}
                triggerClassName={`iw-nav__link${item.items.some((i) => i.kind === "link" && isCurrentPath(rest, i.path)) ? " iw-nav__link--current" : ""}`}
                triggerAttrs={{ "data-testid": `nav-${item.id}` }}
                trigger={
                  <>
                    <span>{t(item.label)}</span>
                    <ChevronDown />
                  </>
                }
              >
                {() => menuItems(item.items)}
              </Dropdown>
            )}
          </li>
        ))}
        {overflow.length > 0 && (
          <li data-nav-more="">
            <Dropdown
              label={t("shell.nav.more")}
              triggerClassName="iw-nav__link iw-nav__more"
              triggerAttrs={{ "data-testid": "more-menu" }}
              trigger={
                <>
                  <span>{t("shell.nav.more")}</span>
                  <UnreadDot count={overflow.some((i) => i.kind === "link" && (i.unread ?? 0) > 0) ? 1 : 0} label={unreadLabel} />
                  <ChevronDown />
                </>
              }
            >
              {() => menuItems(overflow)}
            </Dropdown>
          </li>
        )}
      </ul>
    </nav>
  )
}
