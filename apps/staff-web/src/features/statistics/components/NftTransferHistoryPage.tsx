import { formatInteger, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Kpi, Kpis, StatisticsPage, StatisticsSection, csvName } from "../../../components/StatisticsPage"
import { nftTransfers } from "../api/statistics"
import { dayColumn, perDay, usePeriod } from "../../../components/statistics-period"

/**
 * `/staff/statistics/nft-office-transfer-history` (spec §2): NFT mints and chain transfers through the chain adapter
 * (the simulated chain here) by CST day.
 */
const NftTransferHistoryPage = () => {
  const { t } = useTranslation()
  const { length, setLength, days, period } = usePeriod()
  const report = useLoad(() => nftTransfers(period), [period])
  return (
    <StatisticsPage title={t("backoffice.screens.statsNftOfficeTransfer")} lead={t("statistics.nft.lead")} length={length} setLength={setLength} load={report}>
      {({ data: rows }) => {
        const mints = rows.filter((r) => r.kind === "mint")
        const transfers = rows.filter((r) => r.kind === "transfer")
        const sum = (rs: typeof rows) => rs.reduce((s, r) => s + r.count, 0)
        return (
          <>
            <Kpis>
              <Kpi label={t("statistics.nft.mints")} value={formatInteger(sum(mints))} testId="nft-mints" />
              <Kpi label={t("statistics.nft.transfers")} value={formatInteger(sum(transfers))} testId="nft-transfers" />
            </Kpis>
            <StatisticsSection
              id="nft-chart-title"
              title={t("statistics.nft.perDay")}
              chart={{
                kind: "bar",
                testId: "nft-chart",
                title: t("statistics.nft.chartTitle", { from: period.from, to: period.to }),
                series: [
                  { name: t("statistics.nft.mints"), points: perDay(days, mints, (r) => r.count) },
                  { name: t("statistics.nft.transfers"), points: perDay(days, transfers, (r) => r.count) }
                ]
              }}
              table={{
                rows,
                rowKey: (r) => `${r.day}-${r.kind}-${r.collection}`,
                caption: t("statistics.nft.perDay"),
                csv: csvName("nft-office-transfer-history", period),
                testId: "nft-table",
                columns: [
                  dayColumn(t("statistics.day")),
                  { key: "kind", header: t("statistics.nft.kind"), cell: (r) => t(`statistics.nft.kinds.${r.kind}`), csv: (r) => r.kind },
                  { key: "collection", header: t("statistics.nft.collection"), cellClassName: "sw-mono", cell: (r) => r.collection, sortBy: (r) => r.collection },
                  { key: "count", header: t("statistics.nft.count"), className: "sw-num", cell: (r) => formatInteger(r.count), sortBy: (r) => r.count }
                ]
              }}
            />
          </>
        )
      }}
    </StatisticsPage>
  )
}

export default NftTransferHistoryPage
