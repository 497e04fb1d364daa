import { Button, Notice, Pager, Spinner, errorMessage, useDocumentTitle } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { CALENDAR, type ContentViewList, EventWhen, Icon, LangNote, type Load, PIN, excerpt, pageFrom } from "./parts"
import "../content.css"

/** Spec §9: events show 6 a page. */
export const EVENTS_PER_PAGE = 6

/** `/{lang}/events` (spec §2 Content, §7): event cards with date (CST) and place; each opens `/{lang}/events/{id}`. */
const EventsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  const [load, setLoad] = useState<Load<ContentViewList>>({ state: "loading" })
  const [stale, setStale] = useState(0)
  useDocumentTitle(t("content.events.title"))

  useEffect(() => {
    let live = true
    setLoad({ state: "loading" })
    api.content
      .events({ query: { page, perPage: EVENTS_PER_PAGE, lang } })
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [page, lang, stale, t])

  const items = load.state === "ready" ? load.data.data : []
  return (
    <div className="iw-page iw-ct" data-testid="events-page">
      <header className="iw-ct__head">
        <h1>{t("content.events.title")}</h1>
        <p className="iw-ct__lead">{t("content.events.lead")}</p>
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
      {load.state === "ready" && items.length === 0 && <div className="iw-card iw-ct__empty">{t("content.events.empty")}</div>}
      <ul className="iw-ct__grid">
        {items.map((e) => (
          <li key={e.id} className="iw-card iw-ct__event" data-testid="event-card" data-id={e.id}>
            <div className="iw-ct__badges">
              {!e.read && <span className="iw-badge iw-badge--info">{t("content.new")}</span>}
              <LangNote item={e} />
            </div>
            <h2 className="iw-ct__event-title">
              <Link to={to(lang, `events/${e.id}`)} className="iw-ct__stretch">
                {e.title}
              </Link>
            </h2>
            <dl className="iw-ct__facts">
              {e.startsAt && (
                <div>
                  <dt>
                    <Icon d={CALENDAR} />
                    <span className="iw-visually-hidden">{t("content.events.when")}</span>
                  </dt>
                  <dd>
                    <EventWhen item={e} />
                  </dd>
                </div>
              )}
              {e.location && (
                <div>
                  <dt>
                    <Icon d={PIN} />
                    <span className="iw-visually-hidden">{t("content.events.where")}</span>
                  </dt>
                  <dd>{e.location}</dd>
                </div>
              )}
            </dl>
            <p className="iw-ct__excerpt">{excerpt(e.body)}</p>
            <span className="iw-ct__more" aria-hidden="true">
              {t("content.events.details")} →
            </span>
          </li>
        ))}
      </ul>
      {load.state === "ready" && (
        <Pager
          page={page}
          total={load.data.meta.total}
          perPage={load.data.meta.perPage}
          onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
          label={t("content.pages")}
        />
      )}
    </div>
  )
}

export default EventsPage
