import type { MemberProfile } from "@iw/contracts"
import { Button } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { NavLink } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { amount, money } from "../utils/balances"
import { Avatar, SysChip, TicketChip } from "./AccountBar"
import { Dropdown } from "./Dropdown"
import { AbeyCoin, ChevronDown, LogoutIcon, PlusIcon } from "./icons"
import { type NavItem, accountItems } from "../utils/nav-model"
import { AbeyRows, ResourceGrid, WalletStatus } from "./parts"

/**
 * The phone header's member-ID menu (spec §2 Mobile): balances and resources, then the account links and log out.
 * Mixed content, so a disclosure panel rather than a menu.
 */
export const MobileMemberPanel = ({ profile, onTopUp, onLogout }: { readonly profile: MemberProfile; readonly onTopUp: () => void; readonly onLogout: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const links = (list: ReadonlyArray<NavItem>) => (
    <ul className="iw-mpanel__links">
      {list.map((item) => (
        <li key={item.id}>
          {item.kind === "link" ? (
            <NavLink to={to(lang, item.path)} className="iw-mpanel__link">
              <span>{t(item.label)}</span>
              {item.id === "linkedWallet" && <WalletStatus status={profile.addressStatus} />}
            </NavLink>
          ) : item.kind === "group" ? (
            <div role="group" aria-label={t(item.label)}>
              <span className="iw-mpanel__subtitle" aria-hidden="true">
                {t(item.label)}
              </span>
              {links(item.items)}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
  return (
    <Dropdown
      kind="panel"
      align="right"
      label={t("shell.member.menuLabel")}
      triggerClassName="iw-hbtn iw-member"
      triggerAttrs={{ "data-testid": "member-menu" }}
      popupClassName="iw-mpanel"
      trigger={
        <>
          <Avatar profile={profile} />
          <span className="iw-member__id">{profile.id}</span>
          <ChevronDown />
        </>
      }
    >
      {(close) => (
        <>
          <div className="iw-mpanel__who">
            <Avatar profile={profile} />
            <div>
              <div className="iw-mpanel__name">{[profile.firstName, profile.lastName].filter(Boolean).join(" ")}</div>
              <div className="iw-mpanel__id">{t("shell.member.id", { id: profile.id })}</div>
            </div>
          </div>
          <section className="iw-mpanel__section" aria-labelledby="iw-mpanel-balances">
            <h2 id="iw-mpanel-balances" className="iw-mpanel__title">
              {t("shell.balance.balances")}
            </h2>
            <AbeyRows profile={profile} />
            <dl className="iw-rows">
              <div className="iw-rows__row">
                <dt>{t("shell.balance.sys")}</dt>
                <dd>{money(profile.sysWalletBalance)}</dd>
              </div>
              {profile.accessTickets && (
                <div className="iw-rows__row">
                  <dt>{t("shell.balance.tickets")}</dt>
                  <dd>{amount(profile.tickets)}</dd>
                </div>
              )}
              <div className="iw-rows__row">
                <dt>{t("shell.balance.points")}</dt>
                <dd>{amount(profile.points)}</dd>
              </div>
            </dl>
            <Button
              className="iw-btn--block"
              onClick={() => {
                close()
                onTopUp()
              }}
            >
              {t("shell.balance.topUp")}
            </Button>
          </section>
          <section className="iw-mpanel__section" aria-labelledby="iw-mpanel-resources">
            <h2 id="iw-mpanel-resources" className="iw-mpanel__title">
              {t("shell.resources.title")}
            </h2>
            <ResourceGrid profile={profile} />
          </section>
          <nav className="iw-mpanel__section" aria-label={t("shell.sections.account")}>
            {links(accountItems(profile))}
          </nav>
          <button
            type="button"
            className="iw-mpanel__logout"
            data-testid="logout"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            <span>{t("shell.member.logout")}</span>
            <LogoutIcon />
          </button>
        </>
      )}
    </Dropdown>
  )
}

/** The strip under the phone header: ABEY with a top-up button, system wallet and tickets, each an onboarding anchor. */
export const MobileBalances = ({ profile, onTopUp, onSysWallet }: { readonly profile: MemberProfile; readonly onTopUp: () => void; readonly onSysWallet: () => void }) => {
  const { t } = useTranslation()
  return (
    <div className="iw-strip" role="group" aria-label={t("shell.balance.balances")}>
      <div className="iw-strip__abey" data-prompt-anchor="mobileAw">
        <span className="iw-chip iw-chip--static">
          <AbeyCoin size={16} />
          <span className="iw-chip__amount" aria-hidden="true">
            {money(profile.balance)}
          </span>
          <span className="iw-visually-hidden">{t("shell.balance.abeyLabel", { amount: money(profile.balance) })}</span>
        </span>
        <button type="button" className="iw-strip__plus" onClick={onTopUp} aria-label={t("shell.balance.topUp")}>
          <PlusIcon />
        </button>
      </div>
      <SysChip profile={profile} anchor="mobileSys" onOpen={onSysWallet} />
      {profile.accessTickets && <TicketChip profile={profile} anchor="mobileTicket" />}
    </div>
  )
}
