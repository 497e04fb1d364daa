import type { MemberProfile } from "@iw/contracts"
import { Button } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { amount, money } from "../utils/balances"
import { Dropdown, MenuAction, MenuGroup, MenuLink, MenuSeparator } from "./Dropdown"
import { AbeyCoin, ChevronDown, LogoutIcon, TicketIcon, WalletIcon } from "./icons"
import { type NavItem, accountItems, isCurrentPath, pathRest } from "../utils/nav-model"
import { AbeyRows, WalletStatus } from "./parts"

interface AccountBarProps {
  readonly profile: MemberProfile
  readonly onTopUp: () => void
  readonly onSysWallet: () => void
  readonly onLogout: () => void
}

/** The ABEY balance dropdown (spec §2): total, ordinary and bonus balances and the top-up button. */
export const BalanceMenu = ({ profile, onTopUp }: { readonly profile: MemberProfile; readonly onTopUp: () => void }) => {
  const { t } = useTranslation()
  return (
    <Dropdown
      kind="panel"
      align="right"
      label={t("shell.balance.title")}
      triggerClassName="iw-hbtn iw-chip iw-chip--abey"
      triggerAttrs={{ "data-prompt-anchor": "aw", "data-testid": "balance-menu" }}
      popupClassName="iw-balance"
      trigger={
        <>
          <AbeyCoin />
          <span className="iw-chip__amount">{money(profile.balance)}</span>
          <span className="iw-chip__unit">ABEY</span>
          <ChevronDown />
        </>
      }
    >
      {(close) => (
        <>
          <h2 className="iw-balance__title">{t("shell.balance.title")}</h2>
          <AbeyRows profile={profile} />
          <Button
            className="iw-btn--block"
            data-testid="top-up"
            onClick={() => {
              close()
              onTopUp()
            }}
          >
            {t("shell.balance.topUp")}
          </Button>
        </>
      )}
    </Dropdown>
  )
}

/** System wallet balance (spec §2); opens the system-wallet dialog. */
export const SysChip = ({ profile, anchor, onOpen }: { readonly profile: MemberProfile; readonly anchor: string; readonly onOpen: () => void }) => {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="iw-hbtn iw-chip iw-chip--sys"
      data-prompt-anchor={anchor}
      data-testid="sys-balance"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {/* Named by what is seen, with the full name read first (WCAG 2.5.3): "System wallet SYS 1,234.00". */}
      <span className="iw-visually-hidden">{t("shell.balance.sys")} </span>
      <WalletIcon />
      <span className="iw-chip__tag">{t("shell.balance.sysShort")}</span>
      <span className="iw-chip__amount">{money(profile.sysWalletBalance)}</span>
    </button>
  )
}

/** Experience-ticket balance (spec §2, only with ticket access); links to the tickets screen. */
export const TicketChip = ({ profile, anchor }: { readonly profile: MemberProfile; readonly anchor: string }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Link to={to(lang, "experience-tickets")} className="iw-hbtn iw-chip iw-chip--ticket" data-prompt-anchor={anchor} data-testid="ticket-chip">
      <span className="iw-visually-hidden">{t("shell.balance.tickets")} </span>
      <TicketIcon />
      <span className="iw-chip__amount">{amount(profile.tickets)}</span>
    </Link>
  )
}

export const Avatar = ({ profile }: { readonly profile: MemberProfile }) => (
  <span className="iw-avatar" aria-hidden="true">
    {(profile.firstName.trim()[0] ?? profile.lastName.trim()[0] ?? "#").toUpperCase()}
  </span>
)

/** A balance beside its menu entry (tickets, AP points). */
const MenuAmount = ({ value, testId }: { readonly value: string; readonly testId: string }) => (
  <span className="iw-mvalue" data-testid={testId}>
    {value}
  </span>
)

/**
 * The member-ID dropdown (spec §2): linked wallet and its state, plots, histories, tickets and AP points with their
 * amounts, programs, log out.
 */
export const MemberMenu = ({ profile, onLogout }: { readonly profile: MemberProfile; readonly onLogout: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const rest = pathRest(useLocation().pathname)
  const render = (list: ReadonlyArray<NavItem>) =>
    list.map((item) =>
      item.kind === "group" ? (
        <MenuGroup key={item.id} label={t(item.label)}>
          {render(item.items)}
        </MenuGroup>
      ) : item.kind === "link" ? (
        <MenuLink key={item.id} to={to(lang, item.path)} current={isCurrentPath(rest, item.path) && "page"}>
          <span>{t(item.label)}</span>
          {item.id === "linkedWallet" && <WalletStatus status={profile.addressStatus} />}
          {item.id === "experienceTickets" && <MenuAmount value={amount(profile.tickets)} testId="member-menu-tickets" />}
          {item.id === "apPoints" && <MenuAmount value={amount(profile.points)} testId="member-menu-points" />}
        </MenuLink>
      ) : null
    )
  return (
    <Dropdown
      align="right"
      label={t("shell.member.menuLabel")}
      triggerClassName="iw-hbtn iw-member"
      triggerAttrs={{ "data-testid": "member-menu" }}
      popupClassName="iw-member__popup"
      trigger={
        <>
          <Avatar profile={profile} />
          <span className="iw-member__id">{t("shell.member.id", { id: profile.id })}</span>
          <ChevronDown />
        </>
      }
    >
      {() => (
        <>
          {render(accountItems(profile))}
          <MenuSeparator />
          <MenuAction onSelect={onLogout} testId="logout" tone="danger">
            <span>{t("shell.member.logout")}</span>
            <LogoutIcon />
          </MenuAction>
        </>
      )}
    </Dropdown>
  )
}

/** Right side of the desktop header for members. */
export const AccountBar = ({ profile, onTopUp, onSysWallet, onLogout }: AccountBarProps) => (
  <>
    <BalanceMenu profile={profile} onTopUp={onTopUp} />
    <SysChip profile={profile} anchor="sys" onOpen={onSysWallet} />
    {profile.accessTickets && <TicketChip profile={profile} anchor="ticket" />}
    <MemberMenu profile={profile} onLogout={onLogout} />
  </>
)
