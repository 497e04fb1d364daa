import { DataTable, LoadError, Spinner, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
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
              <DataTable
                rows={s.daily}
                rowKey={(d) => d.date}
                caption={t("supportDesk.stats.perDay")}
                csv={`support-${days}-days.csv`}
                className="sw-table sw-stats-table"
                region
                columns={[
                  { key: "date", header: t("supportDesk.stats.date"), cell: (d) => d.date, sortBy: (d) => d.date },
                  { key: "created", header: t("supportDesk.stats.created"), className: "sw-num", cell: (d) => d.created, sortBy: (d) => d.created },
                  { key: "closed", header: t("supportDesk.stats.closed"), className: "sw-num", cell: (d) => d.closed, sortBy: (d) => d.closed }
                ]}
              />
            </details>
          </div>
          <div className="sw-two">
            <div className="iw-card sw-card">
              <h2>{t("supportDesk.stats.byLanguage")}</h2>
              <DataTable
                rows={s.byLanguage}
                rowKey={(l) => l.language}
                caption={t("supportDesk.stats.byLanguage")}
                className="sw-table sw-stats-table"
                region
                empty="—"
                columns={[
                  { key: "language", header: t("supportDesk.fields.language"), rowHeader: true, cell: (l) => t(`common.languages.${l.language}`) },
                  { key: "count", header: t("supportDesk.stats.tickets"), className: "sw-num", cell: (l) => l.count }
                ]}
              />
            </div>
            <div className="iw-card sw-card">
              <h2>{t("supportDesk.stats.byAssignee")}</h2>
              <DataTable
                rows={s.byAssignee}
                rowKey={(a) => a.assigneeId ?? 0}
                caption={t("supportDesk.stats.byAssignee")}
                className="sw-table sw-stats-table"
                region
                columns={[
                  { key: "assignee", header: t("supportDesk.fields.assignee"), rowHeader: true, cell: (a) => a.name ?? t("supportDesk.nobody") },
                  { key: "open", header: t("supportDesk.stats.openNow"), className: "sw-num", cell: (a) => a.open },
                  { key: "closed", header: t("supportDesk.status.closed"), className: "sw-num", cell: (a) => a.closed }
                ]}
              />
            </div>
          </div>
        </>
      )}
    </div>
  )
}

export default SupportStatisticsPage
