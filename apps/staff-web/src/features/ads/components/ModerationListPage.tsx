import { DataTable, SelectField, formatDateTime, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { type Moderation, type StaffAd, moderationList } from "../api/ads"

const STATES = ["pending", "approved", "rejected"] as const

/** `/staff/ad-moderation` (spec §2): ads to review, newest first, filtered by their review state. */
const ModerationListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const q = usePagedQuery(({ page, filters }) => moderationList(page, (filters.moderation || undefined) as Moderation | undefined), { filters: ["moderation"] })
  return (
    <div className="sw-page" data-testid="ad-moderation">
      <PageHeader title={t("adsDesk.moderation.title")} lead={t("adsDesk.moderation.lead")} />
      <SelectField
        label={t("adsDesk.moderation.state")}
        value={q.filters.moderation}
        onChange={(e) => q.setFilters({ moderation: e.target.value })}
        options={[{ value: "", label: t("adsDesk.moderation.all") }, ...STATES.map((s) => ({ value: s, label: t(`ads.moderation.${s}`) }))]}
        data-testid="ad-moderation-filter"
      />
      <DataTable<StaffAd>
        load={q}
        rows={q.rows}
        pager={q.pager}
        rowKey={(a) => a.id}
        caption={t("adsDesk.moderation.title")}
        region
        csv="ad-moderation.csv"
        className="sw-table"
        testId="ad-moderation-table"
        empty={t("adsDesk.moderation.empty")}
        columns={[
          { key: "id", header: "#", cell: (a) => a.id, sortBy: (a) => a.id },
          {
            key: "title",
            header: t("adsDesk.ad.title"),
            rowHeader: true,
            cell: (a) => (
              <Link to={`/ad-moderation/${a.id}`} data-testid="ad-moderation-link">
                {a.title}
              </Link>
            ),
            sortBy: (a) => a.title
          },
          { key: "member", header: t("adsDesk.ad.member"), cell: (a) => a.memberId, sortBy: (a) => a.memberId },
          { key: "version", header: t("adsDesk.ad.version"), cell: (a) => a.version, sortBy: (a) => a.version },
          { key: "state", header: t("adsDesk.moderation.state"), cell: (a) => t(`ads.moderation.${a.moderation}`), sortBy: (a) => a.moderation },
          { key: "updated", header: t("adsDesk.ad.updated"), cell: (a) => formatDateTime(a.updatedAt, lang), sortBy: (a) => a.updatedAt }
        ]}
      />
    </div>
  )
}

export default ModerationListPage
