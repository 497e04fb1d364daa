import { Button, Notice, Pager, Spinner, errorMessage, formatDateTime, useDocumentTitle } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { useLang } from "../../../lib/lang"
import { notifyUnreadChanged } from "../../../lib/unread"
import { type ContentViewList, Icon, LangNote, type Load, PUSHPIN, Prose, pageFrom } from "./parts"
import "../content.css"

/** Spec §9: announcements show 3 a page, pinned first. */
export const ANNOUNCEMENTS_PER_PAGE = 3

/**
 * Announcements, for members (`/{lang}/announcements`, marks the shown ones read) or for visitors
 * (`/{lang}/public-announcements`, no login).
 */
export const AnnouncementsView = ({ audience }: { readonly audience: "member" | "public" }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  // Spec §7 sort and direction: newest first by default, or oldest first; pinned ones stay on top either way.
  const oldest = search.get("order") === "oldest"
  const [load, setLoad] = useState<Load<ContentViewList>>({ state: "loading" })
  const [stale, setStale] = useState(0)
  useDocumentTitle(t("content.announcements.title"))

  useEffect(() => {
    let live = true
    setLoad({ state: "loading" })
    const query = { page, perPage: ANNOUNCEMENTS_PER_PAGE, lang, ...(oldest ? { sort: "publishedAt" as const, direction: "asc" as const } : {}) }
    const call = audience === "member" ? api.content.announcements({ query }) : api.content.publicAnnouncements({ query })
    call
      .then((data) => {
        if (!live) return
        setLoad({ state: "ready", data })
        const unread = data.data.filter((a) => !a.read).map((a) => a.id)
        if (audience === "member" && unread.length > 0) {
          void api.content
            .announcementsRead({ body: { ids: unread } })
            .then(() => {
              notifyUnreadChanged()
              return reloadProfile()
            })
            .catch(() => undefined)
        }
      })
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [audience, page, lang, oldest, stale, t])

  const goPage = (p: number) => {
    setSearch({ ...(p > 1 ? { page: String(p) } : {}), ...(oldest ? { order: "oldest" } : {}) })
    window.scrollTo({ top: 0 })
  }
  // Pinned first, as the server sorts them; kept stable here too.
  const items = load.state === "ready" ? [...load.data.data].sort((a, b) => Number(b.pinned) - Number(a.pinned)) : []

  return (
    <div className="iw-page iw-ct iw-ct--announcements" data-testid={audience === "member" ? "announcements-page" : "public-announcements-page"}>
      <header className="iw-ct__head">
        <h1>{t("content.announcements.title")}</h1>
        <p className="iw-ct__lead">{t(audience === "member" ? "content.announcements.lead" : "content.announcements.publicLead")}</p>
        <label className="iw-ct__order">
          <span>{t("content.announcements.order")}</span>{" "}
          <select className="iw-input" value={oldest ? "oldest" : "newest"} onChange={(e) => setSearch(e.target.value === "oldest" ? { order: "oldest" } : {})} data-testid="announcements-order">
            <option value="newest">{t("content.announcements.newestFirst")}</option>
            <option value="oldest">{t("content.announcements.oldestFirst")}</option>
          </select>
        </label>
      </header>
      {load.state === "loading" && <Spinner label={t("common.loading")} />}
      {load.state === "failed" && (
        <Notice tone="error">
          {load.message}{" "}
          <Button variant="link" onClick={() => setStale((n) => n + 1)}>
            {t("common.retry")}
          </Button>
        </Notice>
      )}
      {load.state === "ready" && items.length === 0 && (
        <div className="iw-card iw-ct__empty" data-testid="announcements-empty">
          {t("content.announcements.empty")}
        </div>
      )}
      <div className="iw-ct__stack">
        {items.map((a) => (
          <article key={a.id} className={`iw-card iw-ct__article${a.pinned ? " iw-ct__article--pinned" : ""}`} data-testid="announcement" data-pinned={a.pinned} data-id={a.id} aria-labelledby={`iw-ann-${a.id}`}>
            <header className="iw-ct__article-head">
              <div className="iw-ct__badges">
                {a.pinned && (
                  <span className="iw-badge iw-ct__pinned" data-testid="announcement-pinned">
                    <Icon d={PUSHPIN} />
                    {t("content.pinned")}
                  </span>
                )}
                {audience === "member" && !a.read && <span className="iw-badge iw-badge--info">{t("content.new")}</span>}
                <LangNote item={a} />
              </div>
              <h2 id={`iw-ann-${a.id}`} lang={a.lang === lang ? undefined : a.lang}>
                {a.title}
              </h2>
              <time className="iw-ct__date" dateTime={new Date(a.publishedAt).toISOString()}>
                {formatDateTime(a.publishedAt, lang)}
              </time>
            </header>
            <Prose html={a.body} />
          </article>
        ))}
      </div>
      {load.state === "ready" && (
        <Pager
          page={page}
          total={load.data.meta.total}
          perPage={load.data.meta.perPage}
          onPage={goPage}
          label={t("content.pages")}
        />
      )}
    </div>
  )
}
