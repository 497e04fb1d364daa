import { Button, Checkbox, LoadError, Notice, Spinner, TextField, useLoad } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useNavigate, useParams } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type ContentBody, type ContentItem, LANGS, type Lang, fromCstInput, hasText, kindOfPath, removeItem, saveItem, showItem, toCstInput } from "../api/content"
import { DeleteDialog, EditedBy } from "./parts"
import { type Texts, TranslationTabs } from "./TranslationTabs"
import "../content.css"

const emptyTexts = (): Texts => Object.fromEntries(LANGS.map((l) => [l, { title: "", body: "", location: "" }])) as Texts

const FIELDS = [...LANGS.flatMap((l) => [`translations.${l}.title`, `translations.${l}.body`, `translations.${l}.location`]), "publishedAt", "startsAt", "endsAt", "location", "sort"]

/**
 * `/staff/{announcements|events|tutorials}/create` and `/{id}`: the text in each language on its own tab (English
 * required; readers of a language without text see the English), a rich-text body, the kind's settings and the
 * publication time in CST. Every save is kept as a revision; announcements link to their history.
 */
const ContentEditPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const kind = kindOfPath(location.pathname)
  const { id: rawId } = useParams()
  const creating = rawId === undefined
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null
  const [item, setItem] = useState<ContentItem | null>(null)
  const [lang, setLang] = useState<Lang>("en")
  const [texts, setTexts] = useState<Texts>(emptyTexts)
  const [pinned, setPinned] = useState(false)
  const [isPublic, setPublic] = useState(false)
  const [published, setPublished] = useState(true)
  const [publishedAt, setPublishedAt] = useState("")
  const [startsAt, setStartsAt] = useState("")
  const [endsAt, setEndsAt] = useState("")
  const [place, setPlace] = useState("")
  const [sort, setSort] = useState("0")
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>((location.state as { saved?: boolean } | null)?.saved ? t("contentAdmin.saved") : null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)

  const load = (x: ContentItem) => {
    setItem(x)
    const next = emptyTexts()
    for (const l of LANGS) {
      const tr = x.translations[l]
      if (tr) next[l] = { title: tr.title, body: tr.body, location: tr.location ?? "" }
    }
    setTexts(next)
    setPinned(x.pinned)
    setPublic(x.public)
    setPublished(x.published)
    setPublishedAt(toCstInput(x.publishedAt))
    setStartsAt(toCstInput(x.startsAt))
    setEndsAt(toCstInput(x.endsAt))
    setPlace(x.location ?? "")
    setSort(String(x.sort))
  }
  const loaded = useLoad(() => showItem(kind, id!), [kind, id], { enabled: id !== null })
  useEffect(() => {
    if (loaded.status === "ok") load(loaded.data)
  }, [loaded.data])

  const validate = (): Record<string, Array<string>> => {
    const local: Record<string, Array<string>> = {}
    const required = [t("validation.required")]
    if (texts.en.title.trim() === "") local["translations.en.title"] = required
    if (!hasText(texts.en.body)) local["translations.en.body"] = required
    for (const l of LANGS.filter((x) => x !== "en")) if (texts[l].title.trim() === "" && hasText(texts[l].body)) local[`translations.${l}.title`] = [t("contentAdmin.titleNeeded")]
    const badTime = [t("contentAdmin.badTime")]
    if (publishedAt && !fromCstInput(publishedAt)) local.publishedAt = badTime
    if (kind === "events") {
      if (startsAt && !fromCstInput(startsAt)) local.startsAt = badTime
      if (endsAt && !fromCstInput(endsAt)) local.endsAt = badTime
      const s = fromCstInput(startsAt)
      const e = fromCstInput(endsAt)
      if (s && e && e.getTime() < s.getTime()) local.endsAt = [t("validation.after_start")]
    }
    if (kind === "tutorials" && !/^-?\d{1,5}$/.test(sort.trim())) local.sort = [t("contentAdmin.badSort")]
    return local
  }

  const save = async () => {
    const local = validate()
    if (Object.keys(local).length > 0) {
      reset(local)
      const first = LANGS.find((l) => local[`translations.${l}.title`] || local[`translations.${l}.body`])
      if (first) setLang(first)
      setNote(null)
      // Keyboard and screen-reader users land on the first field that needs attention.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(".sw-content-form [aria-invalid='true']")?.focus())
      return
    }
    reset()
    setBusy(true)
    setNote(null)
    const translations = Object.fromEntries(
      LANGS.filter((l) => l === "en" || texts[l].title.trim() !== "" || hasText(texts[l].body)).map((l) => {
        const place = kind === "events" && l !== "en" ? texts[l].location.trim() : ""
        return [l, { title: texts[l].title.trim(), body: hasText(texts[l].body) ? texts[l].body : "", ...(place === "" ? {} : { location: place }) }]
      })
    ) as ContentBody["translations"]
    const at = fromCstInput(publishedAt)
    const body: ContentBody = {
      translations,
      published,
      ...(at ? { publishedAt: at } : {}),
      ...(kind === "announcements" ? { pinned, public: isPublic } : {}),
      ...(kind === "events" ? { startsAt: fromCstInput(startsAt), endsAt: fromCstInput(endsAt), location: place.trim() || null } : {}),
      ...(kind === "tutorials" ? { sort: Number(sort.trim()) } : {})
    }
    try {
      const x = await saveItem(kind, id, body)
      if (creating) {
        navigate(`/${kind}/${x.id}`, { replace: true, state: { saved: true } })
        return
      }
      load(x)
      setNote(t("contentAdmin.saved"))
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (id === null) return
    setDeleting(true)
    try {
      await removeItem(kind, id)
      navigate(`/${kind}`, { state: { deleted: texts.en.title || `#${id}` } })
    } catch (e) {
      setConfirmDelete(false)
      setDeleting(false)
      fail(e)
    }
  }

  if (!creating && id === null) return <Notice tone="error">{t("errors.NOT_FOUND")}</Notice>
  if (loaded.status === "error") return <LoadError error={loaded.error} onRetry={loaded.reload} />
  if (!creating && !item) return <Spinner label={t("common.loading")} />
  /** A field's message goes as soon as it is edited; the others stay until the next save. */
  const clearError = (key: string) => {
    if (!errors[key]) return
    const { [key]: _gone, ...rest } = errors
    reset(rest)
  }
  const setText = (field: "title" | "body" | "location", v: string) => {
    setTexts((all) => ({ ...all, [lang]: { ...all[lang], [field]: v } }))
    clearError(`translations.${lang}.${field}`)
    if (field === "body" && !hasText(v)) clearError(`translations.${lang}.title`)
  }

  return (
    <div className="sw-page">
      <PageHeader
        kicker={
          <Link to={`/${kind}`} className="sw-back">
            <span aria-hidden="true">←</span> {t(`contentAdmin.${kind}.title`)}
          </Link>
        }
        title={creating ? t(`contentAdmin.${kind}.new`) : item?.translations.en.title || t(`contentAdmin.${kind}.edit`)}
        lead={
          item ? (
            <>
              {t("contentAdmin.revisionN", { n: item.revision })} · <EditedBy at={item.updatedAt} by={item.updatedBy ?? t("contentAdmin.team")} />
            </>
          ) : (
            t(`contentAdmin.${kind}.lead`)
          )
        }
        actions={
          item && kind === "announcements" ? (
            <Link to={`/announcements/history/${item.id}`} className="iw-btn iw-btn--secondary" data-testid="content-history-link">
              {t("contentAdmin.history")}
            </Link>
          ) : undefined
        }
      />
      <div aria-live="polite" role="status">
        {note && <Notice tone="success">{note}</Notice>}
      </div>
      {general.map((g) => (
        <Notice key={g} tone="error">
          {g}
        </Notice>
      ))}
      <form
        className="sw-content-form"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <TranslationTabs lang={lang} onLang={setLang} texts={texts} errors={errors} onText={setText} withLocation={kind === "events"} />
        <section className="iw-card sw-card" aria-labelledby="content-settings">
          <h2 id="content-settings">{t("contentAdmin.settings")}</h2>
          {kind === "announcements" && (
            <div className="sw-checks">
              <Checkbox label={t("contentAdmin.fields.pinned")} checked={pinned} onChange={(e) => setPinned(e.target.checked)} data-testid="content-pinned" />
              <Checkbox label={t("contentAdmin.fields.public")} checked={isPublic} onChange={(e) => setPublic(e.target.checked)} data-testid="content-public" />
            </div>
          )}
          {kind === "events" && (
            <div className="sw-form-row sw-form-row--3">
              <TextField
                label={t("contentAdmin.fields.startsAt")}
                type="datetime-local"
                value={startsAt}
                onChange={(e) => (setStartsAt(e.target.value), clearError("startsAt"))}
                errors={errors.startsAt}
                data-testid="content-starts"
              />
              <TextField
                label={t("contentAdmin.fields.endsAt")}
                type="datetime-local"
                value={endsAt}
                onChange={(e) => (setEndsAt(e.target.value), clearError("endsAt"))}
                errors={errors.endsAt}
                data-testid="content-ends"
              />
              <TextField label={t("contentAdmin.fields.location")} value={place} onChange={(e) => setPlace(e.target.value)} maxLength={200} errors={errors.location} data-testid="content-location" />
            </div>
          )}
          {kind === "tutorials" && (
            <TextField
              label={t("contentAdmin.fields.sort")}
              type="number"
              inputMode="numeric"
              min={-10000}
              max={10000}
              value={sort}
              onChange={(e) => (setSort(e.target.value), clearError("sort"))}
              hint={t("contentAdmin.sortHint")}
              errors={errors.sort}
              data-testid="content-sort"
            />
          )}
          <div className="sw-form-row">
            <div className="sw-content-publish">
              <Checkbox label={t("contentAdmin.fields.published")} checked={published} onChange={(e) => setPublished(e.target.checked)} data-testid="content-published" />
            </div>
            <TextField
              label={t("contentAdmin.fields.publishedAt")}
              type="datetime-local"
              value={publishedAt}
              onChange={(e) => (setPublishedAt(e.target.value), clearError("publishedAt"))}
              hint={t("contentAdmin.publishedAtHint")}
              errors={errors.publishedAt}
              data-testid="content-published-at"
            />
          </div>
          <div className="sw-form-actions">
            {id !== null && (
              <Button variant="ghost" className="sw-btn-danger-ghost sw-content-delete" onClick={() => setConfirmDelete(true)} data-testid="content-delete">
                {t("contentAdmin.delete")}
              </Button>
            )}
            <Link to={`/${kind}`} className="iw-btn iw-btn--secondary">
              {t("common.cancel")}
            </Link>
            <Button type="submit" loading={busy} data-testid="content-save">
              {t("contentAdmin.save")}
            </Button>
          </div>
        </section>
      </form>
      {confirmDelete && <DeleteDialog title={texts.en.title || `#${id}`} kind={kind} busy={deleting} onCancel={() => setConfirmDelete(false)} onConfirm={() => void remove()} />}
    </div>
  )
}

export default ContentEditPage
