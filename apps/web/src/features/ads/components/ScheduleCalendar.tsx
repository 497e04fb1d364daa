import { Button, formatDate } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import type { Placement, ScheduleDay } from "../api/ads"
import { cstToday, dayInstant, monthGrid, shiftMonth } from "../utils/days"

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const

/**
 * The schedule as a month calendar in CST (spec §5: ranges in UTC−6 ending 23:59:59): each day lists the ad-days
 * on it with their display status (planned, displayed, displaying, skipped and why), else the placements that cover it.
 */
export const ScheduleCalendar = ({
  month,
  onMonth,
  placements,
  days
}: {
  readonly month: string
  readonly onMonth: (m: string) => void
  readonly placements: ReadonlyArray<Placement>
  readonly days: ReadonlyArray<ScheduleDay>
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const today = cstToday()
  const title = (p: ReadonlyArray<Placement>, adId: number) => p.find((x) => x.adId === adId)?.adTitle ?? `#${adId}`
  return (
    <section className="iw-card iw-ads__form" aria-labelledby="ads-calendar" data-testid="ads-calendar">
      <div className="iw-ads__head">
        <h2 id="ads-calendar">{t("adsPages.schedule.month", { month: month.slice(0, 7) })}</h2>
        <div className="iw-ads__actions">
          <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, -1))}>
            {t("adsPages.schedule.previous")}
          </Button>
          <Button variant="secondary" onClick={() => onMonth(shiftMonth(today, 0))}>
            {t("adsPages.schedule.thisMonth")}
          </Button>
          <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, 1))}>
            {t("adsPages.schedule.next")}
          </Button>
        </div>
      </div>
      <div className="iw-ads__scroll" role="region" aria-label={t("adsPages.schedule.calendar")} tabIndex={0}>
        <table className="iw-ads__calendar">
          <caption className="iw-visually-hidden">{t("adsPages.schedule.calendar")}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col">
                  {t(`adsPages.schedule.weekday.${d}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, i) => {
                  if (day === null) return <td key={i} />
                  const here = days.filter((d) => d.day === day)
                  const covering = here.length > 0 ? [] : placements.filter((p) => p.removedAt === null && p.from <= day && day <= p.to)
                  return (
                    <td key={day} className={day === today ? "iw-ads__today" : undefined} data-day={day} aria-current={day === today ? "date" : undefined}>
                      <span className="iw-ads__day-n">
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span className="iw-visually-hidden">{formatDate(dayInstant(day), lang)}</span>
                      </span>
                      {here.map((d) => (
                        <span key={`${d.adId}-${d.buildingId}`} className="iw-ads__chip" data-status={d.status} data-testid="ads-calendar-day">
                          {title(placements, d.adId)} · #{d.buildingId}: {t(`ads.status.${d.status}`)}
                          {d.skipReason ? ` (${t(`ads.skip.${d.skipReason}`)})` : ""}
                        </span>
                      ))}
                      {covering.map((p) => (
                        <span key={p.id} className="iw-ads__chip" data-status="planned" data-testid="ads-calendar-placement">
                          {p.adTitle} · {p.buildingName}
                        </span>
                      ))}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
