import { Button, Notice, Spinner, errorMessage, formatInteger, useDocumentTitle } from "@iw/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { type Bar, BarChart, StackChart } from "./charts"
import { HELD, STATUSES, abey, percent, share, statusKey } from "../utils/plot-format"
import "../plots.css"

type Statistics = Awaited<ReturnType<typeof api.land.statistics>>
type Districts = Awaited<ReturnType<typeof api.land.districts>>["data"]
type Load = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly stats: Statistics; readonly districts: Districts }

const Tile = ({ label, value, note, tone, testId }: { readonly label: string; readonly value: string; readonly note?: string; readonly tone: string; readonly testId?: string }) => (
  <div className={`iw-plots__tile iw-plots__tile--${tone}`}>
    <dt>{label}</dt>
    <dd>
      <strong data-testid={testId}>{value}</strong>
      {note && <span className="iw-plots__tile-note">{note}</span>}
    </dd>
  </div>
)

/** A small meter for a share, in a table cell: the number is in the text beside it. */
const Meter = ({ value, tone = "available" }: { readonly value: number; readonly tone?: string }) => (
  <span className="iw-plots__meter" aria-hidden="true">
    <span className={`iw-plots__meter-fill iw-chart__fill--${tone}`} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
  </span>
)

const centre = (d: Districts[number]) => ({ x: Math.round((d.x0 + d.x1) / 2), y: Math.round((d.y0 + d.y1) / 2) })

/**
 * `/{lang}/map-statistics` (spec §2 "Map Statistics", §7 member/statistics and districts): how the world's PLOTs
 * are shared out: totals, a bar chart of PLOTs by state, availability and prices by level, and the districts.
 * Each chart is an image with a spoken summary, and the same numbers are in a table.
 */
const MapStatisticsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [load, setLoad] = useState<Load>({ state: "loading" })
  const [stale, setStale] = useState(0)
  useDocumentTitle(t("plots.stats.title"))

  const fetchAll = useCallback(() => {
    let live = true
    Promise.all([api.land.statistics(), api.land.districts()])
      .then(([stats, districts]) => live && setLoad({ state: "ready", stats, districts: districts.data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [t])
  useEffect(fetchAll, [fetchAll, stale])
  const refresh = () => {
    setLoad({ state: "loading" })
    setStale((n) => n + 1)
  }

  return (
    <div className="iw-page iw-plots" data-testid="map-statistics-page">
      <header className="iw-plots__head">
        <div>
          <h1>{t("plots.stats.title")}</h1>
          <p className="iw-plots__lead">{t("plots.stats.lead")}</p>
        </div>
        <div className="iw-plots__actions">
          <Button variant="ghost" onClick={refresh} disabled={load.state === "loading"}>
            {t("plots.stats.refresh")}
          </Button>
          <Link className="iw-btn iw-btn--primary" to={to(lang)}>
            {t("plots.mine.toMap")}
          </Link>
        </div>
      </header>

      {load.state === "loading" && <Spinner label={t("common.loading")} />}
      {load.state === "failed" && (
        <Notice tone="error">
          {load.message}{" "}
          <Button variant="link" onClick={refresh}>
            {t("common.retry")}
          </Button>
        </Notice>
      )}
      {load.state === "ready" && <Figures stats={load.stats} districts={load.districts} />}
    </div>
  )
}

const Figures = ({ stats, districts }: { readonly stats: Statistics; readonly districts: Districts }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const count = (s: string) => stats.byStatus[s] ?? 0
  const held = HELD.reduce((n, s) => n + count(s), 0)
  const available = count("available")
  const known = STATUSES as ReadonlyArray<string>
  const order = [...STATUSES.filter((s) => count(s) > 0), ...Object.keys(stats.byStatus).filter((s) => !known.includes(s) && count(s) > 0)]
  const bars: ReadonlyArray<Bar> = order.map((s) => ({
    key: s,
    label: t(statusKey(s)),
    value: count(s),
    tone: `iw-chart__bar--${known.includes(s) ? s : "other"}`,
    note: `${percent(count(s), stats.total)}%`
  }))
  const summary = t("plots.stats.chartSummary", {
    total: formatInteger(stats.total),
    parts: bars.map((b) => `${b.label} ${formatInteger(b.value)} (${b.note})`).join(", ")
  })
  const levels = stats.byLevel
  const levelSummary = t("plots.stats.levelSummary", {
    parts: levels.map((l) => t("plots.stats.levelPart", { level: l.level, available: formatInteger(l.available), total: formatInteger(l.total) })).join(", ")
  })

  return (
    <>
      <section aria-labelledby="iw-stats-totals">
        <h2 id="iw-stats-totals" className="iw-visually-hidden">
          {t("plots.stats.totals")}
        </h2>
        <dl className="iw-plots__tiles">
          <Tile label={t("plots.stats.total")} value={formatInteger(stats.total)} tone="total" testId="stats-total" />
          <Tile label={t("plots.stats.available")} value={formatInteger(available)} note={t("plots.stats.share", { percent: percent(available, stats.total) })} tone="available" testId="stats-available" />
          <Tile label={t("plots.stats.held")} value={formatInteger(held)} note={t("plots.stats.share", { percent: percent(held, stats.total) })} tone="held" testId="stats-held" />
          <Tile label={t("plots.stats.minted")} value={formatInteger(count("minted"))} tone="minted" />
        </dl>
      </section>

      <section className="iw-card iw-plots__panel" aria-labelledby="iw-stats-states">
        <h2 id="iw-stats-states">{t("plots.stats.byState")}</h2>
        <p className="iw-plots__sub">{t("plots.stats.byStateLead")}</p>
        <figure className="iw-plots__figure">
          <BarChart bars={bars} label={summary} testId="stats-state-chart" />
          <table className="iw-visually-hidden">
            <caption>{t("plots.stats.byState")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("plots.col.status")}</th>
                <th scope="col">{t("plots.stats.plots")}</th>
                <th scope="col">{t("plots.stats.shareCol")}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((b) => (
                <tr key={b.key} data-testid="stats-state-row" data-status={b.key}>
                  <th scope="row">{b.label}</th>
                  <td>{formatInteger(b.value)}</td>
                  <td>{b.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </section>

      <section className="iw-card iw-plots__panel" aria-labelledby="iw-stats-levels">
        <h2 id="iw-stats-levels">{t("plots.stats.byLevel")}</h2>
        <p className="iw-plots__sub">{t("plots.stats.byLevelLead")}</p>
        <StackChart
          label={levelSummary}
          stacks={levels.map((l) => ({
            key: String(l.level),
            label: t("plots.level", { level: l.level }),
            parts: [
              { key: "available", value: l.available, tone: "iw-chart__bar--available" },
              { key: "taken", value: Math.max(0, l.total - l.available), tone: "iw-chart__bar--taken" }
            ]
          }))}
          legend={[
            { tone: "iw-chart__bar--available", label: t("plots.stats.legendAvailable") },
            { tone: "iw-chart__bar--taken", label: t("plots.stats.legendTaken") }
          ]}
        />
        <table className="iw-table iw-rtable iw-plots__stable" data-testid="stats-level-table">
          <caption className="iw-visually-hidden">{t("plots.stats.byLevel")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("plots.col.level")}</th>
              <th scope="col" className="iw-plots__num">
                {t("plots.stats.plots")}
              </th>
              <th scope="col" className="iw-plots__num">
                {t("plots.stats.available")}
              </th>
              <th scope="col">{t("plots.stats.shareAvailable")}</th>
              <th scope="col" className="iw-plots__num">
                {t("plots.stats.minPrice")}
              </th>
              <th scope="col" className="iw-plots__num">
                {t("plots.stats.maxPrice")}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => {
              const pct = percent(l.available, l.total)
              return (
                <tr key={l.level} data-testid="stats-level-row">
                  <th scope="row" data-label={t("plots.col.level")}>
                    <span className={`iw-plots__level iw-plots__level--${l.level}`}>{t("plots.level", { level: l.level })}</span>
                  </th>
                  <td data-label={t("plots.stats.plots")} className="iw-plots__num">
                    {formatInteger(l.total)}
                  </td>
                  <td data-label={t("plots.stats.available")} className="iw-plots__num">
                    {formatInteger(l.available)}
                  </td>
                  <td data-label={t("plots.stats.shareAvailable")}>
                    <span className="iw-plots__meter-cell">
                      <Meter value={share(l.available, l.total)} />
                      <span>{pct}%</span>
                    </span>
                  </td>
                  <td data-label={t("plots.stats.minPrice")} className="iw-plots__num">
                    {t("plots.abey", { amount: abey(l.minPrice) })}
                  </td>
                  <td data-label={t("plots.stats.maxPrice")} className="iw-plots__num">
                    {t("plots.abey", { amount: abey(l.maxPrice) })}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>

      {districts.length > 0 && (
        <section className="iw-card iw-plots__panel" aria-labelledby="iw-stats-districts">
          <h2 id="iw-stats-districts">{t("plots.stats.districts")}</h2>
          <p className="iw-plots__sub">{t("plots.stats.districtsLead")}</p>
          <table className="iw-table iw-rtable iw-plots__stable" data-testid="stats-district-table">
            <caption className="iw-visually-hidden">{t("plots.stats.districts")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("plots.stats.district")}</th>
                <th scope="col">{t("plots.stats.area")}</th>
                <th scope="col" className="iw-plots__num">
                  {t("plots.stats.plots")}
                </th>
                <th scope="col" className="iw-plots__num">
                  {t("plots.stats.available")}
                </th>
                <th scope="col">{t("plots.stats.shareAvailable")}</th>
                <th scope="col">
                  <span className="iw-visually-hidden">{t("plots.col.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {districts.map((d) => {
                const pct = percent(d.available, d.plots)
                return (
                  <tr key={d.id} data-testid="stats-district-row">
                    <th scope="row" data-label={t("plots.stats.district")}>
                      {d.name}
                    </th>
                    <td data-label={t("plots.stats.area")} className="iw-plots__area">
                      {t("plots.stats.areaValue", { x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1 })}
                    </td>
                    <td data-label={t("plots.stats.plots")} className="iw-plots__num">
                      {formatInteger(d.plots)}
                    </td>
                    <td data-label={t("plots.stats.available")} className="iw-plots__num">
                      {formatInteger(d.available)}
                    </td>
                    <td data-label={t("plots.stats.shareAvailable")}>
                      <span className="iw-plots__meter-cell">
                        <Meter value={share(d.available, d.plots)} />
                        <span>{pct}%</span>
                      </span>
                    </td>
                    <td data-label="" className="iw-plots__cell-act">
                      <Link className="iw-btn iw-btn--ghost iw-plots__act" to={`/${lang}/?x=${centre(d).x}&y=${centre(d).y}`}>
                        {t("plots.actions.showOnMap")}
                        <span className="iw-visually-hidden"> {d.name}</span>
                      </Link>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      )}
      <p className="iw-plots__fine">{t("plots.stats.version", { version: stats.version })}</p>
    </>
  )
}

export default MapStatisticsPage
