import { LoadState, Pager, formatDateTime, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { announcements, markAnnouncementsRead } from "../api/content"
import { reloadProfile } from "../../../lib/auth"
import { useLang } from "../../../lib/lang"
import { notifyUnreadChanged } from "../../../lib/unread"
import { Icon, LangNote, PUSHPIN, Prose } from "./parts"
import "../content.css"

/**
 * Announcements, for members (`/{lang}/announcements`, marks the shown ones read) or for visitors
 * (`/{lang}/public-announcements`, no login).
 */
export const AnnouncementsView = ({ audience }: { readonly audience: "member" | "public" }) => {
  const { t } = useTranslation()
  const lang = useLang()
  // Spec §7 sort and direction: newest first by default, or oldest first; pinned ones stay on top either way.
  const list = usePagedQuery(({ page, filters }) => announcements(audience, page, lang, filters.order === "oldest"), { filters: ["order"], deps: [audience, lang], scrollToTop: true })
  const oldest = list.filters.order === "oldest"
  useDocumentTitle(t("content.announcements.title"))

  // The member's unread ones that are shown get marked read; the header's count follows.
  useEffect(() => {
    const unread = audience === "member" ? (list.data?.data ?? []).filter((a) => !a.read).map((a) => a.id) : []
    if (unread.length === 0) return
    void markAnnouncementsRead(unread)
      .then(() => {
        notifyUnreadChanged()
        return reloadProfile()
      })
      .catch(() => undefined)
  }, [list.data])

  // Pinned first, as the server sorts them; kept stable here too.
  const items = [...list.rows].sort((a, b) => Number(b.pinned) - Number(a.pinned))

  return (
    <div className="iw-page iw-ct iw-ct--announcements" data-testid={audience === "member" ? "announcements-page" : "public-announcements-page"}>
      <header className="iw-ct__head">
        <h1>{t("content.announcements.title")}</h1>
        <p className="iw-ct__lead">{t(audience === "member" ? "content.announcements.lead" : "content.announcements.publicLead")}</p>
        <label className="iw-ct__order">
          <span>{t("content.announcements.order")}</span>{" "}
          <select className="iw-input" value={oldest ? "oldest" : "newest"} onChange={(e) => list.setFilters({ order: e.target.value === "oldest" ? "oldest" : "" })} data-testid="announcements-order">
            <option value="newest">{t("content.announcements.newestFirst")}</option>
            <option value="oldest">{t("content.announcements.oldestFirst")}</option>
          </select>
        </label>
      </header>
      <LoadState load={list}>
        {(data) =>
          data.data.length === 0 && (
            <div className="iw-card iw-ct__empty" data-testid="announcements-empty">
              {t("content.announcements.empty")}
            </div>
          )
        }
      </LoadState>
      <div className="iw-ct__stack">
        {items.map((a) => (
          <article
            key={a.id}
            className={`iw-card iw-ct__article${a.pinned ? " iw-ct__article--pinned" : ""}`}
            data-testid="announcement"
            data-pinned={a.pinned}
            data-id={a.id}
            aria-labelledby={`iw-ann-${a.id}`}
          >
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
      {list.pager && <Pager {...list.pager} label={t("content.pages")} />}
    </div>
  )
}
