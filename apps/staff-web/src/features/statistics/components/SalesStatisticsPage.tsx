import { formatDecimal, formatInteger, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Kpi, Kpis, StatisticsPage, StatisticsSection, csvName } from "../../../components/StatisticsPage"
import { salesStatistics } from "../api/statistics"
import { dayColumn, perDay, usePeriod } from "../../../components/statistics-period"

/** `/staff/statistics/sales` (spec §2): approved purchases by product and CST day, with a chart, a table and CSV. */
const SalesStatisticsPage = () => {
  const { t } = useTranslation()
  const { length, setLength, days, period } = usePeriod()
  const report = useLoad(() => salesStatistics(period), [period])
  return (
    <StatisticsPage title={t("backoffice.screens.statsSales")} lead={t("statistics.sales.lead")} length={length} setLength={setLength} load={report}>
      {({ data: rows }) => (
        <>
          <Kpis>
            <Kpi label={t("statistics.sales.purchases")} value={formatInteger(rows.reduce((s, r) => s + r.purchases, 0))} testId="sales-total" />
            <Kpi label={t("statistics.sales.products")} value={formatInteger(new Set(rows.map((r) => r.productId)).size)} />
          </Kpis>
          <StatisticsSection
            id="sales-chart-title"
            title={t("statistics.sales.perDay")}
            chart={{
              kind: "bar",
              testId: "sales-chart",
              title: t("statistics.sales.chartTitle", { from: period.from, to: period.to }),
              series: [{ name: t("statistics.sales.purchases"), points: perDay(days, rows, (r) => r.purchases) }]
            }}
            table={{
              rows,
              rowKey: (r) => `${r.day}-${r.productId}-${r.currency}`,
              caption: t("statistics.sales.byProduct"),
              csv: csvName("sales", period),
              testId: "sales-table",
              columns: [
                dayColumn(t("statistics.day")),
                { key: "product", header: t("statistics.sales.product"), cell: (r) => `#${r.productId} ${r.productName}`, sortBy: (r) => r.productName },
                { key: "purchases", header: t("statistics.sales.purchases"), className: "sw-num", cell: (r) => formatInteger(r.purchases), sortBy: (r) => r.purchases },
                { key: "quantity", header: t("statistics.sales.quantity"), className: "sw-num", cell: (r) => formatInteger(r.quantity), sortBy: (r) => r.quantity },
                { key: "amount", header: t("statistics.amount"), className: "sw-num", cell: (r) => `${formatDecimal(r.amount.decimal, { min: 0 })} ${r.currency}`, sortBy: (r) => r.amount.decimal },
                { key: "currency", header: t("statistics.currency"), cell: (r) => r.currency, sortBy: (r) => r.currency }
              ]
            }}
          />
        </>
      )}
    </StatisticsPage>
  )
}

export default SalesStatisticsPage
