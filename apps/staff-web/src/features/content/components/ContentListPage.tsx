import { Button, Notice, Spinner, formatDateTime } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useNavigate, useSearchParams } from "react-router"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { type ContentItem, kindOfPath, listItems, removeItem } from "../api/content"
import { ContentBadges, DeleteDialog, EditedBy, LanguageChips } from "./parts"
import "../content.css"

/**
 * `/staff/announcements` (the staff landing page), `/staff/events` and `/staff/tutorials`: every item with drafts
 * included, a search kept in the URL, badges for pinned, public and publication state, and edit, history and delete.
 */
const ContentListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const location = useLocation()
  const kind = kindOfPath(location.pathname)
  const [params, setParams] = useSearchParams()
  const q = params.get("q") ?? ""
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [text, setText] = useState(q)
  useEffect(() => setText(q), [q])
  const list = useLoad(() => listItems(kind, q, page), [kind, q, page])
  const [deleting, setDeleting] = useState<ContentItem | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const { general, fail, reset } = useFormErrors([])
  const passed = location.state as { saved?: string; deleted?: string } | null
  useEffect(() => {
    if (passed?.saved) setNote(t("contentAdmin.savedNote", { title: passed.saved }))
    else if (passed?.deleted) setNote(t("contentAdmin.deletedNote", { title: passed.deleted }))
  }, [passed?.saved, passed?.deleted, t])

  const apply = (next: { q?: string; page?: number }) => {
    const search: Record<string, string> = {}
    const nq = (next.q ?? q).trim()
    if (nq) search.q = nq
    if ((next.page ?? 1) > 1) search.page = String(next.page)
    setParams(search)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply({ q: text, page: 1 })
  }
  const remove = async () => {
    if (!deleting) return
    setBusy(true)
    reset()
    try {
      await removeItem(kind, deleting.id)
      setNote(t("contentAdmin.deletedNote", { title: deleting.translations.en.title }))
      setDeleting(null)
      list.reload()
    } catch (e) {
      setDeleting(null)
      fail(e)
    } finally {
      setBusy(false)
    }
  }
  const title = t(`contentAdmin.${kind}.title`)
  const columns = kind === "events" ? 7 : kind === "tutorials" ? 7 : 6

  return (
    <div className="sw-page">
      <PageHeader
        title={title}
        lead={t(`contentAdmin.${kind}.lead`)}
        actions={
          <Link to={`/${kind}/create`} className="iw-btn iw-btn--primary" data-testid="content-new">
            {t(`contentAdmin.${kind}.new`)}
          </Link>
        }
      />
      <div aria-live="polite">{note && <Notice tone="success">{note}</Notice>}</div>
      {general.map((g) => (
        <Notice key={g} tone="error">
          {g}
        </Notice>
      ))}
      <form className="sw-toolbar iw-card sw-card" role="search" onSubmit={submit} aria-label={t("contentAdmin.searchLabel", { what: title })}>
        <div className="sw-toolbar__grow">
          <label className="iw-field__label" htmlFor="content-q">
            {t("common.search")}
          </label>
          <input id="content-q" className="iw-input" type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={200} placeholder={t("contentAdmin.searchPlaceholder")} data-testid="content-search" />
        </div>
        <Button type="submit">{t("backoffice.actions.filter")}</Button>
        {q && (
          <Button variant="ghost" onClick={() => apply({ q: "", page: 1 })}>
            {t("backoffice.actions.clear")}
          </Button>
        )}
      </form>
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
          <p className="sw-result-count" role="status">
            {t("contentAdmin.found", { total: list.data.meta.total })}
          </p>
          <div className="sw-table-wrap" tabIndex={0} role="region" aria-label={title}>
            <table className="iw-table sw-table sw-table--hover sw-table--stack" data-testid="content-table">
              <thead>
                <tr>
                  <th scope="col">{t("contentAdmin.fields.id")}</th>
                  <th scope="col">{t("contentAdmin.fields.title")}</th>
                  <th scope="col">{t("contentAdmin.fields.state")}</th>
                  {kind === "events" && <th scope="col">{t("contentAdmin.fields.when")}</th>}
                  {kind === "tutorials" && (
                    <th scope="col" className="sw-num">
                      {t("contentAdmin.fields.sort")}
                    </th>
                  )}
                  <th scope="col">{t("contentAdmin.fields.publishedAt")}</th>
                  <th scope="col">{t("contentAdmin.fields.lastEdit")}</th>
                  <th scope="col">
                    <span className="iw-visually-hidden">{t("backoffice.fields.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.length === 0 && (
                  <tr>
                    <td colSpan={columns + 1} className="sw-empty">
                      {q ? t("contentAdmin.emptySearch", { q }) : t(`contentAdmin.${kind}.empty`)}
                    </td>
                  </tr>
                )}
                {list.data.data.map((item) => (
                  <tr key={item.id} data-testid="content-row" data-id={item.id} className="sw-row-link" onClick={(e) => !(e.target as HTMLElement).closest("a,button") && navigate(`/${kind}/${item.id}`)}>
                    <td className="sw-mono" data-label={t("contentAdmin.fields.id")}>
                      #{item.id}
                    </td>
                    <td className="sw-content-title-cell" data-label={t("contentAdmin.fields.title")}>
                      <Link to={`/${kind}/${item.id}`} className="sw-content-title" data-testid="content-row-title">
                        {item.translations.en.title}
                      </Link>
                      <LanguageChips item={item} />
                    </td>
                    <td data-label={t("contentAdmin.fields.state")}>
                      <ContentBadges item={item} kind={kind} />
                    </td>
                    {kind === "events" && (
                      <td data-label={t("contentAdmin.fields.when")}>
                        {item.startsAt ? formatDateTime(item.startsAt, lang) : "—"}
                        {item.location && <div className="sw-muted sw-small">{item.location}</div>}
                      </td>
                    )}
                    {kind === "tutorials" && (
                      <td className="sw-num" data-label={t("contentAdmin.fields.sort")}>
                        {item.sort}
                      </td>
                    )}
                    <td className="sw-nowrap" data-label={t("contentAdmin.fields.publishedAt")}>
                      {formatDateTime(item.publishedAt, lang)}
                    </td>
                    <td className="sw-small" data-label={t("contentAdmin.fields.lastEdit")}>
                      <EditedBy at={item.updatedAt} by={item.updatedBy} />
                    </td>
                    <td className="sw-table__actions" data-label={t("backoffice.fields.actions")}>
                      <span className="sw-row-actions">
                        <Link to={`/${kind}/${item.id}`} className="iw-btn iw-btn--secondary" aria-label={t("contentAdmin.editNamed", { title: item.translations.en.title })}>
                          {t("contentAdmin.edit")}
                        </Link>
                        {kind === "announcements" && (
                          <Link to={`/announcements/history/${item.id}`} className="iw-btn iw-btn--ghost" aria-label={t("contentAdmin.historyNamed", { title: item.translations.en.title })}>
                            {t("contentAdmin.history")}
                          </Link>
                        )}
                        <Button variant="ghost" className="sw-btn-danger-ghost" onClick={() => setDeleting(item)} aria-label={t("contentAdmin.deleteNamed", { title: item.translations.en.title })} data-testid="content-delete">
                          {t("contentAdmin.delete")}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => apply({ page: p })} />
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
      {deleting && (
        <DeleteDialog title={deleting.translations.en.title} kind={kind} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
      )}
    </div>
  )
}

export default ContentListPage
