import { formatInteger, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Kpi, Kpis, StatisticsPage, StatisticsSection, csvName } from "../../../components/StatisticsPage"
import { usersActivity } from "../api/statistics"
import { dayColumn, perDay, usePeriod } from "../../../components/statistics-period"

/** Seconds as hours and minutes ("3 h 05 min"), for time on the site. */
const hm = (seconds: number, t: (k: string, o: Record<string, unknown>) => string) =>
  t("statistics.activity.hoursMinutes", { h: Math.floor(seconds / 3600), m: String(Math.floor((seconds % 3600) / 60)).padStart(2, "0") })

/**
 * `/staff/statistics/users-activity` (spec §2): per CST day the members active on the site, their time on it and the
 * days that made a box (5 minutes), and the routes with most time, from the tracker's rollups.
 */
const UsersActivityPage = () => {
  const { t } = useTranslation()
  const { length, setLength, days, period } = usePeriod()
  const report = useLoad(() => usersActivity(period), [period])
  return (
    <StatisticsPage title={t("backoffice.screens.statsUsersActivity")} lead={t("statistics.activity.lead")} length={length} setLength={setLength} load={report}>
      {({ data: rows, routes }) => {
        const seconds = rows.reduce((s, r) => s + r.seconds, 0)
        const memberDays = rows.reduce((s, r) => s + r.activeMembers, 0)
        return (
          <>
            <Kpis>
              <Kpi label={t("statistics.activity.peak")} value={formatInteger(Math.max(0, ...rows.map((r) => r.activeMembers)))} testId="activity-peak" />
              <Kpi label={t("statistics.activity.time")} value={hm(seconds, t)} />
              <Kpi label={t("statistics.activity.average")} value={memberDays === 0 ? "—" : hm(Math.round(seconds / memberDays), t)} />
            </Kpis>
            <StatisticsSection
              id="activity-chart-title"
              title={t("statistics.activity.perDay")}
              chart={{
                kind: "bar",
                testId: "activity-chart",
                title: t("statistics.activity.chartTitle", { from: period.from, to: period.to }),
                series: [
                  { name: t("statistics.activity.active"), points: perDay(days, rows, (r) => r.activeMembers) },
                  { name: t("statistics.activity.boxes"), points: perDay(days, rows, (r) => r.boxes) }
                ]
              }}
              table={{
                rows,
                rowKey: (r) => r.day,
                caption: t("statistics.activity.perDay"),
                csv: csvName("users-activity", period),
                testId: "activity-table",
                columns: [
                  dayColumn(t("statistics.day")),
                  { key: "active", header: t("statistics.activity.active"), className: "sw-num", cell: (r) => formatInteger(r.activeMembers), sortBy: (r) => r.activeMembers },
                  { key: "time", header: t("statistics.activity.time"), className: "sw-num", cell: (r) => hm(r.seconds, t), sortBy: (r) => r.seconds, csv: (r) => r.seconds },
                  {
                    key: "average",
                    header: t("statistics.activity.average"),
                    className: "sw-num",
                    cell: (r) => (r.activeMembers === 0 ? "—" : hm(Math.round(r.seconds / r.activeMembers), t)),
                    csv: (r) => (r.activeMembers === 0 ? 0 : Math.round(r.seconds / r.activeMembers))
                  },
                  { key: "boxes", header: t("statistics.activity.boxes"), className: "sw-num", cell: (r) => formatInteger(r.boxes), sortBy: (r) => r.boxes }
                ]
              }}
            />
            <StatisticsSection
              id="activity-routes-title"
              title={t("statistics.activity.routes")}
              table={{
                rows: routes,
                rowKey: (r) => r.route,
                caption: t("statistics.activity.routes"),
                csv: csvName("users-activity-routes", period),
                columns: [
                  { key: "route", header: t("statistics.activity.route"), rowHeader: true, cellClassName: "sw-mono", cell: (r) => r.route, sortBy: (r) => r.route },
                  { key: "time", header: t("statistics.activity.time"), className: "sw-num", cell: (r) => hm(r.seconds, t), sortBy: (r) => r.seconds, csv: (r) => r.seconds },
                  { key: "memberDays", header: t("statistics.activity.memberDays"), className: "sw-num", cell: (r) => formatInteger(r.memberDays), sortBy: (r) => r.memberDays }
                ]
              }}
            />
          </>
        )
      }}
    </StatisticsPage>
  )
}

export default UsersActivityPage
