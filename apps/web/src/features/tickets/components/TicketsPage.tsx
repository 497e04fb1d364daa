import { Notice, Pager, Spinner, errorMessage, formatDateTime, formatDecimal, useDocumentTitle, useSession } from "@iw/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useParams, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { codeKey, pageFrom, signedTickets } from "../utils/ticket-format"
import "../tickets.css"

export const PER_PAGE = 15

type History = Awaited<ReturnType<typeof api.ledger.ticketHistory>>
type Balance = Awaited<ReturnType<typeof api.ledger.ticketBalance>>
type Load<A> = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly data: A }

const TicketGlyph = () => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </svg>
)

/** Shown instead of the ticket screens to members without ticket access (spec §6: tickets need accessTickets). */
export const NotAvailable = () => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <div className="iw-page iw-tk" data-testid="tickets-unavailable">
      <div className="iw-card iw-tk__na">
        <h1>{t("tickets.unavailable.title")}</h1>
        <p>{t("tickets.unavailable.text")}</p>
        <Link className="iw-btn iw-btn--primary" to={to(lang)}>
          {t("tickets.unavailable.home")}
        </Link>
      </div>
    </div>
  )
}

const BalanceCard = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [load, setLoad] = useState<Load<Balance>>({ state: "loading" })
  const tickets = useSession(memberSession)?.profile?.tickets.decimal
  useEffect(() => {
    let live = true
    api.ledger
      .ticketBalance()
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [t, tickets])
  return (
    <section className="iw-tk__balance" aria-labelledby="iw-tk-balance">
      <span className="iw-tk__balance-icon">
        <TicketGlyph />
      </span>
      <div className="iw-tk__balance-main">
        <h2 id="iw-tk-balance" className="iw-tk__balance-label">
          {t("tickets.balance.title")}
        </h2>
        {load.state === "loading" && <span className="iw-spinner iw-spinner--inline" role="status" aria-label={t("common.loading")} />}
        {load.state === "failed" && <span className="iw-tk__error">{load.message}</span>}
        {load.state === "ready" && (
          <>
            <p className="iw-tk__balance-amount">
              <strong data-testid="ticket-balance">{formatDecimal(load.data.total.decimal, { min: 0 })}</strong> <span className="iw-unit">{t("tickets.balance.unit")}</span>
            </p>
            <p className="iw-tk__balance-exp" data-testid="ticket-expiration">
              {load.data.closestExpiredAt
                ? t("tickets.balance.closest", { date: formatDateTime(load.data.closestExpiredAt, lang) })
                : t("tickets.balance.noExpiry")}
            </p>
          </>
        )}
      </div>
      <p className="iw-tk__balance-note">{t("tickets.balance.note")}</p>
    </section>
  )
}

const HistoryTable = ({ rows }: { readonly rows: History["data"] }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <table className="iw-table iw-rtable iw-tk__table">
      <caption className="iw-visually-hidden">{t("tickets.history.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("tickets.history.transactionId")}</th>
          <th scope="col">{t("tickets.history.purchaseId")}</th>
          <th scope="col" className="iw-tk__num">
            {t("tickets.history.amount")}
          </th>
          <th scope="col">{t("tickets.history.description")}</th>
          <th scope="col">{t("tickets.history.date")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const amount = signedTickets(r.amount.decimal)
          return (
            <tr key={`${r.transactionId}-${r.amount.decimal}`} data-testid="ticket-row">
              <td data-label={t("tickets.history.transactionId")} className="iw-tk__id">
                {r.transactionId}
              </td>
              <td data-label={t("tickets.history.purchaseId")} className="iw-tk__id">
                {r.purchaseId ?? <span aria-label={t("common.none")}>—</span>}
              </td>
              <td data-label={t("tickets.history.amount")} className={`iw-tk__num iw-tk__amount iw-tk__amount--${amount.sign}`}>
                {amount.text}
              </td>
              <td data-label={t("tickets.history.description")}>
                <div>
                  <span className="iw-tk__desc">{t(codeKey(r.code))}</span>
                  {r.plotId && <span className="iw-tk__plot">{t("tickets.history.plot", { plotId: r.plotId })}</span>}
                  {r.description && <span className="iw-tk__memo">{r.description}</span>}
                </div>
              </td>
              <td data-label={t("tickets.history.date")} className="iw-tk__date">
                {formatDateTime(r.date, lang)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/**
 * `/{lang}/experience-tickets[/{plotId}]` and `/{lang}/experience-tickets-old[/{plotId}]` (spec §2, §3, §9): the ticket
 * balance with its closest expiry, then the history, 15 a page. The current history covers the tickets' 180-day
 * life; the old one what came before, and each links to the other.
 */
const TicketsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const profile = useSession(memberSession)?.profile ?? null
  const { plotId } = useParams()
  const old = useLocation().pathname.split("/")[2] === "experience-tickets-old"
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  const [load, setLoad] = useState<Load<History>>({ state: "loading" })

  const title = old ? t("tickets.old.title") : t("tickets.title")
  useDocumentTitle(plotId ? `${title} · ${t("tickets.history.plot", { plotId })}` : title)

  const fetchHistory = useCallback(() => {
    setLoad({ state: "loading" })
    let live = true
    api.ledger
      .ticketHistory({ query: { page, perPage: PER_PAGE, ...(plotId ? { plotId } : {}), ...(old ? { old: "1" as const } : {}) } })
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [page, plotId, old, t])
  useEffect(() => (profile?.accessTickets ? fetchHistory() : undefined), [fetchHistory, profile?.accessTickets])

  if (!profile?.accessTickets) return <NotAvailable />

  const suffix = plotId ? `/${encodeURIComponent(plotId)}` : ""
  const goPage = (p: number) => {
    const next = new URLSearchParams(search)
    if (p > 1) next.set("page", String(p))
    else next.delete("page")
    setSearch(next)
  }

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
        {load.state === "loading" && <Spinner label={t("common.loading")} />}
        {load.state === "failed" && (
          <Notice tone="error">
            {load.message}{" "}
            <button type="button" className="iw-btn iw-btn--link" onClick={fetchHistory}>
              {t("common.retry")}
            </button>
          </Notice>
        )}
        {load.state === "ready" &&
          (load.data.data.length === 0 ? (
            <p className="iw-tk__empty" data-testid="tickets-empty">
              {old ? t("tickets.old.empty") : t("tickets.history.empty")}
            </p>
          ) : (
            <>
              <HistoryTable rows={load.data.data} />
              <Pager
                page={page}
                total={load.data.meta.total}
                perPage={load.data.meta.perPage}
                onPage={goPage}
                label={t("tickets.history.pages")}
              />
            </>
          ))}
      </section>
    </div>
  )
}

export default TicketsPage
