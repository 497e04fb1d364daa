import { Button, DataTable, formatDate, useDocumentTitle } from "@iw/ui"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { ActivateDialog } from "./ActivateDialog"
import { MintDialog } from "./MintDialog"
import { Coords, PlotGlyph, StatusBadge } from "./parts"
import { type MyPlot, type Plot, abey, mapHref, plotId } from "../utils/plot-format"
import { useMyPlots } from "../hooks/use-my-plots"
import "../plots.css"

/** A row's activation, as member/plots/member answers it with the row (one request for the whole page). */
const Activation = ({ plot }: { readonly plot: MyPlot }) => {
  const { t } = useTranslation()
  const lang = useLang()
  if (plot.activeNow && plot.activation)
    return (
      <span className="iw-plots__active" data-testid="plot-activation" data-active="true">
        <span className="iw-plots__dot iw-plots__dot--on" aria-hidden="true" />
        {t("plots.activation.activeUntil", { date: formatDate(plot.activation.expiresAt, lang) })}
      </span>
    )
  return (
    <span className="iw-plots__inactive" data-testid="plot-activation" data-active="false">
      <span className="iw-plots__dot" aria-hidden="true" />
      {plot.activation ? t("plots.activation.expired", { date: formatDate(plot.activation.expiresAt, lang) }) : t("plots.activation.none")}
    </span>
  )
}

const Empty = () => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <div className="iw-plots__empty" data-testid="plots-empty">
      <span className="iw-plots__empty-icon">
        <PlotGlyph size={34} />
      </span>
      <h2>{t("plots.empty.title")}</h2>
      <p>{t("plots.empty.text")}</p>
      <Link className="iw-btn iw-btn--primary" to={to(lang)}>
        {t("plots.empty.toMap")}
      </Link>
    </div>
  )
}

/**
 * `/{lang}/my-plots` (spec §2, §3 PLOT, §5): the member's PLOTs, 15 a page: coordinates, level, size, price, state,
 * purchase date, minted state and activation, each with Activate, Mint and Show on map. A table on wide screens,
 * cards on a phone.
 */
const MyPlotsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const plots = useMyPlots()
  const [activating, setActivating] = useState<MyPlot | null>(null)
  const [minting, setMinting] = useState<MyPlot | null>(null)
  useDocumentTitle(t("plots.mine.title"))
  const total = plots.data?.meta.total ?? null

  // After an activation or a mint the button that opened the dialog goes away: focus then goes to the plot's row
  // header rather than to the top of the page. A cancelled dialog gives focus back to its button as usual.
  const succeeded = useRef(false)
  const done = () => {
    succeeded.current = true
    plots.reload()
  }
  const closeOn = (p: Plot | null, close: () => void) => () => {
    close()
    if (!p || !succeeded.current) return
    succeeded.current = false
    window.setTimeout(() => document.querySelector<HTMLElement>(`[data-testid="plot-row"][data-plot="${plotId(p)}"] th`)?.focus(), 0)
  }
  const which = (p: Plot) => <span className="iw-visually-hidden"> {t("plots.coords", { x: p.x, y: p.y })}</span>

  return (
    <div className="iw-page iw-plots" data-testid="my-plots-page">
      <header className="iw-plots__head">
        <div>
          <h1>{t("plots.mine.title")}</h1>
          <p className="iw-plots__lead">{t("plots.mine.lead")}</p>
        </div>
        <div className="iw-plots__actions">
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "plot-tickets")}>
            {t("plots.mine.toTickets")}
          </Link>
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "map-statistics")}>
            {t("plots.mine.toStatistics")}
          </Link>
          <Link className="iw-btn iw-btn--primary" to={to(lang)}>
            {t("plots.mine.toMap")}
          </Link>
        </div>
      </header>

      <section className="iw-card iw-plots__card" aria-labelledby="iw-plots-list">
        <div className="iw-plots__card-head">
          <h2 id="iw-plots-list">{t("plots.mine.listTitle")}</h2>
          {total !== null && total > 0 && (
            <span className="iw-pill iw-pill--accent" data-testid="plots-total">
              {t("plots.mine.count", { count: total })}
            </span>
          )}
        </div>
        <DataTable
          load={plots}
          rows={plots.rows}
          pager={plots.pager && { ...plots.pager, label: t("plots.mine.pages") }}
          rowKey={(p) => plotId(p)}
          rowProps={(p) => ({ "data-testid": "plot-row", "data-plot": plotId(p), "data-status": p.status })}
          caption={t("plots.mine.listTitle")}
          className="iw-rtable iw-plots__table"
          emptyAs="block"
          empty={<Empty />}
          columns={[
            {
              key: "plot",
              header: t("plots.col.plot"),
              rowHeader: true,
              cellClassName: "iw-plots__cell-plot",
              cell: (p) => (
                <div>
                  <Coords x={p.x} y={p.y} />
                  {p.name && <span className="iw-plots__name">{p.name}</span>}
                </div>
              )
            },
            {
              key: "level",
              header: t("plots.col.level"),
              cell: (p) => (
                <div>
                  <span className={`iw-plots__level iw-plots__level--${p.level}`}>{t("plots.level", { level: p.level })}</span>
                  <span className="iw-plots__sub">{t("plots.size", { size: p.size })}</span>
                </div>
              )
            },
            { key: "price", header: t("plots.col.price"), className: "iw-plots__num", cell: (p) => t("plots.abey", { amount: abey(p.price) }) },
            {
              key: "status",
              header: t("plots.col.status"),
              cell: (p) => (
                <div className="iw-plots__badges">
                  <StatusBadge status={p.status} />
                  <span className={`iw-badge ${p.minted ? "iw-badge--info" : "iw-badge--muted"}`} data-testid="plot-minted" data-minted={p.minted}>
                    {p.minted ? t("plots.minted.yes") : t("plots.minted.no")}
                  </span>
                </div>
              )
            },
            {
              key: "purchased",
              header: t("plots.col.purchased"),
              cellClassName: "iw-plots__date",
              cell: (p) => (p.purchaseDate ? formatDate(p.purchaseDate, lang) : <span aria-label={t("common.none")}>—</span>)
            },
            { key: "activation", header: t("plots.col.activation"), cell: (p) => (p.canActivate || p.activation ? <Activation plot={p} /> : <span className="iw-plots__muted">—</span>) },
            {
              key: "actions",
              header: t("plots.col.actions"),
              headerHidden: true,
              cellClassName: "iw-plots__cell-act",
              cell: (p) => (
                <div className="iw-plots__row-actions">
                  {p.canActivate && !p.activeNow && (
                    <Button variant="secondary" className="iw-plots__act" onClick={() => setActivating(p)} aria-haspopup="dialog" data-testid="plot-activate">
                      {t("plots.actions.activate")}
                      {which(p)}
                    </Button>
                  )}
                  {p.canMint && (
                    <Button variant="secondary" className="iw-plots__act" onClick={() => setMinting(p)} aria-haspopup="dialog" data-testid="plot-mint">
                      {t("plots.actions.mint")}
                      {which(p)}
                    </Button>
                  )}
                  <Link className="iw-btn iw-btn--ghost iw-plots__act" to={mapHref(lang, p)} data-testid="plot-on-map">
                    {t("plots.actions.showOnMap")}
                    {which(p)}
                  </Link>
                </div>
              )
            }
          ]}
        />
      </section>

      <ActivateDialog plot={activating} onClose={closeOn(activating, () => setActivating(null))} onActivated={done} />
      <MintDialog plot={minting} onClose={closeOn(minting, () => setMinting(null))} onMinted={done} />
    </div>
  )
}

export default MyPlotsPage
