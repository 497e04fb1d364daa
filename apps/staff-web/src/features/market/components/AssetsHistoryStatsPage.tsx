import { Chart, DataTable, LoadState, formatDate, formatDecimal, useLoad } from "@iw/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { assetsHistory } from "../api/market"

const PERIODS = [7, 30, 90, 365] as const

/** `/staff/statistics/assets-history` (spec §2): the store's sales per CST day, as a chart and a table with CSV export. */
const AssetsHistoryStatsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [period, setPeriod] = useState<number>(30)
  const range = useMemo(() => {
    const to = new Date()
    return { from: new Date(to.getTime() - period * 86_400_000), to }
  }, [period])
  const report = useLoad(() => assetsHistory(range.from, range.to), [range])
  return (
    <div className="sw-page">
      <PageHeader
        title={t("market.staff.title")}
        actions={
          <div role="group" aria-label={t("market.staff.title")} className="sw-land-modes">
            {PERIODS.map((d) => (
              <button key={d} type="button" className="iw-btn iw-btn--secondary" aria-pressed={d === period} onClick={() => setPeriod(d)} data-testid={`assets-days-${d}`}>
                {t("market.ui.daysOption", { days: d })}
              </button>
            ))}
          </div>
        }
      />
      <LoadState load={report}>
        {(r) => (
          <section className="iw-card sw-card" data-testid="assets-history-stats">
            <Chart
              testId="assets-history-chart"
              title={t("market.staff.chart")}
              summary={`${formatDate(r.from, lang)} – ${formatDate(r.to, lang)}`}
              kind="bar"
              series={[{ name: t("market.staff.value"), points: r.data.map((d) => ({ x: new Date(d.day), y: Number(d.value.decimal) })) }]}
              formatX={(x) => formatDate(new Date(x), lang)}
              formatY={(y) => formatDecimal(String(y), { min: 0, max: 8 })}
              xLabel={t("market.staff.day")}
              tableLabel={t("market.ui.showTable")}
              empty={t("market.staff.empty")}
            />
            <DataTable
              rows={[...r.data].reverse()}
              rowKey={(d) => String(d.day)}
              caption={t("market.staff.title")}
              region
              csv={`assets-history-${period}d.csv`}
              className="sw-table"
              empty={t("market.staff.empty")}
              columns={[
                { key: "day", header: t("market.staff.day"), rowHeader: true, cell: (d) => formatDate(d.day, lang), sortBy: (d) => new Date(d.day).toISOString().slice(0, 10) },
                { key: "sales", header: t("market.staff.sales"), className: "sw-num", cell: (d) => d.sales, sortBy: (d) => d.sales },
                { key: "units", header: t("market.staff.units"), className: "sw-num", cell: (d) => d.units, sortBy: (d) => d.units },
                { key: "value", header: t("market.staff.value"), className: "sw-num", cell: (d) => formatDecimal(d.value.decimal, { min: 0 }), sortBy: (d) => d.value.decimal },
                { key: "fees", header: t("market.staff.fees"), className: "sw-num", cell: (d) => formatDecimal(d.fees.decimal, { min: 0 }), sortBy: (d) => d.fees.decimal }
              ]}
            />
          </section>
        )}
      </LoadState>
    </div>
  )
}

export default AssetsHistoryStatsPage
