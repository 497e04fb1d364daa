import { DataTable, formatDate, formatDecimal, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { networkEarnings } from "../api/ads"
import { dayInstant } from "../utils/days"

/**
 * The building owner's side of AdNet (issue 15: "the building owner sees what the ad earned"): per CST day, building
 * and ad, the share of the building's payout (spec §9: 20% of the day's package BV, from $1.00 a day) the ad earned.
 */
export const OwnerEarningsTable = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const earnings = useLoad(networkEarnings, [])
  return (
    <section className="iw-card iw-ads__form" aria-labelledby="ads-owner-earnings">
      <h2 id="ads-owner-earnings">{t("adsPages.earnings.title")}</h2>
      <p className="iw-field__hint">{t("adsPages.earnings.hint")}</p>
      <DataTable
        load={earnings}
        rows={earnings.data?.data ?? []}
        rowKey={(r) => `${r.day}:${r.buildingId}:${r.adId}`}
        caption={t("adsPages.earnings.title")}
        region
        csv="adnet-ad-earnings.csv"
        testId="ads-owner-earnings"
        empty={t("adsPages.earnings.none")}
        columns={[
          { key: "day", header: t("adsPages.stats.day"), rowHeader: true, cell: (r) => formatDate(dayInstant(r.day), lang), sortBy: (r) => r.day },
          { key: "building", header: t("adsPages.network.building"), cell: (r) => `${r.buildingName} #${r.buildingId}`, sortBy: (r) => r.buildingName },
          { key: "ad", header: t("adsPages.earnings.ad"), cell: (r) => `${r.adTitle} #${r.adId}`, sortBy: (r) => r.adTitle },
          { key: "earned", header: t("adsPages.network.earned"), cell: (r) => formatDecimal(r.earned.decimal, { min: 0 }), sortBy: (r) => Number(r.earned.decimal) }
        ]}
      />
    </section>
  )
}
