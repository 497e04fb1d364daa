import { AdsSchemas } from "@iw/contracts"
import { Button, DataTable, LoadState, Notice, errorMessage, fieldMessages, formatDateTime, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { ReasonField } from "../../../components/ReasonField"
import { useLang } from "../../../hooks/use-lang"
import { moderate, moderationShow } from "../api/ads"
import { CreditsPanel } from "./CreditsPanel"

/**
 * `/staff/ad-moderation/{id}` (spec §2): the ad's current version and every earlier one, its moderation history, and
 * approve or reject with a reason (audited); the advertiser's credits beside it.
 */
const ModerationDetailPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const id = Number(useParams().id)
  const detail = useLoad(() => moderationShow(id), [id])
  const [reason, setReason] = useState("")
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const decide = async (decision: "approve" | "reject") => {
    if (reason.trim() === "") return setErrors({ reason: [t("adsDesk.credits.reasonRequired")] })
    setBusy(true)
    setErrors({})
    setNote(null)
    try {
      await moderate(id, decision, reason.trim())
      setNote({ tone: "success", text: t(`adsDesk.moderation.done.${decision}`) })
      setReason("")
      detail.reload()
    } catch (e) {
      const byField = fieldMessages(e, t)
      setErrors(byField)
      if (Object.keys(byField).length === 0) setNote({ tone: "error", text: errorMessage(e, t) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="sw-page" data-testid="ad-moderation-detail">
      <Link to="/ad-moderation" className="sw-back">
        <span aria-hidden="true">←</span> {t("adsDesk.moderation.title")}
      </Link>
      <LoadState load={detail} notFound={t("errors.AD_NOT_FOUND", { adId: id })}>
        {(d) => (
          <>
            <PageHeader title={t("adsDesk.moderation.item", { id: d.ad.id, title: d.ad.title })} lead={t(`ads.moderation.${d.ad.moderation}`)} />
            <section className="iw-card sw-card" aria-labelledby="ad-current">
              <h2 id="ad-current">{t("adsDesk.ad.current", { version: d.ad.version })}</h2>
              <img src={d.ad.imageUrl} alt={t("adsDesk.ad.imageOf", { title: d.ad.title })} width={160} height={160} />
              <dl className="sw-dl">
                <dt>{t("adsDesk.ad.member")}</dt>
                <dd>{d.ad.memberId}</dd>
                <dt>{t("adsDesk.ad.category")}</dt>
                <dd>{t(`ads.category.${AdsSchemas.AD_CATEGORY_KEYS[d.ad.categoryId - 1] ?? "others"}`)}</dd>
                <dt>{t("adsDesk.ad.description")}</dt>
                <dd>{d.ad.description || "—"}</dd>
                <dt>{t("adsDesk.ad.link")}</dt>
                <dd>{d.ad.siteUrl ?? "—"}</dd>
                <dt>{t("adsDesk.ad.media")}</dt>
                <dd>{d.ad.mediaUrl ?? "—"}</dd>
              </dl>
              <p>
                <Link to={`/statistics/adnet/${d.ad.id}`}>{t("adsDesk.stats.forAd", { id: d.ad.id })}</Link>
              </p>
            </section>
            <section className="iw-card sw-card" aria-labelledby="ad-decide">
              <h2 id="ad-decide">{t("adsDesk.moderation.decide")}</h2>
              {note && <Notice tone={note.tone}>{note.text}</Notice>}
              <ReasonField label={t("adsDesk.moderation.reason")} hint={t("adsDesk.credits.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="ad-moderation-reason" />
              <div className="sw-form-actions">
                <Button loading={busy} onClick={() => void decide("approve")} data-testid="ad-approve">
                  {t("adsDesk.moderation.approve")}
                </Button>
                <Button variant="danger" loading={busy} onClick={() => void decide("reject")} data-testid="ad-reject">
                  {t("adsDesk.moderation.reject")}
                </Button>
              </div>
            </section>
            <DataTable
              rows={d.history}
              rowKey={(h) => h.id}
              caption={t("adsDesk.moderation.history")}
              region
              className="sw-table sw-table--stack"
              testId="ad-moderation-history"
              empty={t("adsDesk.moderation.noHistory")}
              columns={[
                { key: "at", header: t("adsDesk.ad.updated"), rowHeader: true, cell: (h) => formatDateTime(h.createdAt, lang), sortBy: (h) => h.createdAt },
                { key: "action", header: t("adsDesk.moderation.action"), cell: (h) => t(`adsDesk.moderation.actions.${h.action}`), sortBy: (h) => h.action },
                { key: "version", header: t("adsDesk.ad.version"), cell: (h) => h.version, sortBy: (h) => h.version },
                { key: "staff", header: t("adsDesk.moderation.staff"), cell: (h) => h.staffId ?? "—", sortBy: (h) => h.staffId },
                { key: "reason", header: t("adsDesk.moderation.reason"), cell: (h) => h.reason ?? "—" }
              ]}
            />
            <DataTable
              rows={d.versions}
              rowKey={(v) => v.version}
              caption={t("adsDesk.ad.versions")}
              region
              className="sw-table sw-table--stack"
              empty={t("adsDesk.moderation.noHistory")}
              columns={[
                { key: "version", header: t("adsDesk.ad.version"), rowHeader: true, cell: (v) => v.version, sortBy: (v) => v.version },
                { key: "title", header: t("adsDesk.ad.title"), cell: (v) => v.title, sortBy: (v) => v.title },
                { key: "description", header: t("adsDesk.ad.description"), cell: (v) => v.description || "—" },
                { key: "at", header: t("adsDesk.ad.updated"), cell: (v) => formatDateTime(v.createdAt, lang), sortBy: (v) => v.createdAt }
              ]}
            />
            <CreditsPanel memberId={d.ad.memberId} />
          </>
        )}
      </LoadState>
    </div>
  )
}

export default ModerationDetailPage
