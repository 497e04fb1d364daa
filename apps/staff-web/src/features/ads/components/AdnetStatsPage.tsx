import { Button, type Column, Notice, TextField, errorMessage, formatDate, formatDecimal, formatInteger, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { StatisticsPage, StatisticsSection, csvName } from "../../../components/StatisticsPage"
import { usePeriod } from "../../../components/statistics-period"
import { useLang } from "../../../hooks/use-lang"
import { adStats, adnetStats, runDisplayDay } from "../api/ads"
import { cstToday, dayInstant } from "./days"

/** One line of a chart: a value per CST day. */
const daySeries = <R extends { readonly day: string }>(name: string, rows: ReadonlyArray<R>, y: (r: R) => number) => ({ name, points: rows.map((d) => ({ x: dayInstant(d.day), y: y(d) })) })

/**
 * Both AdNet pages' period (7, 30 or 90 CST days) and what they give the statistics frame: the period buttons in the
 * AdNet catalogue's words, and charts and tables with CST days through the date formatter.
 */
const useAdnetFrame = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { length, setLength, period } = usePeriod()
  const frame = {
    periods: [7, 30, 90],
    length,
    setLength,
    periodLabels: { group: t("adsDesk.stats.period"), days: (n: number) => t("adsDesk.stats.days", { n }) },
    defaults: { xLabel: t("adsDesk.stats.day"), formatX: (v: Date | number) => formatDate(new Date(v), lang), empty: t("adsDesk.stats.empty") }
  }
  /** A table's first column: the CST day, through the date formatter. */
  const dayColumn = <R extends { readonly day: string }>(): Column<R> => ({ key: "day", header: t("adsDesk.stats.day"), rowHeader: true, cell: (d) => formatDate(dayInstant(d.day), lang), sortBy: (d) => d.day })
  return { period, frame, dayColumn }
}

/**
 * `/staff/statistics/adnet` (spec §2): the network per CST day from the rollups (impressions, views, clicks, credits,
 * ads, skipped ad-days) and the owners' payouts (20% of the day's package BV from $1.00), as charts with tables and
 * CSV; running the simulated display job for a day.
 */
