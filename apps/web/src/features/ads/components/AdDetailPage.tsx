import { AdsSchemas } from "@iw/contracts"
import { ApiError } from "@iw/contracts/api-error"
import { Button, ConfirmDialog, DataTable, LoadState, Notice, errorMessage, formatDateTime, useAction, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { type Ad, adVersions, archiveAd, deleteAd, getAd, networkAdd, networkRemove, updateAd } from "../api/ads"
import { AdForm } from "./AdForm"
import { AdsFrame } from "./AdsFrame"
import { StatsPanel } from "./StatsPanel"

/**
 * `/{lang}/ads-manager/{id}` and `/{lang}/ads-archive/{id}` (spec §2): one ad with its moderation, its place in the
 * network (add, remove), editing (each edit a new version, listed), archiving, deleting (never the last one: 403
 * CANT_DELETE_LAST_AD) and its statistics.
 */
const AdDetailPage = ({ archived }: { readonly archived: boolean }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const adId = Number(useParams().id)
  const ad = useLoad(() => getAd(adId), [adId])
  const versions = useLoad(() => adVersions(adId), [adId])
  // Archiving and restoring move the ad between the manager's and the archive's page: what was done comes along.
  const arrived = (useLocation().state as { readonly done?: "archive" | "restore" } | null)?.done
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(arrived ? { tone: "success", text: t(`adsPages.ad.done.${arrived}`) } : null)
  const [editing, setEditing] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const fail = (e: unknown) => setNote({ tone: "error", text: e instanceof ApiError && e.code === "CANT_DELETE_LAST_AD" ? t("errors.CANT_DELETE_LAST_AD") : errorMessage(e, t) })
  const act = useAction(async (what: "add" | "remove" | "archive" | "restore", a: Ad) => {
    if (what === "add") await networkAdd(a.id)
    else if (what === "remove") await networkRemove(a.id)
    else await archiveAd(a.id, what === "archive")
    return what
  }, {
    onDone: (what) => {
      if (what === "archive" || what === "restore") navigate(to(lang, `${what === "archive" ? "ads-archive" : "ads-manager"}/${adId}`), { state: { done: what } })
      else {
        setNote({ tone: "success", text: t(`adsPages.ad.done.${what}`) })
        ad.reload()
      }
    },
    onError: fail
  })
  const remove = useAction(() => deleteAd(adId), {
    onDone: () => navigate(to(lang, "ads-manager/successful"), { state: { ok: true, message: t("adsPages.result.deleted", { id: adId }), after: "ads-manager" } }),
    onError: (e) => {
      setConfirmDelete(false)
      fail(e)
    }
  })
  return (
    <AdsFrame title={ad.data ? ad.data.title : t(archived ? "features.adsArchive.title" : "features.adsManager.title")} testId="ad-detail">
      <p>
        <Link to={to(lang, archived ? "ads-archive" : "ads-manager")}>{t("adsPages.ad.back")}</Link>
      </p>
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <LoadState load={ad} notFound={t("errors.AD_NOT_FOUND", { adId })}>
        {(a) =>
          // An archived ad lives under the archive, any other under the manager (an old link still finds it).
          a.archived !== archived ? (
            <Navigate to={to(lang, `${a.archived ? "ads-archive" : "ads-manager"}/${a.id}`)} replace />
          ) : (
          <>
            <section className="iw-card iw-ads__form" aria-labelledby="ad-facts">
              <h2 id="ad-facts">{t("adsPages.ad.facts")}</h2>
              <div className="iw-ads__preview">
                <img className="iw-ads__thumb" src={a.imageUrl} alt={t("adsPages.ad.imageOf", { title: a.title })} />
                <dl className="iw-ads__stats">
                  <div>
                    <dt>{t("adsPages.ad.moderation")}</dt>
                    <dd data-testid="ad-moderation">{t(`ads.moderation.${a.moderation}`)}</dd>
                  </div>
                  <div>
                    <dt>{t("adsPages.ad.network")}</dt>
                    <dd data-testid="ad-in-network">{a.inNetwork ? t("common.yes") : t("common.no")}</dd>
                  </div>
                  <div>
                    <dt>{t("adsPages.ad.version")}</dt>
                    <dd>{a.version}</dd>
                  </div>
                  <div>
                    <dt>{t("adsPages.ad.category")}</dt>
                    <dd>{t(`ads.category.${AdsSchemas.AD_CATEGORY_KEYS[a.categoryId - 1] ?? "others"}`)}</dd>
                  </div>
                </dl>
              </div>
              {a.moderationReason && <p>{t("adsPages.ad.reason", { reason: a.moderationReason })}</p>}
              {a.description && <p>{a.description}</p>}
              {a.siteUrl && (
                <p>
                  <a href={a.siteUrl} target="_blank" rel="noopener noreferrer">
                    {a.siteUrl}
                  </a>
                </p>
              )}
              <div className="iw-ads__actions">
                {!archived && (
                  <>
                    {a.inNetwork ? (
                      <Button variant="secondary" loading={act.busy} onClick={() => void act.run("remove", a)} data-testid="ad-network-remove">
                        {t("adsPages.ad.networkRemove")}
                      </Button>
                    ) : (
                      <Button loading={act.busy} onClick={() => void act.run("add", a)} data-testid="ad-network-add">
                        {t("adsPages.ad.networkAdd")}
                      </Button>
                    )}
                    <Link className="iw-btn iw-btn--secondary" to={to(lang, `ads-schedule/${a.id}`)} data-testid="ad-schedule-link">
                      {t("adsPages.ad.schedule")}
                    </Link>
                    <Button variant="secondary" onClick={() => setEditing((x) => !x)} aria-expanded={editing}>
                      {t("adsPages.ad.edit")}
                    </Button>
                    <Button variant="secondary" loading={act.busy} onClick={() => void act.run("archive", a)}>
                      {t("adsPages.ad.archive")}
                    </Button>
                  </>
                )}
                {archived && (
                  <Button variant="secondary" loading={act.busy} onClick={() => void act.run("restore", a)} data-testid="ad-restore">
                    {t("adsPages.ad.restore")}
                  </Button>
                )}
                <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                  {t("adsPages.ad.delete")}
                </Button>
              </div>
            </section>
            {editing && !archived && (
              <AdForm
                ad={a}
                submitLabel={t("adsPages.form.save")}
                onSubmit={async (body) => {
                  const saved = await updateAd(a.id, body)
                  navigate(to(lang, "ads-manager/successful"), { state: { ok: true, message: t("adsPages.result.updated", { title: saved.title, version: saved.version }), after: `ads-manager/${a.id}` } })
                }}
              />
            )}
            <ConfirmDialog
              open={confirmDelete}
              title={t("adsPages.ad.deleteTitle")}
              confirmLabel={t("adsPages.ad.delete")}
              tone="danger"
              busy={remove.busy}
              onConfirm={() => void remove.run()}
              onCancel={() => setConfirmDelete(false)}
            >
              <p>{t("adsPages.ad.deleteConfirm", { title: a.title })}</p>
            </ConfirmDialog>
          </>
          )
        }
      </LoadState>
      <StatsPanel adId={adId} />
      <DataTable
        load={versions}
        rows={versions.data?.data ?? []}
        rowKey={(v) => v.version}
        caption={t("adsPages.ad.versions")}
        region
        testId="ad-versions"
        emptyAs="block"
        empty={<p className="iw-field__hint">{t("adsPages.ad.noVersions")}</p>}
        columns={[
          { key: "version", header: t("adsPages.ad.version"), rowHeader: true, cell: (v) => v.version, sortBy: (v) => v.version },
          { key: "title", header: t("adsPages.form.title"), cell: (v) => v.title, sortBy: (v) => v.title },
          { key: "createdAt", header: t("adsPages.ad.created"), cell: (v) => formatDateTime(v.createdAt, lang), sortBy: (v) => v.createdAt }
        ]}
      />
    </AdsFrame>
  )
}

export const ManagerAdPage = () => <AdDetailPage archived={false} />
export const ArchiveAdPage = () => <AdDetailPage archived />
export default ManagerAdPage
