import { formatDecimal, formatInteger, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Kpi, Kpis, StatisticsPage, StatisticsSection, csvName } from "../../../components/StatisticsPage"
import { revenueStatistics } from "../api/statistics"
import { dayColumn, perDay, usePeriod } from "../../../components/statistics-period"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"

/**
 * `/staff/statistics/revenue` (spec §2): ledger income, what reached the revenue account, by source (the transfer's
 * code) and CST day. The chart draws ABEY (the other assets have their own units and are in the table).
 */
const RevenueStatisticsPage = () => {
  const { t } = useTranslation()
  const labels = useLedgerLabels()
  const { length, setLength, days, period } = usePeriod()
  const report = useLoad(() => revenueStatistics(period), [period])
  return (
    <StatisticsPage title={t("backoffice.screens.statsRevenue")} lead={t("statistics.revenue.lead")} length={length} setLength={setLength} load={report}>
      {({ data: rows }) => {
        const abey = rows.filter((r) => r.asset === "abey")
        const abeyTotal = abey.reduce((s, r) => s + Number(r.amount.decimal), 0)
        return (
          <>
            <Kpis>
              <Kpi label={t("statistics.revenue.abeyIncome")} value={`${formatDecimal(String(Math.round(abeyTotal * 100) / 100), { min: 0 })} ABEY`} testId="revenue-total" />
              <Kpi label={t("statistics.revenue.transfers")} value={formatInteger(rows.reduce((s, r) => s + r.transfers, 0))} />
              <Kpi label={t("statistics.revenue.sources")} value={formatInteger(new Set(rows.map((r) => r.source)).size)} />
            </Kpis>
            <StatisticsSection
              id="revenue-chart-title"
              title={t("statistics.revenue.perDay")}
              chart={{
                kind: "line",
                testId: "revenue-chart",
                title: t("statistics.revenue.chartTitle", { from: period.from, to: period.to }),
                series: [{ name: t("statistics.revenue.abeyIncome"), points: perDay(days, abey, (r) => Number(r.amount.decimal)) }],
                formatY: (v) => formatDecimal(String(v), { min: 0, max: 2 })
              }}
              table={{
                rows,
                rowKey: (r) => `${r.day}-${r.source}-${r.asset}`,
                caption: t("statistics.revenue.bySource"),
                csv: csvName("revenue", period),
                testId: "revenue-table",
                columns: [
                  dayColumn(t("statistics.day")),
                  // The source is the transfer's code, worded in the reader's language as the ledger's pages word it (the CSV
                  // keeps the codes, as every export does).
                  { key: "source", header: t("statistics.revenue.source"), cell: (r) => labels.code(r.source), sortBy: (r) => labels.code(r.source), csv: (r) => r.source },
                  { key: "asset", header: t("statistics.revenue.asset"), cell: (r) => labels.asset(r.asset), sortBy: (r) => labels.asset(r.asset), csv: (r) => r.asset },
                  { key: "transfers", header: t("statistics.revenue.transfers"), className: "sw-num", cell: (r) => formatInteger(r.transfers), sortBy: (r) => r.transfers },
                  { key: "amount", header: t("statistics.amount"), className: "sw-num", cell: (r) => formatDecimal(r.amount.decimal, { min: 0 }), sortBy: (r) => r.amount.decimal }
                ]
              }}
            />
          </>
        )
      }}
    </StatisticsPage>
  )
}

export default RevenueStatisticsPage
