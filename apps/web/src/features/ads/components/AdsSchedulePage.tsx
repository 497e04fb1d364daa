import { DataTable, LoadState, Notice, formatDate, formatDecimal, formatInteger, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { type Ad, type ScheduleDay, dailyPrice, getAd, schedule } from "../api/ads"
import { addDays, cstToday, dayInstant } from "../utils/days"
import { AdsFrame } from "./AdsFrame"
import { PlaceAdForm } from "./PlaceAdForm"
import { ScheduleCalendar } from "./ScheduleCalendar"

/**
 * `/{lang}/ads-schedule` and `/{lang}/ads-schedule/{id}` (spec §2): where and when the member's ads (or one ad) run,
 * as a CST calendar and, beside it, every ad-day with its status, skip reason and cost (a table with CSV); the daily
 * price; scheduling on opted-in buildings. One ad's schedule is shown only once the ad is found (else 'Ad #{adId}
 * not found', spec §8), never as an empty calendar with a form that cannot succeed.
 */
const AdsSchedulePage = () => {
  const { t } = useTranslation()
  const id = useParams().id
  const adId = id ? Number(id) : undefined
  const one = useLoad(() => (adId === undefined ? Promise.resolve(null) : getAd(adId)), [adId])
  return (
    <AdsFrame title={adId ? t("adsPages.schedule.forAd", { id: adId }) : t("features.adsSchedule.title")} testId="ads-schedule">
      {adId === undefined ? (
        <Schedule />
      ) : (
        <LoadState load={one} notFound={t("errors.AD_NOT_FOUND", { adId })}>
          {(ad) => ad && <Schedule ad={ad} />}
        </LoadState>
      )}
    </AdsFrame>
  )
}

const Schedule = ({ ad }: { readonly ad?: Ad }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const adId = ad?.id
  const [month, setMonth] = useState(`${cstToday().slice(0, 7)}-01`)
  const [placed, setPlaced] = useState<number | null>(null)
  const from = month
  const last = addDays(`${addDays(month, 32).slice(0, 7)}-01`, -1)
  const data = useLoad(() => schedule({ ...(adId ? { adId } : {}), from, to: last }), [adId, from, last, placed])
  const price = useLoad(dailyPrice, [])
  return (
    <>
      {ad && (
        <p>
          <Link to={to(lang, `${ad.archived ? "ads-archive" : "ads-manager"}/${ad.id}`)}>{t("adsPages.schedule.backToAd")}</Link>
        </p>
      )}
      <LoadState load={price}>
        {(p) => (
          <p className="iw-field__hint" data-testid="ads-daily-price">
            {t("adsPages.schedule.price", {
              day: formatDecimal(p.perBuildingDay.decimal, { min: 0 }),
              impressions: formatDecimal(p.perThousandImpressions.decimal, { min: 0 }),
              view: formatDecimal(p.perView.decimal, { min: 0 }),
              click: formatDecimal(p.perClick.decimal, { min: 0 })
            })}
          </p>
        )}
      </LoadState>
      {placed !== null && <Notice tone="success">{t("adsPages.schedule.placed", { n: placed })}</Notice>}
      <PlaceAdForm {...(adId ? { adId } : {})} onPlaced={(n) => setPlaced(n)} />
      <LoadState load={data}>
        {(s) => (
          <>
            <ScheduleCalendar month={month} onMonth={setMonth} placements={s.placements} days={s.days} />
            <DataTable<ScheduleDay>
              rows={s.days}
              rowKey={(d) => `${d.adId}-${d.buildingId}-${d.day}`}
              caption={t("adsPages.schedule.days")}
              region
              csv={`ad-schedule-${month.slice(0, 7)}.csv`}
              testId="ads-schedule-days"
              emptyAs="block"
              empty={<p className="iw-field__hint">{t("adsPages.schedule.noDays")}</p>}
              columns={[
                { key: "day", header: t("adsPages.stats.day"), rowHeader: true, cell: (d) => formatDate(dayInstant(d.day), lang), sortBy: (d) => d.day },
                { key: "ad", header: t("adsPages.schedule.ad"), cell: (d) => `#${d.adId}`, sortBy: (d) => d.adId },
                { key: "building", header: t("adsPages.network.building"), cell: (d) => `#${d.buildingId}`, sortBy: (d) => d.buildingId },
                { key: "status", header: t("adsPages.schedule.status"), cell: (d) => t(`ads.status.${d.status}`), sortBy: (d) => d.status },
                { key: "skip", header: t("adsPages.schedule.skipReason"), cell: (d) => (d.skipReason ? t(`ads.skip.${d.skipReason}`) : "—"), sortBy: (d) => d.skipReason },
                { key: "impressions", header: t("adsPages.stats.impressions"), cell: (d) => formatInteger(d.impressions), sortBy: (d) => d.impressions },
                { key: "cost", header: t("adsPages.stats.credits"), cell: (d) => formatDecimal(d.cost.decimal, { min: 0 }), sortBy: (d) => d.cost.decimal }
              ]}
            />
          </>
        )}
      </LoadState>
    </>
  )
}

export default AdsSchedulePage
