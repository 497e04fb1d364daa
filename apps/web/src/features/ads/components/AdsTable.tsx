import { DataTable, formatDateTime, formatInteger, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { type Ad, listAds } from "../api/ads"

/** The member's ads (or the archive), 10 a page, newest first (spec §9), each linking to its page. */
export const AdsTable = ({ archive, base, reloadKey = 0 }: { readonly archive: boolean; readonly base: "ads-manager" | "ads-archive"; readonly reloadKey?: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const q = usePagedQuery(({ page }) => listAds(page, archive), { deps: [archive, reloadKey] })
  return (
    <DataTable<Ad>
      load={q}
      rows={q.rows}
      pager={q.pager}
      rowKey={(a) => a.id}
      caption={archive ? t("features.adsArchive.title") : t("adsPages.manager.list")}
      region
      csv={archive ? "ads-archive.csv" : "ads.csv"}
      testId={archive ? "ads-archive-table" : "ads-table"}
      emptyAs="block"
      empty={<p className="iw-field__hint">{archive ? t("adsPages.archive.empty") : t("adsPages.manager.empty")}</p>}
      columns={[
        { key: "id", header: "#", cell: (a) => a.id, sortBy: (a) => a.id },
        {
          key: "title",
          header: t("adsPages.form.title"),
          rowHeader: true,
          cell: (a) => (
            <Link to={to(lang, `${base}/${a.id}`)} data-testid="ad-link">
              {a.title}
            </Link>
          ),
          sortBy: (a) => a.title
        },
        { key: "moderation", header: t("adsPages.ad.moderation"), cell: (a) => t(`ads.moderation.${a.moderation}`), sortBy: (a) => a.moderation },
        { key: "network", header: t("adsPages.ad.network"), cell: (a) => (a.inNetwork ? t("common.yes") : t("common.no")), sortBy: (a) => a.inNetwork },
        { key: "impressions", header: t("adsPages.stats.impressions"), cell: (a) => formatInteger(a.impressions), sortBy: (a) => a.impressions },
        { key: "clicks", header: t("adsPages.stats.clicks"), cell: (a) => formatInteger(a.clicks), sortBy: (a) => a.clicks },
        { key: "createdAt", header: t("adsPages.ad.created"), cell: (a) => formatDateTime(a.createdAt, lang), sortBy: (a) => a.createdAt }
      ]}
    />
  )
}
