import { Chart, DataTable, LoadState, formatDate, formatDateTime, formatDecimal, formatInteger, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { daily, lastUpdate } from "../api/ads"
import { addDays, cstToday, dayInstant } from "../utils/days"

const PERIODS = [7, 30, 90] as const

/**
 * Statistics from the daily rollups (spec §7 statistics/*, §9 within 10 minutes): impressions, views and clicks as a
 * chart and, beside it, the same numbers as a table with CSV; the credits spent per day as a second chart.
 */
export const StatsPanel = ({ adId }: { readonly adId?: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [period, setPeriod] = useState<number>(30)
  const to = cstToday()
  const from = addDays(to, -(period - 1))
  const rows = useLoad(() => daily({ ...(adId ? { adId } : {}), from, to }), [adId, from, to])
  const updated = useLoad(lastUpdate, [])
  const x = (v: Date | number) => formatDate(new Date(v), lang)
  return (
    <section className="iw-card iw-ads__form" aria-labelledby="ads-stats" data-testid="ads-stats">
      <div className="iw-ads__head">
        <h2 id="ads-stats">{t("adsPages.stats.title")}</h2>
        <div role="group" aria-label={t("adsPages.stats.period")} className="iw-ads__actions">
          {PERIODS.map((p) => (
            <button key={p} type="button" className="iw-btn iw-btn--secondary" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {t("adsPages.stats.days", { n: p })}
            </button>
          ))}
        </div>
      </div>
      <p className="iw-field__hint" data-testid="ads-stats-updated">
        {updated.data?.updatedAt ? t("adsPages.stats.updated", { at: formatDateTime(updated.data.updatedAt, lang) }) : t("adsPages.stats.notYet")}
      </p>
      <LoadState load={rows}>
        {(r) => (
          <>
            <Chart
              testId="ads-traffic-chart"
              title={t("adsPages.stats.traffic")}
              summary={`${formatDate(dayInstant(from), lang)} – ${formatDate(dayInstant(to), lang)}`}
              series={[
                { name: t("adsPages.stats.impressions"), points: r.data.map((d) => ({ x: dayInstant(d.day), y: d.impressions })) },
                { name: t("adsPages.stats.views"), points: r.data.map((d) => ({ x: dayInstant(d.day), y: d.views })) },
                { name: t("adsPages.stats.clicks"), points: r.data.map((d) => ({ x: dayInstant(d.day), y: d.clicks })) }
              ]}
              formatX={x}
              formatY={(y) => formatInteger(y)}
              xLabel={t("adsPages.stats.day")}
              empty={t("adsPages.stats.empty")}
            />
            <Chart
              testId="ads-cost-chart"
              kind="bar"
              title={t("adsPages.stats.cost")}
              series={[{ name: t("adsPages.stats.credits"), points: r.data.map((d) => ({ x: dayInstant(d.day), y: Number(d.cost.decimal) })) }]}
              formatX={x}
              formatY={(y) => formatDecimal(String(y), { min: 0, max: 2 })}
              xLabel={t("adsPages.stats.day")}
              empty={t("adsPages.stats.empty")}
            />
            <DataTable
              rows={[...r.data].reverse()}
              rowKey={(d) => d.day}
              caption={t("adsPages.stats.table")}
              region
              csv={`ad-statistics${adId ? `-${adId}` : ""}-${from}-${to}.csv`}
              testId="ads-stats-table"
              emptyAs="block"
              empty={<p className="iw-field__hint">{t("adsPages.stats.empty")}</p>}
              columns={[
                { key: "day", header: t("adsPages.stats.day"), rowHeader: true, cell: (d) => formatDate(dayInstant(d.day), lang), sortBy: (d) => d.day },
                { key: "impressions", header: t("adsPages.stats.impressions"), cell: (d) => formatInteger(d.impressions), sortBy: (d) => d.impressions },
                { key: "views", header: t("adsPages.stats.views"), cell: (d) => formatInteger(d.views), sortBy: (d) => d.views },
                { key: "clicks", header: t("adsPages.stats.clicks"), cell: (d) => formatInteger(d.clicks), sortBy: (d) => d.clicks },
                { key: "cost", header: t("adsPages.stats.credits"), cell: (d) => formatDecimal(d.cost.decimal, { min: 0 }), sortBy: (d) => d.cost.decimal }
              ]}
            />
          </>
        )}
      </LoadState>
    </section>
  )
}
