import { LoadState, Pager, formatDateTime, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link, NavLink, useLocation } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { StatusBadge } from "./parts"
import { FILTERS, type Filter, PER_PAGE, isFilter } from "../api/types"
import "../support.css"

/**
 * `/{lang}/support/{all|open|in-progress|closed}` (spec §2 Support, §9: 10 a page): the member's tickets as tabs,
 * each with its status and a marker when staff replied since the member last opened it.
 */
const SupportListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname } = useLocation()
  const last = pathname.split("/").filter(Boolean).pop()
  const filter: Filter = isFilter(last) ? last : "all"
  const list = usePagedQuery(({ page }) => api.support.list({ query: { page, perPage: PER_PAGE, filter } }), { deps: [filter] })
  useDocumentTitle(t("support.title"))

  return (
    <div className="iw-page iw-sup">
      <header className="iw-sup__head">
        <div>
          <h1>{t("support.title")}</h1>
          <p className="iw-sup__lead">{t("support.lead")}</p>
        </div>
        <Link className="iw-btn iw-btn--primary" to={to(lang, "support/create")} data-testid="support-new">
          <span aria-hidden="true">+</span> {t("support.newTicket")}
        </Link>
      </header>

      <nav className="iw-sup__tabs" aria-label={t("support.tabsLabel")}>
        {FILTERS.map((f) => (
          <NavLink key={f} to={to(lang, `support/${f}`)} className="iw-sup__tab" data-testid={`support-tab-${f}`} end>
            {t(`support.filters.${f}`)}
          </NavLink>
        ))}
      </nav>

      <section className="iw-card iw-sup__card" aria-labelledby="iw-sup-list">
        <h2 id="iw-sup-list" className="iw-visually-hidden">
          {t(`support.filters.${filter}`)}
        </h2>
        <LoadState load={list}>
          {(data) =>
            data.data.length === 0 && (
              <div className="iw-sup__empty" data-testid="support-empty">
                <p className="iw-sup__empty-title">{t(`support.empty.${filter}`)}</p>
                <p>{t("support.empty.hint")}</p>
                <Link className="iw-btn iw-btn--primary" to={to(lang, "support/create")}>
                  {t("support.newTicket")}
                </Link>
              </div>
            )
          }
        </LoadState>
        {list.rows.length > 0 && (
          <ul className="iw-sup__list">
            {list.rows.map((r) => (
              <li key={r.ticketId} className={`iw-sup__row${r.unread ? " iw-sup__row--unread" : ""}`} data-testid="ticket-row" data-ticket-id={r.ticketId} data-unread={r.unread}>
                <Link className="iw-sup__row-link" to={to(lang, `support/${r.ticketId}`)}>
                  <span className="iw-sup__row-main">
                    <span className="iw-sup__row-id">#{r.ticketId}</span>
                    <span className="iw-sup__row-subject">{r.subject}</span>
                    {r.unread && (
                      <span className="iw-sup__new" data-testid="ticket-unread">
                        <span className="iw-sup__new-dot" aria-hidden="true" />
                        {t("support.newReply")}
                      </span>
                    )}
                  </span>
                  <span className="iw-sup__row-meta">
                    <StatusBadge status={r.status} />
                    <span>{t("support.messagesCount", { count: r.messages })}</span>
                    <span>{t(r.lastReplyBy === "staff" ? "support.lastReplyStaff" : "support.lastReplyYou", { date: formatDateTime(r.lastReplyAt, lang) })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {list.pager && <Pager {...list.pager} label={t("support.pages")} />}
      </section>
    </div>
  )
}

export default SupportListPage
