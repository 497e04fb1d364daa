import { Button, DataTable, LoadState, formatInteger, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { type MapStatistics, mapStatistics } from "../api/plots"
import { to, useLang } from "../../../lib/lang"
import { type Bar, BarChart, StackChart } from "./charts"
import { HELD, STATUSES, abey, percent, share, statusKey } from "../utils/plot-format"
import "../plots.css"

type Statistics = MapStatistics["stats"]
type Districts = MapStatistics["districts"]

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

/** A share of a whole as a meter and its words. */
const ShareCell = ({ part, whole }: { readonly part: number; readonly whole: number }) => (
  <span className="iw-plots__meter-cell">
    <Meter value={share(part, whole)} />
    <span>{percent(part, whole)}%</span>
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
  const load = useLoad(() => mapStatistics(), [])
  useDocumentTitle(t("plots.stats.title"))

  return (
    <div className="iw-page iw-plots" data-testid="map-statistics-page">
      <header className="iw-plots__head">
        <div>
          <h1>{t("plots.stats.title")}</h1>
          <p className="iw-plots__lead">{t("plots.stats.lead")}</p>
        </div>
        <div className="iw-plots__actions">
          <Button variant="ghost" onClick={load.reload} disabled={load.status === "loading"}>
            {t("plots.stats.refresh")}
          </Button>
          <Link className="iw-btn iw-btn--primary" to={to(lang)}>
            {t("plots.mine.toMap")}
          </Link>
        </div>
      </header>

      <LoadState load={load}>{(data) => <Figures stats={data.stats} districts={data.districts} />}</LoadState>
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
          <Tile
            label={t("plots.stats.available")}
            value={formatInteger(available)}
            note={t("plots.stats.share", { percent: percent(available, stats.total) })}
            tone="available"
            testId="stats-available"
          />
          <Tile label={t("plots.stats.held")} value={formatInteger(held)} note={t("plots.stats.share", { percent: percent(held, stats.total) })} tone="held" testId="stats-held" />
          <Tile label={t("plots.stats.minted")} value={formatInteger(count("minted"))} tone="minted" />
        </dl>
      </section>

      <section className="iw-card iw-plots__panel" aria-labelledby="iw-stats-states">
        <h2 id="iw-stats-states">{t("plots.stats.byState")}</h2>
        <p className="iw-plots__sub">{t("plots.stats.byStateLead")}</p>
        <figure className="iw-plots__figure">
          <BarChart bars={bars} label={summary} testId="stats-state-chart" />
          <DataTable
            rows={bars}
            rowKey={(b) => b.key}
            rowProps={(b) => ({ "data-testid": "stats-state-row", "data-status": b.key })}
            caption={t("plots.stats.byState")}
            className="iw-visually-hidden"
            columns={[
              { key: "status", header: t("plots.col.status"), rowHeader: true, cell: (b) => b.label },
              { key: "plots", header: t("plots.stats.plots"), cell: (b) => formatInteger(b.value) },
              { key: "share", header: t("plots.stats.shareCol"), cell: (b) => b.note }
            ]}
          />
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
        <DataTable
          rows={levels}
          rowKey={(l) => l.level}
          rowProps={() => ({ "data-testid": "stats-level-row" })}
          caption={t("plots.stats.byLevel")}
          testId="stats-level-table"
          className="iw-rtable iw-plots__stable"
          columns={[
            { key: "level", header: t("plots.col.level"), rowHeader: true, cell: (l) => <span className={`iw-plots__level iw-plots__level--${l.level}`}>{t("plots.level", { level: l.level })}</span> },
            { key: "plots", header: t("plots.stats.plots"), className: "iw-plots__num", cell: (l) => formatInteger(l.total) },
            { key: "available", header: t("plots.stats.available"), className: "iw-plots__num", cell: (l) => formatInteger(l.available) },
            { key: "share", header: t("plots.stats.shareAvailable"), cell: (l) => <ShareCell part={l.available} whole={l.total} /> },
            { key: "min", header: t("plots.stats.minPrice"), className: "iw-plots__num", cell: (l) => t("plots.abey", { amount: abey(l.minPrice) }) },
            { key: "max", header: t("plots.stats.maxPrice"), className: "iw-plots__num", cell: (l) => t("plots.abey", { amount: abey(l.maxPrice) }) }
          ]}
        />
      </section>

      {districts.length > 0 && (
        <section className="iw-card iw-plots__panel" aria-labelledby="iw-stats-districts">
          <h2 id="iw-stats-districts">{t("plots.stats.districts")}</h2>
          <p className="iw-plots__sub">{t("plots.stats.districtsLead")}</p>
          <DataTable
            rows={districts}
            rowKey={(d) => d.id}
            rowProps={() => ({ "data-testid": "stats-district-row" })}
            caption={t("plots.stats.districts")}
            testId="stats-district-table"
            className="iw-rtable iw-plots__stable"
            columns={[
              { key: "district", header: t("plots.stats.district"), rowHeader: true, cell: (d) => d.name },
              { key: "area", header: t("plots.stats.area"), cellClassName: "iw-plots__area", cell: (d) => t("plots.stats.areaValue", { x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1 }) },
              { key: "plots", header: t("plots.stats.plots"), className: "iw-plots__num", cell: (d) => formatInteger(d.plots) },
              { key: "available", header: t("plots.stats.available"), className: "iw-plots__num", cell: (d) => formatInteger(d.available) },
              { key: "share", header: t("plots.stats.shareAvailable"), cell: (d) => <ShareCell part={d.available} whole={d.plots} /> },
              {
                key: "actions",
                header: t("plots.col.actions"),
                headerHidden: true,
                cellClassName: "iw-plots__cell-act",
                cell: (d) => (
                  <Link className="iw-btn iw-btn--ghost iw-plots__act" to={`/${lang}/?x=${centre(d).x}&y=${centre(d).y}`}>
                    {t("plots.actions.showOnMap")}
                    <span className="iw-visually-hidden"> {d.name}</span>
                  </Link>
                )
              }
            ]}
          />
        </section>
      )}
      <p className="iw-plots__fine">{t("plots.stats.version", { version: stats.version })}</p>
    </>
  )
}

export default MapStatisticsPage
