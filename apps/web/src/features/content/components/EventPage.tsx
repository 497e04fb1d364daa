import { Notice, Spinner, errorMessage, formatDateTime, useDocumentTitle } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useParams } from "react-router"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { notifyUnreadChanged } from "../../../lib/unread"
import { CALENDAR, type ContentView, EventWhen, Icon, LangNote, type Load, PIN, Prose } from "./parts"
import "../content.css"

/** `/{lang}/events/{id}` (spec §2 Content): one event; reading it marks it read. */
const EventPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { id: raw } = useParams()
  const id = Number(raw)
  const valid = Number.isSafeInteger(id) && id > 0
  const [load, setLoad] = useState<Load<ContentView>>({ state: "loading" })
  useDocumentTitle(load.state === "ready" ? load.data.title : t("content.events.title"))

  useEffect(() => {
    if (!valid) return
    let live = true
    setLoad({ state: "loading" })
    api.content
      .event({ query: { eventId: id, lang } })
      .then((data) => {
        if (!live) return
        setLoad({ state: "ready", data })
        notifyUnreadChanged()
        void reloadProfile().catch(() => undefined)
      })
      .catch((err: unknown) => live && setLoad({ state: "failed", message: errorMessage(err, t), missing: (err as { status?: number }).status === 404 }))
    return () => {
      live = false
    }
  }, [id, valid, lang, t])

  if (!valid) return <Navigate to={to(lang, "events")} replace />
  return (
    <div className="iw-page iw-ct iw-ct--detail" data-testid="event-page">
      <nav className="iw-ct__crumbs" aria-label={t("content.breadcrumb")}>
        <Link to={to(lang, "events")}>{t("content.events.title")}</Link>
        {load.state === "ready" && (
          <>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{load.data.title}</span>
          </>
        )}
      </nav>
      {load.state === "loading" && <Spinner label={t("common.loading")} />}
      {load.state === "failed" && <Notice tone="error">{load.missing ? t("content.events.notFound") : load.message}</Notice>}
      {load.state === "ready" && (
        <article className="iw-card iw-ct__article" aria-labelledby="iw-event-title">
          <header className="iw-ct__article-head">
            <div className="iw-ct__badges">
              <LangNote item={load.data} />
            </div>
            <h1 id="iw-event-title">{load.data.title}</h1>
            <dl className="iw-ct__facts iw-ct__facts--row">
              {load.data.startsAt && (
                <div>
                  <dt>
                    <Icon d={CALENDAR} />
                    <span className="iw-visually-hidden">{t("content.events.when")}</span>
                  </dt>
                  <dd>
                    <EventWhen item={load.data} />
                  </dd>
                </div>
              )}
              {load.data.location && (
                <div>
                  <dt>
                    <Icon d={PIN} />
                    <span className="iw-visually-hidden">{t("content.events.where")}</span>
                  </dt>
                  <dd>{load.data.location}</dd>
                </div>
              )}
            </dl>
            <p className="iw-ct__date">{t("content.published", { date: formatDateTime(load.data.publishedAt, lang) })}</p>
          </header>
          <Prose html={load.data.body} />
        </article>
      )}
    </div>
  )
}

export default EventPage
