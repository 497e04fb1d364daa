import { LoadState, formatDateTime, useDocumentTitle, useLoad } from "@iw/ui"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useParams } from "react-router"
import { event } from "../api/content"
import { reloadProfile } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { notifyUnreadChanged } from "../../../lib/unread"
import { EventFacts, LangNote, Prose } from "./parts"
import "../content.css"

/** `/{lang}/events/{id}` (spec §2 Content): one event; reading it marks it read. */
const EventPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { id: raw } = useParams()
  const id = Number(raw)
  const valid = Number.isSafeInteger(id) && id > 0
  const load = useLoad(() => event(id, lang), [id, lang], { enabled: valid })
  useDocumentTitle(load.data?.title ?? t("content.events.title"))

  // Reading an event marks it read: the header's unread count follows.
  useEffect(() => {
    if (!load.data) return
    notifyUnreadChanged()
    void reloadProfile().catch(() => undefined)
  }, [load.data])

  if (!valid) return <Navigate to={to(lang, "events")} replace />
  return (
    <div className="iw-page iw-ct iw-ct--detail" data-testid="event-page">
      <nav className="iw-ct__crumbs" aria-label={t("content.breadcrumb")}>
        <Link to={to(lang, "events")}>{t("content.events.title")}</Link>
        {load.data && (
          <>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{load.data.title}</span>
          </>
        )}
      </nav>
      <LoadState load={load} notFound={t("content.events.notFound")}>
        {(item) => (
          <article className="iw-card iw-ct__article" aria-labelledby="iw-event-title">
            <header className="iw-ct__article-head">
              <div className="iw-ct__badges">
                <LangNote item={item} />
              </div>
              <h1 id="iw-event-title">{item.title}</h1>
              <EventFacts item={item} row />
              <p className="iw-ct__date">{t("content.published", { date: formatDateTime(item.publishedAt, lang) })}</p>
            </header>
            <Prose html={item.body} />
          </article>
        )}
      </LoadState>
    </div>
  )
}

export default EventPage
