import type { MemberProfile } from "@iw/contracts"
import { useTranslation } from "react-i18next"
import { MINERALS, WOODS, amount, money } from "../utils/balances"
import { ResourceIcon } from "./icons"

/** A dot after a link when there is something unread; screen readers hear `label` instead. */
export const UnreadDot = ({ count, label }: { readonly count: number; readonly label: string }) =>
  count > 0 ? (
    <span className="iw-unread" data-testid="unread-dot">
      <span className="iw-visually-hidden">{label}</span>
    </span>
  ) : null

/** A small count badge (unread announcements, events). */
export const CountBadge = ({ count }: { readonly count: number }) => {
  const { t } = useTranslation()
  return count > 0 ? (
    <span className="iw-count">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="iw-visually-hidden">{t("shell.nav.unreadCount", { count })}</span>
    </span>
  ) : null
}

/** The linked wallet's state as a small badge: absent, added, confirmed (spec §4 Wallet address). */
export const WalletStatus = ({ status }: { readonly status: MemberProfile["addressStatus"] }) => {
  const { t } = useTranslation()
  return <span className={`iw-wstatus iw-wstatus--${status}`}>{t(`shell.member.walletStatus.${status}`)}</span>
}

/** ABEY balances as a description list: total, ordinary, bonus, and ITW for members with ITW access. */
export const AbeyRows = ({ profile }: { readonly profile: MemberProfile }) => {
  const { t } = useTranslation()
  return (
    <dl className="iw-rows">
      <div className="iw-rows__row iw-rows__row--main">
        <dt>{t("shell.balance.total")}</dt>
        <dd>
          {money(profile.balance)} <span className="iw-unit">ABEY</span>
        </dd>
      </div>
      <div className="iw-rows__row">
        <dt>{t("shell.balance.ordinary")}</dt>
        <dd>{money(profile.balanceOrdinary)}</dd>
      </div>
      <div className="iw-rows__row">
        <dt>{t("shell.balance.bonus")}</dt>
        <dd>{money(profile.balanceBonus)}</dd>
      </div>
      {profile.accessItw && (
        <div className="iw-rows__row">
          <dt>{t("shell.balance.itw")}</dt>
          <dd>
            {money(profile.balanceItw)} <span className="iw-unit">ITW</span>
          </dd>
        </div>
      )}
    </dl>
  )
}

/** Minerals 1-5 and wood 6-8 from the profile (spec §3 Materials). */
export const ResourceGrid = ({ profile }: { readonly profile: MemberProfile }) => {
  const { t } = useTranslation()
  const group = (title: string, list: ReadonlyArray<{ readonly id: string; readonly key: string }>, source: MemberProfile["minerals"]) => (
    <div className="iw-res__group">
      <h4 className="iw-res__title">{title}</h4>
      <dl className="iw-res__list">
        {list.map((m) => (
          <div key={m.id} className="iw-res__item">
            <ResourceIcon id={m.id} />
            <dt>{t(`shell.resources.${m.key}`)}</dt>
            <dd>{amount(source[m.id])}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
  return (
    <div className="iw-res">
      {group(t("shell.resources.minerals"), MINERALS, profile.minerals)}
      {group(t("shell.resources.wood"), WOODS, profile.wood)}
    </div>
  )
}
