import { type Column, DataTable, errorMessage, formatDateTime, formatDecimal, useDocumentTitle, useLoad, usePagedQuery, useSession } from "@iw/ui"
import type { LangCode } from "@iw/contracts/i18n"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useParams } from "react-router"
import { ticketBalance, ticketHistory } from "../api/tickets"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { codeKey, signedTickets } from "../utils/ticket-format"
import "../tickets.css"

type History = Awaited<ReturnType<typeof ticketHistory>>

const TicketGlyph = () => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </svg>
)

const BalanceCard = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const tickets = useSession(memberSession)?.profile?.tickets.decimal
  const load = useLoad(() => ticketBalance(), [tickets])
  return (
    <section className="iw-tk__balance" aria-labelledby="iw-tk-balance">
      <span className="iw-tk__balance-icon">
        <TicketGlyph />
      </span>
      <div className="iw-tk__balance-main">
        <h2 id="iw-tk-balance" className="iw-tk__balance-label">
          {t("tickets.balance.title")}
        </h2>
        {load.status === "loading" && !load.data && <span className="iw-spinner iw-spinner--inline" role="status" aria-label={t("common.loading")} />}
        {load.status === "error" && <span className="iw-tk__error">{errorMessage(load.error, t)}</span>}
        {load.status !== "error" && load.data && (
          <>
            <p className="iw-tk__balance-amount">
              <strong data-testid="ticket-balance">{formatDecimal(load.data.total.decimal, { min: 0 })}</strong> <span className="iw-unit">{t("tickets.balance.unit")}</span>
            </p>
            <p className="iw-tk__balance-exp" data-testid="ticket-expiration">
              {load.data.closestExpiredAt ? t("tickets.balance.closest", { date: formatDateTime(load.data.closestExpiredAt, lang) }) : t("tickets.balance.noExpiry")}
            </p>
          </>
        )}
      </div>
      <p className="iw-tk__balance-note">{t("tickets.balance.note")}</p>
    </section>
  )
}

/** The history's columns: transaction, purchase, the signed amount, what it was (and on which plot), and when. */
const historyColumns = (t: TFunction, lang: LangCode): ReadonlyArray<Column<History["data"][number]>> => [
  { key: "transaction", header: t("tickets.history.transactionId"), cellClassName: "iw-tk__id", cell: (r) => r.transactionId },
  { key: "purchase", header: t("tickets.history.purchaseId"), cellClassName: "iw-tk__id", cell: (r) => r.purchaseId ?? <span aria-label={t("common.none")}>—</span> },
  {
    key: "amount",
    header: t("tickets.history.amount"),
    className: "iw-tk__num",
    cellClassName: "iw-tk__amount",
    cell: (r) => {
      const amount = signedTickets(r.amount.decimal)
      return <span className={`iw-tk__amount--${amount.sign}`}>{amount.text}</span>
    }
  },
  {
    key: "description",
    header: t("tickets.history.description"),
    cell: (r) => (
      <div>
        <span className="iw-tk__desc">{t(codeKey(r.code))}</span>
        {r.plotId && <span className="iw-tk__plot">{t("tickets.history.plot", { plotId: r.plotId })}</span>}
        {r.description && <span className="iw-tk__memo">{r.description}</span>}
      </div>
    )
  },
  { key: "date", header: t("tickets.history.date"), cellClassName: "iw-tk__date", cell: (r) => formatDateTime(r.date, lang) }
]

/**
 * `/{lang}/experience-tickets[/{plotId}]` and `/{lang}/experience-tickets-old[/{plotId}]` (spec §2, §3, §9): the ticket
 * balance with its closest expiry, then the history, 15 a page. The current history covers the tickets' 180-day
 * life; the old one what came before, and each links to the other.
 */
const TicketsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { plotId } = useParams()
  const old = useLocation().pathname.split("/")[2] === "experience-tickets-old"
  const history = usePagedQuery(({ page }) => ticketHistory(page, { plotId, old }), { deps: [plotId, old] })

  const title = old ? t("tickets.old.title") : t("tickets.title")
  useDocumentTitle(plotId ? `${title} · ${t("tickets.history.plot", { plotId })}` : title)

  const suffix = plotId ? `/${encodeURIComponent(plotId)}` : ""
  return (
    <div className="iw-page iw-tk" data-testid={old ? "tickets-old-page" : "tickets-page"}>
      <header className="iw-tk__head">
        <div>
          {old && (
            <Link className="iw-tk__back" to={to(lang, `experience-tickets${suffix}`)} data-testid="tickets-new-link">
              <span aria-hidden="true">←</span> {t("tickets.old.back")}
            </Link>
          )}
          <h1>{title}</h1>
          {plotId && (
            <p className="iw-tk__plot-head">
              <span className="iw-pill iw-pill--accent">{t("tickets.history.plot", { plotId })}</span>{" "}
              <Link to={to(lang, old ? "experience-tickets-old" : "experience-tickets")}>{t("tickets.allPlots")}</Link>
            </p>
          )}
        </div>
        <div className="iw-tk__actions">
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "purchase-history")}>
            {t("tickets.purchaseHistory")}
          </Link>
          <Link className="iw-btn iw-btn--primary" to={`${to(lang, "purchase-history")}?buy=1`} data-testid="buy-tickets">
            {t("tickets.buy")}
          </Link>
        </div>
      </header>

      <BalanceCard />

      <section className="iw-card iw-tk__history" aria-labelledby="iw-tk-history">
        <div className="iw-tk__history-head">
          <div>
            <h2 id="iw-tk-history">{old ? t("tickets.old.historyTitle") : t("tickets.history.title")}</h2>
            <p className="iw-tk__range">{old ? t("tickets.old.range") : t("tickets.history.range")}</p>
          </div>
          {!old && (
            <Link className="iw-tk__old-link" to={to(lang, `experience-tickets-old${suffix}`)} data-testid="tickets-old-link">
              {t("tickets.history.oldLink")} <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        <DataTable
          load={history}
          rows={history.rows}
          pager={history.pager && { ...history.pager, label: t("tickets.history.pages") }}
          rowKey={(r) => `${r.transactionId}-${r.amount.decimal}`}
          rowProps={() => ({ "data-testid": "ticket-row" })}
          caption={t("tickets.history.caption")}
          className="iw-rtable iw-tk__table"
          emptyAs="block"
          empty={
            <p className="iw-tk__empty" data-testid="tickets-empty">
              {old ? t("tickets.old.empty") : t("tickets.history.empty")}
            </p>
          }
          columns={historyColumns(t, lang)}
        />
      </section>
    </div>
  )
}

export default TicketsPage