export const AdnetStatsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { period: p, frame, dayColumn } = useAdnetFrame()
  const report = useLoad(() => adnetStats(p.from, p.to), [p.from, p.to])
  const [day, setDay] = useState(cstToday())
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    setNote(null)
    try {
      const r = await runDisplayDay(day)
      setNote({ tone: "success", text: t("adsDesk.stats.ran", { day: formatDate(dayInstant(r.day), lang), displayed: r.displayed, skipped: r.skipped, already: r.alreadyDone }) })
      report.reload()
    } catch (e) {
      setNote({ tone: "error", text: errorMessage(e, t) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <StatisticsPage
      testId="adnet-stats"
      title={t("adsDesk.stats.title")}
      {...frame}
      load={report}
      intro={
        <section className="iw-card sw-card" aria-labelledby="adnet-run">
          <h2 id="adnet-run">{t("adsDesk.stats.runTitle")}</h2>
          <p className="sw-muted">{t("adsDesk.stats.runHint")}</p>
          <div className="sw-form-actions">
            <TextField label={t("adsDesk.stats.day")} type="date" value={day} onChange={(e) => setDay(e.target.value)} data-testid="adnet-run-day" />
            <Button loading={busy} onClick={() => void run()} data-testid="adnet-run">
              {t("adsDesk.stats.run")}
            </Button>
          </div>
          {note && <Notice tone={note.tone}>{note.text}</Notice>}
        </section>
      }
    >
      {(r) => (
        <>
          <StatisticsSection
            id="adnet-daily"
            title={t("adsDesk.stats.daily")}
            chart={{
              testId: "adnet-traffic-chart",
              title: t("adsDesk.stats.traffic"),
              summary: `${formatDate(dayInstant(p.from), lang)} – ${formatDate(dayInstant(p.to), lang)}`,
              series: [
                daySeries(t("adsDesk.stats.impressions"), r.daily, (d) => d.impressions),
                daySeries(t("adsDesk.stats.views"), r.daily, (d) => d.views),
                daySeries(t("adsDesk.stats.clicks"), r.daily, (d) => d.clicks)
              ]
            }}
            table={{
              rows: [...r.daily].reverse(),
              rowKey: (d) => d.day,
              caption: t("adsDesk.stats.daily"),
              csv: csvName("adnet", p),
              testId: "adnet-daily-table",
              columns: [
                dayColumn(),
                { key: "ads", header: t("adsDesk.stats.ads"), cell: (d) => d.ads, sortBy: (d) => d.ads },
                { key: "impressions", header: t("adsDesk.stats.impressions"), cell: (d) => formatInteger(d.impressions), sortBy: (d) => d.impressions },
                { key: "views", header: t("adsDesk.stats.views"), cell: (d) => formatInteger(d.views), sortBy: (d) => d.views },
                { key: "clicks", header: t("adsDesk.stats.clicks"), cell: (d) => formatInteger(d.clicks), sortBy: (d) => d.clicks },
                { key: "skipped", header: t("adsDesk.stats.skipped"), cell: (d) => d.skipped, sortBy: (d) => d.skipped },
                { key: "cost", header: t("adsDesk.stats.credits"), cell: (d) => formatDecimal(d.cost.decimal, { min: 0 }), sortBy: (d) => d.cost.decimal }
              ]
            }}
          />
          <StatisticsSection
            id="adnet-payouts"
            title={t("adsDesk.stats.payouts")}
            chart={{
              testId: "adnet-payout-chart",
              kind: "bar",
              title: t("adsDesk.stats.payoutPool"),
              series: [daySeries(t("adsDesk.stats.pool"), r.payouts, (d) => Number(d.poolUsd))],
              formatY: (y) => `$${formatDecimal(String(y), { min: 2, max: 2 })}`
            }}
            table={{
              rows: [...r.payouts].reverse(),
              rowKey: (d) => d.day,
              caption: t("adsDesk.stats.payouts"),
              csv: csvName("adnet-payouts", p),
              columns: [
                dayColumn(),
                { key: "bv", header: t("adsDesk.stats.bv"), cell: (d) => `$${formatDecimal(d.bvUsd, { min: 2 })}`, sortBy: (d) => d.bvUsd },
                { key: "pool", header: t("adsDesk.stats.pool"), cell: (d) => `$${formatDecimal(d.poolUsd, { min: 2 })}`, sortBy: (d) => d.poolUsd },
                { key: "owners", header: t("adsDesk.stats.owners"), cell: (d) => d.owners, sortBy: (d) => d.owners },
                { key: "paid", header: t("adsDesk.stats.paid"), cell: (d) => (d.paid ? t("common.yes") : t("common.no")), sortBy: (d) => d.paid }
              ]
            }}
          />
        </>
      )}
    </StatisticsPage>
  )
}

/** `/staff/statistics/adnet/{id}` (spec §2): one ad per CST day, with each ad-day's status and skip reason. */
export const AdStatsPage = () => {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const { period: p, frame, dayColumn } = useAdnetFrame()
  const report = useLoad(() => adStats(id, p.from, p.to), [id, p.from, p.to])
  return (
    <StatisticsPage
      testId="adnet-ad-stats"
      back={
        <Link to="/statistics/adnet" className="sw-back">
          <span aria-hidden="true">←</span> {t("adsDesk.stats.title")}
        </Link>
      }
      title={t("adsDesk.stats.forAd", { id })}
      {...frame}
      load={report}
      notFound={t("errors.AD_NOT_FOUND", { adId: id })}
    >
      {(r) => (
        <StatisticsSection
          id="adnet-ad"
          title={<Link to={`/ad-moderation/${r.ad.id}`}>{r.ad.title}</Link>}
          chart={{
            testId: "adnet-ad-chart",
            title: t("adsDesk.stats.traffic"),
            series: [
              daySeries(t("adsDesk.stats.impressions"), r.daily, (d) => d.impressions),
              daySeries(t("adsDesk.stats.clicks"), r.daily, (d) => d.clicks)
            ]
          }}
          table={{
            rows: r.days,
            rowKey: (d) => `${d.buildingId}-${d.day}`,
            caption: t("adsDesk.stats.adDays"),
            csv: csvName(`adnet-ad-${id}`, p),
            testId: "adnet-ad-days",
            columns: [
              dayColumn(),
              { key: "building", header: t("adsDesk.stats.building"), cell: (d) => `#${d.buildingId}`, sortBy: (d) => d.buildingId },
              { key: "status", header: t("adsDesk.stats.status"), cell: (d) => t(`ads.status.${d.status}`), sortBy: (d) => d.status },
              { key: "skip", header: t("adsDesk.stats.skipReason"), cell: (d) => (d.skipReason ? t(`ads.skip.${d.skipReason}`) : "—"), sortBy: (d) => d.skipReason },
              { key: "impressions", header: t("adsDesk.stats.impressions"), cell: (d) => formatInteger(d.impressions), sortBy: (d) => d.impressions },
              { key: "cost", header: t("adsDesk.stats.credits"), cell: (d) => formatDecimal(d.cost.decimal, { min: 0 }), sortBy: (d) => d.cost.decimal }
            ]
          }}
        >
          <p>{t("adsDesk.stats.totals", { impressions: formatInteger(r.totals.impressions), views: formatInteger(r.totals.views), clicks: formatInteger(r.totals.clicks), credits: formatDecimal(r.totals.cost.decimal, { min: 0 }) })}</p>
        </StatisticsSection>
      )}
    </StatisticsPage>
  )
}

export default AdnetStatsPage
