import { LoadState, Pager, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { events } from "../api/content"
import { to, useLang } from "../../../lib/lang"
import { EventFacts, LangNote, excerpt } from "./parts"
import "../content.css"

/** `/{lang}/events` (spec §2 Content, §7): event cards with date (CST) and place; each opens `/{lang}/events/{id}`. */
const EventsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = usePagedQuery(({ page }) => events(page, lang), { deps: [lang] })
  useDocumentTitle(t("content.events.title"))

  const items = list.rows
  return (
    <div className="iw-page iw-ct" data-testid="events-page">
      <header className="iw-ct__head">
        <h1>{t("content.events.title")}</h1>
        <p className="iw-ct__lead">{t("content.events.lead")}</p>
      </header>
      <LoadState load={list}>{(data) => data.data.length === 0 && <div className="iw-card iw-ct__empty">{t("content.events.empty")}</div>}</LoadState>
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
            <EventFacts item={e} />
            <p className="iw-ct__excerpt">{excerpt(e.body)}</p>
            <span className="iw-ct__more" aria-hidden="true">
              {t("content.events.details")} →
            </span>
          </li>
        ))}
      </ul>
      {list.pager && <Pager {...list.pager} label={t("content.pages")} />}
    </div>
  )
}

export default EventsPage
