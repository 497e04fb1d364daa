import { LoadState, NotAvailable, Pager, formatDateTime, formatDecimal, useDocumentTitle, useSession } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { Coords, PlotGlyph, StatusBadge } from "./parts"
import { type MyPlot, mapHref, plotId } from "../utils/plot-format"
import { useMyPlots } from "../hooks/use-my-plots"
import "../plots.css"

const TicketGlyph = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </svg>
)

/** One of the member's PLOTs, leading to the tickets tied to it (current and older history) and to the map. */
const PlotTicketCard = ({ plot: p }: { readonly plot: MyPlot }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const id = plotId(p)
  const headId = `iw-plots-t-${p.x}-${p.y}`
  const which = <span className="iw-visually-hidden"> {t("plots.coords", { x: p.x, y: p.y })}</span>
  return (
    <li className="iw-card iw-plots__tcard" data-testid="plot-ticket-card" data-plot={id} aria-labelledby={headId}>
      <div className="iw-plots__tcard-head">
        <h3 id={headId}>
          <Coords x={p.x} y={p.y} />
        </h3>
        <StatusBadge status={p.status} />
      </div>
      <p className="iw-plots__sub">
        {t("plots.level", { level: p.level })} · {t("plots.size", { size: p.size })}
        {p.name ? ` · ${p.name}` : ""}
      </p>
      <div className="iw-plots__tcard-links">
        <Link className="iw-btn iw-btn--secondary" to={to(lang, `experience-tickets/${id}`)} data-testid="plot-ticket-history">
          {t("plots.tickets.history")}
          {which}
        </Link>
        <Link className="iw-plots__tlink" to={to(lang, `experience-tickets-old/${id}`)}>
          {t("plots.tickets.oldHistory")}
          {which}
        </Link>
        <Link className="iw-plots__tlink" to={mapHref(lang, p)}>
          {t("plots.actions.showOnMap")}
          {which}
        </Link>
      </div>
    </li>
  )
}

/**
 * `/{lang}/plot-tickets` (spec §2): the member's PLOTs, each leading to the experience tickets tied to it
 * (`experience-tickets/{plotId}` and the older `experience-tickets-old/{plotId}`, where the plot id is `x,y`). The
 * ticket balance belongs to the member, not to a plot, so it is shown once at the top. No endpoint counts tickets
 * per plot, so the cards link to each plot's history rather than show a number.
 */
const PlotTicketsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const profile = useSession(memberSession)?.profile ?? null
  const plots = useMyPlots()
  useDocumentTitle(t("plots.tickets.title"))

  if (profile && !profile.accessTickets)
    return (
      <NotAvailable
        title={t("plots.tickets.unavailableTitle")}
        text={t("plots.tickets.unavailableText")}
        testId="plot-tickets-unavailable"
        action={
          <Link className="iw-btn iw-btn--primary" to={to(lang, "my-plots")}>
            {t("plots.tickets.toMyPlots")}
          </Link>
        }
      />
    )

  return (
    <div className="iw-page iw-plots" data-testid="plot-tickets-page">
      <header className="iw-plots__head">
        <div>
          <h1>{t("plots.tickets.title")}</h1>
          <p className="iw-plots__lead">{t("plots.tickets.lead")}</p>
        </div>
        <div className="iw-plots__actions">
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "my-plots")}>
            {t("plots.tickets.toMyPlots")}
          </Link>
          <Link className="iw-btn iw-btn--primary" to={to(lang, "experience-tickets")}>
            {t("plots.tickets.allHistory")}
          </Link>
        </div>
      </header>

      {profile && (
        <section className="iw-plots__tbalance" aria-labelledby="iw-plots-tbalance">
          <span className="iw-plots__tbalance-icon">
            <TicketGlyph />
          </span>
          <div>
            <h2 id="iw-plots-tbalance">{t("plots.tickets.balance")}</h2>
            <p className="iw-plots__tbalance-amount">
              <strong data-testid="plot-tickets-balance">{formatDecimal(profile.tickets.decimal, { min: 0 })}</strong>
            </p>
            <p className="iw-plots__sub">{profile.closestExpiration ? t("plots.tickets.closest", { date: formatDateTime(profile.closestExpiration, lang) }) : t("plots.tickets.noExpiry")}</p>
          </div>
          <p className="iw-plots__tbalance-note">{t("plots.tickets.note")}</p>
        </section>
      )}

      <section aria-labelledby="iw-plots-tlist">
        <h2 id="iw-plots-tlist" className="iw-plots__section-title">
          {t("plots.tickets.listTitle")}
        </h2>
        <LoadState load={plots}>
          {(data) =>
            data.data.length === 0 ? (
              <div className="iw-card iw-plots__empty" data-testid="plots-empty">
                <span className="iw-plots__empty-icon">
                  <PlotGlyph size={34} />
                </span>
                <h3>{t("plots.empty.title")}</h3>
                <p>{t("plots.tickets.empty")}</p>
                <Link className="iw-btn iw-btn--primary" to={to(lang)}>
                  {t("plots.empty.toMap")}
                </Link>
              </div>
            ) : (
              <>
                <ul className="iw-plots__grid" role="list">
                  {data.data.map((p) => (
                    <PlotTicketCard key={plotId(p)} plot={p} />
                  ))}
                </ul>
                {plots.pager && <Pager {...plots.pager} label={t("plots.mine.pages")} />}
              </>
            )
          }
        </LoadState>
      </section>
    </div>
  )
}

export default PlotTicketsPage
