import { LoadState, Notice, Pager, formatDateTime, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { type ContentItem, LANGS, type Lang, itemHistory } from "../api/content"
import { ContentBadges } from "./parts"
import "../content.css"

/** One revision as it was saved: its flags, publication time and the text of every language it had. */
const RevisionView = ({ item }: { readonly item: ContentItem }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const langs = LANGS.filter((l) => item.translations[l])
  const [shown, setShown] = useState<Lang>(langs[0] ?? "en")
  const tr = item.translations[shown] ?? item.translations.en
  return (
    <div className="sw-revision__body">
      <dl className="sw-details">
        <div>
          <dt>{t("contentAdmin.fields.state")}</dt>
          <dd>
            <ContentBadges item={item} kind="announcements" />
          </dd>
        </div>
        <div>
          <dt>{t("contentAdmin.fields.publishedAt")}</dt>
          <dd>{formatDateTime(item.publishedAt, lang)}</dd>
        </div>
      </dl>
      {langs.length > 1 && (
        <div className="sw-segmented sw-revision__langs" role="group" aria-label={t("contentAdmin.languages")}>
          {langs.map((l) => (
            <button key={l} type="button" className="iw-btn iw-btn--ghost" aria-pressed={l === shown} onClick={() => setShown(l)}>
              {t(`common.languages.${l}`)}
            </button>
          ))}
        </div>
      )}
      <article className="sw-revision__text" lang={shown === "cn" ? "zh-CN" : shown === "tc" ? "zh-TW" : shown === "jp" ? "ja" : shown === "kr" ? "ko" : shown}>
        <h3>{tr.title}</h3>
        {/* The stored HTML was sanitised on the server before it was saved. */}
        <div className="sw-prose" dangerouslySetInnerHTML={{ __html: tr.body }} />
      </article>
    </div>
  )
}

/** `/staff/announcements/history/{id}`: every saved revision, newest first, with who saved it and when; each opens to its text. */
const ContentHistoryPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const rawId = useParams().id ?? ""
  const id = /^\d+$/.test(rawId) ? Number(rawId) : null
  const [open, setOpen] = useState<number | null>(null)
  const history = usePagedQuery(({ page }) => itemHistory("announcements", id!, page), { deps: [id], enabled: id !== null })
  const { page } = history
  if (id === null) return <Notice tone="error">{t("errors.NOT_FOUND")}</Notice>
  const latest = history.data?.data[0]
  return (
    <div className="sw-page">
      <PageHeader
        kicker={
          <Link to={`/announcements/${id}`} className="sw-back">
            <span aria-hidden="true">←</span> {t("contentAdmin.backToAnnouncement")}
          </Link>
        }
        title={t("contentAdmin.historyTitle", { id })}
        lead={latest ? `${latest.item.translations.en.title} — ${t("contentAdmin.historyLead")}` : t("contentAdmin.historyLead")}
      />
      <LoadState load={history}>
        {(data) => (
          <section className="iw-card sw-card" aria-labelledby="page-title" aria-busy={history.status === "loading"}>
            <p className="sw-result-count" role="status">
              {t("contentAdmin.revisionsFound", { total: data.meta.total })}
            </p>
            <ol className="sw-revisions">
              {data.data.map((r, i) => {
                const expanded = open === r.revision
                return (
                  <li key={r.revision} data-testid="revision" data-revision={r.revision} className={`sw-revision${expanded ? " sw-revision--open" : ""}`}>
                    <button type="button" className="sw-revision__head" aria-expanded={expanded} aria-controls={`revision-${r.revision}`} onClick={() => setOpen(expanded ? null : r.revision)}>
                      <span className="sw-revision__n">{t("contentAdmin.revisionN", { n: r.revision })}</span>
                      {page === 1 && i === 0 && <span className="iw-badge iw-badge--success">{t("contentAdmin.current")}</span>}
                      <span className="sw-revision__title">{r.item.translations.en.title}</span>
                      <span className="sw-revision__meta sw-muted">{t("contentAdmin.editedBy", { time: formatDateTime(r.editedAt, lang), name: r.editedBy ?? t("contentAdmin.team") })}</span>
                      <span className="sw-revision__chevron" aria-hidden="true">
                        {expanded ? "▾" : "▸"}
                      </span>
                    </button>
                    <div id={`revision-${r.revision}`} hidden={!expanded}>
                      {expanded && <RevisionView item={r.item} />}
                    </div>
                  </li>
                )
              })}
            </ol>
            {history.pager && <Pager {...history.pager} range />}
          </section>
        )}
      </LoadState>
    </div>
  )
}

export default ContentHistoryPage
