import { toCstWall } from "@iw/contracts"
import { Chart, DataTable, LoadError, Spinner, formatDecimal, useLoad } from "@iw/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { plotSales } from "../api/land"
import "../land.css"

const PERIODS = [7, 30, 90, 365] as const
type Metric = "count" | "amount"

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/** Every CST calendar day of the period (spec §9), oldest first, ending today in CST: days without sales are zeros, not gaps. */
const daysBack = (n: number): ReadonlyArray<string> => {
  const [y, m, d] = toCstWall(new Date()).slice(0, 10).split("-").map(Number) as [number, number, number]
  return Array.from({ length: n }, (_, i) => isoDay(new Date(Date.UTC(y, m - 1, d - (n - 1 - i)))))
}

const abey = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 8 })

/** `/staff/statistics/plot-sales` (spec §2): PLOT sales per day with totals, for 7, 30, 90 or 365 days, and by level. */
const PlotSalesPage = () => {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<number>(30)
  const [metric, setMetric] = useState<Metric>("count")
  const days = useMemo(() => daysBack(period), [period])
  const report = useLoad(() => plotSales(days[0]!, days[days.length - 1]!), [days])
  const r = report.data
  const byDay = useMemo(() => new Map((r?.days ?? []).map((d) => [d.day.slice(0, 10), d] as const)), [r])
  const rows = days.map((day) => {
    const decimal = byDay.get(day)?.amount.decimal ?? "0"
    return { day, count: byDay.get(day)?.count ?? 0, decimal, amount: Number(decimal) }
  })
  const points = rows.map((d) => ({ day: d.day, value: metric === "count" ? d.count : d.amount }))
  const average = r && r.count > 0 ? Number(r.amount.decimal) / r.count : null

  return (
    <div className="sw-page">
      <PageHeader
        title={t("backoffice.screens.statsPlotSales")}
        lead={t("plotsAdmin.sales.lead")}
        actions={
          <div role="group" aria-label={t("plotsAdmin.sales.period")} className="sw-land-modes">
            {PERIODS.map((d) => (
              <button key={d} type="button" className="iw-btn iw-btn--secondary" aria-pressed={d === period} onClick={() => setPeriod(d)} data-testid={`sales-days-${d}`}>
                {t("plotsAdmin.sales.days", { n: d })}
              </button>
            ))}
          </div>
        }
      />
      {report.status === "error" && <LoadError error={report.error} onRetry={report.reload} />}
      {!r ? (
        report.status === "loading" && <Spinner label={t("common.loading")} />
      ) : (
        <div aria-busy={report.status === "loading"}>
          <div className="sw-land-kpis">
            <div className="iw-card sw-card sw-land-kpi">
              <span className="sw-muted">{t("plotsAdmin.sales.sold")}</span>
              <strong data-testid="sales-count">{r.count.toLocaleString("en-US")}</strong>
            </div>
            <div className="iw-card sw-card sw-land-kpi">
              <span className="sw-muted">{t("plotsAdmin.sales.amount")}</span>
              <strong data-testid="sales-amount">
                {formatDecimal(r.amount.decimal, { min: 0 })} <small>ABEY</small>
              </strong>
            </div>
            <div className="iw-card sw-card sw-land-kpi">
              <span className="sw-muted">{t("plotsAdmin.sales.buyers")}</span>
              <strong>{r.buyers.toLocaleString("en-US")}</strong>
            </div>
            <div className="iw-card sw-card sw-land-kpi">
              <span className="sw-muted">{t("plotsAdmin.sales.average")}</span>
              <strong>
                {average === null ? (
                  "—"
                ) : (
                  <>
                    {abey(Math.round(average * 100) / 100)} <small>ABEY</small>
                  </>
                )}
              </strong>
            </div>
          </div>
          <section className="iw-card sw-card" aria-labelledby="sales-chart-title">
            <div className="sw-land-chart-head">
              <h2 id="sales-chart-title">{t("plotsAdmin.sales.perDay")}</h2>
              <div role="group" aria-label={t("plotsAdmin.sales.metric")} className="sw-land-modes">
                {(["count", "amount"] as const).map((m) => (
                  <button key={m} type="button" className="iw-btn iw-btn--secondary" aria-pressed={m === metric} onClick={() => setMetric(m)} data-testid={`sales-metric-${m}`}>
                    {t(`plotsAdmin.sales.metrics.${m}`)}
                  </button>
                ))}
              </div>
            </div>
            {/* The numbers are in the table below (with CSV), so the chart carries none of its own. */}
            <Chart
              kind="bar"
              testId="plot-sales-chart"
              title={t(metric === "count" ? "plotsAdmin.sales.chartLabelCount" : "plotsAdmin.sales.chartLabelAmount", { days: period, from: days[0], to: days[days.length - 1] })}
              summary={t("plotsAdmin.sales.chartCaption")}
              series={[{ name: t(`plotsAdmin.sales.metrics.${metric}`), points: points.map((p) => ({ x: Date.parse(`${p.day}T12:00:00Z`), y: p.value })) }]}
              formatX={(x) => new Date(x).toISOString().slice(5, 10)}
              formatY={(v) => (metric === "count" ? String(v) : abey(v))}
              xLabel={t("plotsAdmin.sales.day")}
              empty={t("plotsAdmin.sales.empty")}
            />
            <details className="sw-land-details">
              <summary>{t("plotsAdmin.sales.asTable")}</summary>
              <DataTable
                rows={[...rows].reverse()}
                rowKey={(d) => d.day}
                caption={t("plotsAdmin.sales.perDay")}
                region
                csv={`plot-sales-${days[0]}-${days[days.length - 1]}.csv`}
                className="sw-table"
                columns={[
                  { key: "day", header: t("plotsAdmin.sales.day"), rowHeader: true, cellClassName: "sw-mono", cell: (d) => d.day, sortBy: (d) => d.day },
                  { key: "count", header: t("plotsAdmin.sales.sold"), className: "sw-num", cell: (d) => d.count, sortBy: (d) => d.count },
                  { key: "amount", header: t("plotsAdmin.sales.amount"), className: "sw-num", cell: (d) => formatDecimal(d.decimal, { min: 0 }), sortBy: (d) => d.decimal }
                ]}
              />
            </details>
          </section>
          <section className="iw-card sw-card sw-card--table" aria-labelledby="sales-level-title">
            <h2 id="sales-level-title">{t("plotsAdmin.sales.byLevel")}</h2>
            <DataTable
              rows={r.byLevel}
              rowKey={(l) => l.level}
              caption={t("plotsAdmin.sales.byLevel")}
              region
              className="sw-table"
              empty={t("plotsAdmin.sales.empty")}
              columns={[
                { key: "level", header: t("plotsAdmin.register.level"), rowHeader: true, cell: (l) => t("plotsAdmin.levelN", { level: l.level }), csv: (l) => l.level },
                { key: "count", header: t("plotsAdmin.sales.sold"), className: "sw-num", cell: (l) => l.count.toLocaleString("en-US") },
                { key: "amount", header: t("plotsAdmin.sales.amount"), className: "sw-num", cell: (l) => `${formatDecimal(l.amount.decimal, { min: 0 })} ABEY` }
              ]}
            />
          </section>
        </div>
      )}
    </div>
  )
}

export default PlotSalesPage
