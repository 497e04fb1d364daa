import { Notice, formatDateTime } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { StatusBadge } from "../../../components/Badges"
import { useLang } from "../../../hooks/use-lang"
import { formatAssetAmount } from "../../../lib/ledger"
import type { Balances, Member } from "../api/tickets"

/** The member looked up: name and id, status, the ticket balance with its closest expiry, and a warning without ticket access. */
export const TicketMemberCard = ({ member, sheet }: { readonly member: Member; readonly sheet: Balances }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const name = `${member.firstName} ${member.lastName}`.trim()
  return (
    <section className="iw-card sw-card" aria-labelledby="tickets-member-title">
      <h2 id="tickets-member-title">{t("backoffice.tickets.memberTitle")}</h2>
      <div className="sw-member-card">
        <div>
          <Link to={`/member/${member.id}`} className="sw-member-card__name">
            {name || t("backoffice.member.title", { id: member.id })}
          </Link>
          <div className="sw-muted sw-mono">{t("backoffice.member.title", { id: member.id })}</div>
        </div>
        <StatusBadge status={member.status} />
      </div>
      <div className="sw-stat" aria-live="polite">
        <span className="sw-stat__label">{t("backoffice.tickets.balance")}</span>
        <span className="sw-stat__value" data-testid="tickets-balance">
          {formatAssetAmount("tickets", sheet.tickets.decimal)}
        </span>
        <span className="sw-stat__note">
          {sheet.ticketsClosestExpiration ? t("backoffice.tickets.nextExpiry", { date: formatDateTime(sheet.ticketsClosestExpiration, lang) }) : t("backoffice.tickets.noExpiry")}
        </span>
      </div>
      {!member.accessTickets && <Notice tone="warning">{t("backoffice.tickets.noAccess")}</Notice>}
    </section>
  )
}
