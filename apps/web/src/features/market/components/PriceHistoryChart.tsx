import { Chart, LoadState, formatDate, formatDecimal, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { priceHistory } from "../api/market"

/** An item's average unit price per CST day over the last 30 days, so a seller sees it before pricing. */
export const PriceHistoryChart = ({ itemKey }: { readonly itemKey: string }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const data = useLoad(() => priceHistory(itemKey), [itemKey])
  return (
    <LoadState load={data}>
      {(h) => (
        <Chart
          testId="price-history"
          title={t("market.ui.priceHistory")}
          summary={t("market.ui.priceHistorySummary")}
          kind="line"
          series={[{ name: t("market.ui.averagePrice"), points: h.data.map((p) => ({ x: new Date(p.day), y: Number(p.averageUnitPrice.decimal) })) }]}
          formatX={(x) => formatDate(new Date(x), lang)}
          formatY={(y) => formatDecimal(String(y), { min: 0, max: 8 })}
          xLabel={t("market.ui.day")}
          tableLabel={t("market.ui.showTable")}
          empty={t("market.ui.priceHistoryEmpty")}
          height={180}
        />
      )}
    </LoadState>
  )
}
