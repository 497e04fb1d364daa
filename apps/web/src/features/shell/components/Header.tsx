import { useSession } from "@iw/ui"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { useContentUnread } from "../../../lib/unread"
import { memberSession } from "../../../lib/session"
import { AccountBar } from "./AccountBar"
import { HeaderNav, NewsMenu } from "./HeaderNav"
import { Burger, LogoMark } from "./icons"
import { LangSwitcher } from "./LangSwitcher"
import { MOBILE_QUERY, NARROW_QUERY } from "../utils/links"
import { LogoutDialog } from "./LogoutDialog"
import { NotificationBell } from "./NotificationBell"
import { MobileBalances, MobileMemberPanel } from "./MobileAccount"
import { MobileMenu } from "./MobileMenu"
import { type NavItem, headerItems, unreadOf } from "../utils/nav-model"
import { OnboardingPrompts } from "./OnboardingPrompts"
import { SystemWalletDialog, TopUpDialog } from "./TopUpDialog"
import { useMedia } from "../hooks/use-media"
import { usePriorityNav } from "../hooks/use-priority-nav"
import { useSupportUnread } from "../hooks/use-support-unread"
import { WorldMapDialog } from "./WorldMapDialog"

type ShellDialog = "map" | "topUp" | "sysWallet" | "logout" | null

/**
 * The member site's header (spec §2 Desktop header): links on the left, balances, member menu and language
 * on the right. At 1150 px or less the links fold into a More menu; at 768 px or less a burger menu and a
 * balance strip take over. A member is logged in when the stored profile has an id (spec §4).
 */
export const Header = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname } = useLocation()
  const session = useSession(memberSession)
  // The profile with fresh unread announcement/event counts for the menus (spec §3 Unread counts).
  const profile = useContentUnread(session?.profile?.id ? session.profile : null)
  const narrow = useMedia(NARROW_QUERY)
  const mobile = useMedia(MOBILE_QUERY)
  const supportUnread = useSupportUnread(profile)
  const [dialog, setDialog] = useState<ShellDialog>(null)
  const [drawer, setDrawer] = useState(false)
  const close = () => setDialog(null)
  const navRef = useRef<HTMLElement>(null)
  const all = headerItems(profile, supportUnread)
  // Wider than 1150 px the News menu is a bell beside the balances, always in view; narrower, it folds into More.
  const news = all.find((i): i is NavItem & { kind: "group" } => i.kind === "group" && i.id === "news")
  const newsBell = news !== undefined && !narrow && !mobile
  const items = newsBell ? all.filter((i) => i !== news) : all
  // What decides the header's width: which links and their words as shown (the words, not the URL's language, which
  // changes before its catalogue arrives: measuring then lagged one switch behind), and the balances beside them.
  const widthKey = [lang, items.map((i) => `${t(i.label)}:${unreadOf(i) > 0 ? Math.min(unreadOf(i), 100) : ""}`).join(), profile ? [profile.id, profile.balance.decimal, profile.sysWalletBalance.decimal, profile.tickets.decimal, profile.accessTickets].join() : ""].join("|")
  const fit = usePriorityNav(navRef, !mobile && !narrow, widthKey, items.length)
  const inline = narrow ? 0 : fit

  useEffect(() => setDrawer(false), [pathname])
  useEffect(() => {
    if (!mobile) setDrawer(false)
  }, [mobile])

  const openMap = () => setDialog("map")
  const openTopUp = () => setDialog("topUp")
  const openSysWallet = () => setDialog("sysWallet")
  const askLogout = () => setDialog("logout")

  return (
    <>
      <header className={`iw-header${mobile ? " iw-header--mobile" : ""}${profile ? " iw-header--member" : ""}`} data-testid="header">
        <div className="iw-header__bar">
          {mobile && (
            <button
              type="button"
              className="iw-hbtn iw-burger"
              aria-label={t("shell.nav.openMenu")}
              aria-haspopup="dialog"
              aria-expanded={drawer}
              data-testid="burger"
              data-prompt-anchor="mobileMenu"
              onClick={() => setDrawer(true)}
            >
              <Burger />
            </button>
          )}
          <Link to={to(lang)} className="iw-logo" aria-label={t("shell.logoHome")} data-testid="logo">
            <LogoMark />
            <span className="iw-logo__text" aria-hidden="true">
              {t("common.appName")}
            </span>
          </Link>
          {!mobile && <HeaderNav ref={navRef} items={items} inline={inline} onMap={openMap} />}
          <div className="iw-header__end">
            {newsBell && <NewsMenu item={news} />}
            {profile && <NotificationBell memberId={profile.id} />}
            {profile ? (
              mobile ? (
                <MobileMemberPanel profile={profile} onTopUp={openTopUp} onLogout={askLogout} />
              ) : (
                <AccountBar profile={profile} onTopUp={openTopUp} onSysWallet={openSysWallet} onLogout={askLogout} />
              )
            ) : (
              <>
                <Link to={to(lang, "login")} className="iw-hbtn iw-auth-link" data-testid="nav-login">
                  {t("shell.nav.login")}
                </Link>
                {!mobile && (
                  <Link to={to(lang, "registration")} className="iw-btn iw-btn--primary iw-auth-cta" data-testid="nav-registration">
                    {t("shell.nav.registration")}
                  </Link>
                )}
              </>
            )}
            <LangSwitcher compact={mobile || narrow || !!profile} />
          </div>
        </div>
        {mobile && profile && <MobileBalances profile={profile} onTopUp={openTopUp} onSysWallet={openSysWallet} />}
      </header>
      {mobile && <MobileMenu open={drawer} onClose={() => setDrawer(false)} profile={profile} supportUnread={supportUnread} onMap={openMap} />}
      <WorldMapDialog open={dialog === "map"} onClose={close} />
      {/* The system wallet comes first: when its Top up opens the top-up dialog, it closes (focus back on the chip) before that one opens. */}
      <SystemWalletDialog open={dialog === "sysWallet"} onClose={close} profile={profile} onTopUp={openTopUp} />
      <TopUpDialog open={dialog === "topUp"} onClose={close} profile={profile} />
      <LogoutDialog open={dialog === "logout"} onClose={close} />
      <OnboardingPrompts profile={profile} mobile={mobile} />
    </>
  )
}
