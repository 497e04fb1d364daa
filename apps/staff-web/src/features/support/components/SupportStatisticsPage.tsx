import { Spinner } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { useLoad } from "../../../hooks/use-load"
import { statistics } from "../api/support"
import "../support.css"

type Daily = ReadonlyArray<{ readonly date: string; readonly created: number; readonly closed: number }>

/** Created (bars) and closed (line) per day, as an SVG with a title and a table beside it for screen readers. */
const DailyChart = ({ daily, label }: { readonly daily: Daily; readonly label: string }) => {
  const { t } = useTranslation()
  const w = 720
  const h = 220
  const pad = 28
  const max = Math.max(1, ...daily.map((d) => Math.max(d.created, d.closed)))
  const step = (w - pad * 2) / Math.max(1, daily.length)
  const y = (v: number) => h - pad - (v / max) * (h - pad * 2)
  const line = daily.map((d, i) => `${pad + i * step + step / 2},${y(d.closed)}`).join(" ")
  return (
    <figure className="sw-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} data-testid="support-chart">
        <title>{label}</title>
        {[...new Set([0, Math.round(max / 2), max])].map((v) => (
          <g key={v}>
            <line x1={pad} x2={w - pad} y1={y(v)} y2={y(v)} className="sw-chart__grid" />
            <text x={4} y={y(v) + 4} className="sw-chart__axis">
              {v}
            </text>
          </g>
        ))}
        {daily.map((d, i) => (
          <rect key={d.date} x={pad + i * step + step * 0.15} width={step * 0.7} y={y(d.created)} height={h - pad - y(d.created)} className="sw-chart__bar">
            <title>{`${d.date}: ${t("supportDesk.stats.created")} ${d.created}, ${t("supportDesk.stats.closed")} ${d.closed}`}</title>
          </rect>
        ))}
        <polyline points={line} className="sw-chart__line" fill="none" />
        {daily.length > 0 && (
          <>
            <text x={pad} y={h - 6} className="sw-chart__axis">
              {daily[0].date}
            </text>
            <text x={w - pad} y={h - 6} textAnchor="end" className="sw-chart__axis">
              {daily[daily.length - 1].date}
            </text>
          </>
        )}
      </svg>
      <figcaption className="sw-chart__legend">
        <span className="sw-chart__key sw-chart__key--bar" /> {t("supportDesk.stats.created")} <span className="sw-chart__key sw-chart__key--line" /> {t("supportDesk.stats.closed")}
      </figcaption>
    </figure>
  )
}

/** `/staff/statistics/support`: what came in, what was closed, where tickets sit and how fast staff first answer. */
const SupportStatisticsPage = () => {
  const { t } = useTranslation()
  const [days, setDays] = useState(30)
  const stats = useLoad(() => statistics(days), [days])
  const s = stats.data
  return (
    <div className="sw-page">
      <PageHeader
        title={t("supportDesk.stats.title")}
        lead={t("supportDesk.stats.lead")}
        actions={
          <div role="group" aria-label={t("supportDesk.stats.period")} className="sw-segmented">
            {[7, 30, 90].map((d) => (
              <button key={d} type="button" className="iw-btn iw-btn--secondary" aria-pressed={d === days} onClick={() => setDays(d)}>
                {t("supportDesk.stats.days", { n: d })}
              </button>
            ))}
          </div>
        }
      />
      {stats.status === "error" && <LoadError error={stats.error} onRetry={stats.reload} />}
      {!s ? (
        <Spinner label={t("supportDesk.loading")} />
      ) : (
        <>
          <div className="sw-kpis">
            <div className="iw-card sw-card sw-kpi">
              <span className="sw-muted">{t("supportDesk.status.open")}</span>
              <strong>{s.byStatus.open}</strong>
            </div>
            <div className="iw-card sw-card sw-kpi">
              <span className="sw-muted">{t("supportDesk.status.in_progress")}</span>
              <strong>{s.byStatus.inProgress}</strong>
            </div>
            <div className="iw-card sw-card sw-kpi">
              <span className="sw-muted">{t("supportDesk.status.closed")}</span>
              <strong>{s.byStatus.closed}</strong>
            </div>
            <div className="iw-card sw-card sw-kpi">
              <span className="sw-muted">{t("supportDesk.stats.firstReply")}</span>
              <strong data-testid="first-reply">{s.medianFirstReplyMinutes === null ? "—" : t("supportDesk.stats.minutes", { n: s.medianFirstReplyMinutes })}</strong>
            </div>
          </div>
          <div className="iw-card sw-card">
            <h2>{t("supportDesk.stats.perDay")}</h2>
            <DailyChart daily={s.daily} label={t("supportDesk.stats.chartLabel", { days })} />
            <details>
              <summary>{t("supportDesk.stats.asTable")}</summary>
              <table className="iw-table sw-table sw-stats-table">
                <thead>
                  <tr>
                    <th scope="col">{t("supportDesk.stats.date")}</th>
                    <th scope="col" className="sw-num">{t("supportDesk.stats.created")}</th>
                    <th scope="col" className="sw-num">{t("supportDesk.stats.closed")}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.daily.map((d) => (
                    <tr key={d.date}>
                      <td>{d.date}</td>
                      <td className="sw-num">{d.created}</td>
                      <td className="sw-num">{d.closed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
          <div className="sw-two">
            <div className="iw-card sw-card">
              <h2>{t("supportDesk.stats.byLanguage")}</h2>
              <table className="iw-table sw-table sw-stats-table">
                <thead>
                  <tr>
                    <th scope="col">{t("supportDesk.fields.language")}</th>
                    <th scope="col" className="sw-num">
                      {t("supportDesk.stats.tickets")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.byLanguage.length === 0 && (
                    <tr>
                      <td colSpan={2} className="sw-empty">
                        —
                      </td>
                    </tr>
                  )}
                  {s.byLanguage.map((l) => (
                    <tr key={l.language}>
                      <th scope="row">{t(`supportDesk.lang.${l.language}`)}</th>
                      <td className="sw-num">{l.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="iw-card sw-card">
              <h2>{t("supportDesk.stats.byAssignee")}</h2>
              <table className="iw-table sw-table sw-stats-table">
                <thead>
                  <tr>
                    <th scope="col">{t("supportDesk.fields.assignee")}</th>
                    <th scope="col" className="sw-num">{t("supportDesk.stats.openNow")}</th>
                    <th scope="col" className="sw-num">{t("supportDesk.status.closed")}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.byAssignee.map((a) => (
                    <tr key={a.assigneeId ?? 0}>
                      <th scope="row">{a.name ?? t("supportDesk.nobody")}</th>
                      <td className="sw-num">{a.open}</td>
                      <td className="sw-num">{a.closed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </div>
  )
}

export default SupportStatisticsPage
