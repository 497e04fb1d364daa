import type { ReactNode, Ref } from "react"
import { useTranslation } from "react-i18next"
import { NavLink, useLocation } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { Dropdown, MenuAction, MenuExternal, MenuGroup, MenuLink } from "./Dropdown"
import { BellIcon, ChevronDown, ExternalIcon } from "./icons"
import { type NavItem, isCounted, isCurrentPath, pathRest, unreadOf } from "../utils/nav-model"
import { CountBadge, UnreadDot } from "./parts"

interface HeaderNavProps {
  readonly ref?: Ref<HTMLElement>
  readonly items: ReadonlyArray<NavItem>
  /** How many links stay inline; the rest go into a More menu. 0 at 1150 px or less (spec §2, §9). */
  readonly inline: number
  readonly onMap: () => void
}

/** Renders nav items as the items of a dropdown menu (More, Games, News), with their unread marks. */
const useMenuItems = (onMap: () => void) => {
  const { t } = useTranslation()
  const lang = useLang()
  const rest = pathRest(useLocation().pathname)
  const unreadLabel = t("shell.nav.unreadReplies")
  /** Unread behind an item: a count for announcements and events (and a menu holding them), a dot for support. */
  const unreadMark = (item: NavItem) => (isCounted(item) ? <CountBadge count={unreadOf(item)} /> : <UnreadDot count={unreadOf(item)} label={unreadLabel} />)
  const menuItems = (list: ReadonlyArray<NavItem>): Array<ReactNode> =>
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
            <MenuLink key={item.id} to={to(lang, item.path)} current={isCurrentPath(rest, item.path) && "page"} testId={`menu-${item.id}`}>
              <span>{t(item.label)}</span>
              {unreadMark(item)}
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
  return { menuItems, unreadMark, unreadLabel, rest }
}

/** The accessible name of a menu trigger, with its unread count when it has one (announcements, events). */
const triggerLabel = (t: (k: string, o?: Record<string, unknown>) => string, item: NavItem) =>
  isCounted(item) && unreadOf(item) > 0 ? `${t(item.label)}, ${t("shell.nav.unreadCount", { count: unreadOf(item) })}` : t(item.label)

/**
 * The News menu as a bell beside the member's balances on a desktop wider than 1150 px (spec §3 Unread counts: the
 * unread announcements and events, counted on the bell and on each item). At 1150 px or less it is a group of
 * the More menu instead, and on phones a section of the burger menu.
 */
export const NewsMenu = ({ item }: { readonly item: NavItem & { readonly kind: "group" } }) => {
  const { t } = useTranslation()
  const { menuItems, unreadMark } = useMenuItems(() => undefined)
  return (
    <Dropdown
      label={triggerLabel(t, item)}
      labelMode="replace"
      align="right"
      triggerClassName="iw-hbtn iw-news"
      triggerAttrs={{ "data-testid": "nav-news" }}
      trigger={
        <>
          <BellIcon />
          {unreadMark(item)}
        </>
      }
    >
      {() => menuItems(item.items)}
    </Dropdown>
  )
}

/** The desktop header's links: inline while they fit, the rest (or all, on narrower screens) in a More menu. */
export const HeaderNav = ({ ref, items, inline, onMap }: HeaderNavProps) => {
  const { t } = useTranslation()
  const lang = useLang()
  const { menuItems, unreadMark, unreadLabel, rest } = useMenuItems(onMap)

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
                {unreadMark(item)}
              </NavLink>
            ) : item.kind === "external" ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className="iw-nav__link">
                {t(item.label)}
                <ExternalIcon />
                <span className="iw-visually-hidden"> {t("shell.nav.newTab")}</span>
              </a>
            ) : (
              <Dropdown
                label={triggerLabel(t, item)}
                labelMode="replace"
                triggerClassName={`iw-nav__link${item.items.some((i) => i.kind === "link" && isCurrentPath(rest, i.path)) ? " iw-nav__link--current" : ""}`}
                triggerAttrs={{ "data-testid": `nav-${item.id}` }}
                trigger={
                  <>
                    <span>{t(item.label)}</span>
                    {unreadMark(item)}
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
              labelMode="replace"
              triggerClassName="iw-nav__link iw-nav__more"
              triggerAttrs={{ "data-testid": "more-menu" }}
              trigger={
                <>
                  <span>{t("shell.nav.more")}</span>
                  {/* Counted unread (announcements, events) as a number, anything else (support replies) as the dot. */}
                  <CountBadge count={overflow.filter(isCounted).reduce((n, i) => n + unreadOf(i), 0)} />
                  <UnreadDot count={overflow.some((i) => !isCounted(i) && unreadOf(i) > 0) ? 1 : 0} label={unreadLabel} />
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
