import { Button, DataTable, LoadState, Notice, formatDateTime, useDraft, usePagedQuery } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { FilterBar } from "../../../components/FilterBar"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { useRowLink } from "../../../hooks/use-row-link"
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
  const location = useLocation()
  const rowLink = useRowLink()
  const kind = kindOfPath(location.pathname)
  const list = usePagedQuery(({ page, filters }) => listItems(kind, filters.q, page), { filters: ["q"], deps: [kind] })
  const { q } = list.filters
  const [text, setText] = useDraft(q)
  const [deleting, setDeleting] = useState<ContentItem | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const { general, fail, reset } = useFormErrors([])
  const passed = location.state as { saved?: string; deleted?: string } | null
  useEffect(() => {
    if (passed?.saved) setNote(t("contentAdmin.savedNote", { title: passed.saved }))
    else if (passed?.deleted) setNote(t("contentAdmin.deletedNote", { title: passed.deleted }))
  }, [passed?.saved, passed?.deleted, t])

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
      <FilterBar label={t("contentAdmin.searchLabel", { what: title })} onSubmit={() => list.setFilters({ q: text.trim() })} onClear={q !== "" && (() => list.setFilters({ q: "" }))}>
        <div className="sw-toolbar__grow">
          <label className="iw-field__label" htmlFor="content-q">
            {t("common.search")}
          </label>
          <input
            id="content-q"
            className="iw-input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={200}
            placeholder={t("contentAdmin.searchPlaceholder")}
            data-testid="content-search"
          />
        </div>
      </FilterBar>
      <LoadState load={list}>
        {(data) => (
          <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
            <p className="sw-result-count" role="status">
              {t("contentAdmin.found", { total: data.meta.total })}
            </p>
            <DataTable
              rows={data.data}
              pager={list.pager && { ...list.pager, range: true }}
              rowKey={(item) => item.id}
              rowProps={(item) => ({ "data-testid": "content-row", "data-id": item.id, ...rowLink(`/${kind}/${item.id}`) })}
              caption={title}
              testId="content-table"
              region
              className="sw-table sw-table--hover sw-table--stack"
              empty={q ? t("contentAdmin.emptySearch", { q }) : t(`contentAdmin.${kind}.empty`)}
              columns={[
                { key: "id", header: t("contentAdmin.fields.id"), cellClassName: "sw-mono", cell: (item) => `#${item.id}` },
                {
                  key: "title",
                  header: t("contentAdmin.fields.title"),
                  cellClassName: "sw-content-title-cell",
                  cell: (item) => (
                    <>
                      <Link to={`/${kind}/${item.id}`} className="sw-content-title" data-testid="content-row-title">
                        {item.translations.en.title}
                      </Link>
                      <LanguageChips item={item} />
                    </>
                  )
                },
                { key: "state", header: t("contentAdmin.fields.state"), cell: (item) => <ContentBadges item={item} kind={kind} /> },
                kind === "events" && {
                  key: "when",
                  header: t("contentAdmin.fields.when"),
                  cell: (item) => (
                    <>
                      {item.startsAt ? formatDateTime(item.startsAt, lang) : "—"}
                      {item.location && <div className="sw-muted sw-small">{item.location}</div>}
                    </>
                  )
                },
                kind === "tutorials" && { key: "sort", header: t("contentAdmin.fields.sort"), className: "sw-num", cell: (item) => item.sort },
                { key: "published", header: t("contentAdmin.fields.publishedAt"), cellClassName: "sw-nowrap", cell: (item) => formatDateTime(item.publishedAt, lang) },
                { key: "edited", header: t("contentAdmin.fields.lastEdit"), cellClassName: "sw-small", cell: (item) => <EditedBy at={item.updatedAt} by={item.updatedBy} /> },
                {
                  key: "actions",
                  header: t("backoffice.fields.actions"),
                  headerHidden: true,
                  label: t("backoffice.fields.actions"),
                  cellClassName: "sw-table__actions",
                  cell: (item) => (
                    <span className="sw-row-actions">
                      <Link to={`/${kind}/${item.id}`} className="iw-btn iw-btn--secondary" aria-label={t("contentAdmin.editNamed", { title: item.translations.en.title })}>
                        {t("contentAdmin.edit")}
                      </Link>
                      {kind === "announcements" && (
                        <Link to={`/announcements/history/${item.id}`} className="iw-btn iw-btn--ghost" aria-label={t("contentAdmin.historyNamed", { title: item.translations.en.title })}>
                          {t("contentAdmin.history")}
                        </Link>
                      )}
                      <Button
                        variant="ghost"
                        className="sw-btn-danger-ghost"
                        onClick={() => setDeleting(item)}
                        aria-label={t("contentAdmin.deleteNamed", { title: item.translations.en.title })}
                        data-testid="content-delete"
                      >
                        {t("contentAdmin.delete")}
                      </Button>
                    </span>
                  )
                }
              ]}
            />
          </section>
        )}
      </LoadState>
      {deleting && <DeleteDialog title={deleting.translations.en.title} kind={kind} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />}
    </div>
  )
}

export default ContentListPage
