import type { ContentSchemas } from "@iw/contracts"
import { LOCALE_OF } from "@iw/contracts/i18n"
import { formatDateTimeSpan } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"

export type ContentView = ContentSchemas.ContentView
export type ContentViewList = typeof ContentSchemas.ContentViewList.Type

/** The body is HTML sanitised on the server (content.schemas Translation); it is shown in a styled prose box. */
export const Prose = ({ html, className }: { readonly html: string; readonly className?: string }) => (
  <div className={`iw-prose${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: html }} />
)

/** When the text fell back to English (no translation in the UI language), a small note says so. */
export const LangNote = ({ item }: { readonly item: ContentView }) => {
  const { t } = useTranslation()
  const lang = useLang()
  if (item.lang === lang) return null
  return (
    <span className="iw-ct__langnote" data-testid="content-lang-note" lang={LOCALE_OF[lang]}>
      {t("content.shownIn", { language: t(`common.languages.${item.lang}`) })}
    </span>
  )
}

/** Plain text of an HTML body, for card excerpts. */
export const excerpt = (html: string, max = 180): string => {
  // Block ends become spaces, so "<p>a</p><ul><li>b</li></ul>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|blockquote|tr|td|th)>|<br\s*\/?>/gi, (m) => `${m} `)
  const text = (new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "").replace(/\s+/g, " ").trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** An event's time span in CST (spec §9): start, then the end's time alone when it is the same day. */
export const EventWhen = ({ item }: { readonly item: ContentView }) => {
  const lang = useLang()
  if (!item.startsAt) return null
  return <time dateTime={new Date(item.startsAt).toISOString()}>{formatDateTimeSpan(item.startsAt, item.endsAt ?? null, lang)}</time>
}

/** When and where an event happens, each with its icon and a spoken label; `row` lays them side by side. */
export const EventFacts = ({ item, row = false }: { readonly item: ContentView; readonly row?: boolean }) => {
  const { t } = useTranslation()
  return (
    <dl className={`iw-ct__facts${row ? " iw-ct__facts--row" : ""}`}>
      {item.startsAt && (
        <div>
          <dt>
            <Icon d={CALENDAR} />
            <span className="iw-visually-hidden">{t("content.events.when")}</span>
          </dt>
          <dd>
            <EventWhen item={item} />
          </dd>
        </div>
      )}
      {item.location && (
        <div>
          <dt>
            <Icon d={PIN} />
            <span className="iw-visually-hidden">{t("content.events.where")}</span>
          </dt>
          <dd>{item.location}</dd>
        </div>
      )}
    </dl>
  )
}

export const Icon = ({ d }: { readonly d: string }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
)
export const CALENDAR = "M4 6h16v14H4V6Z M4 10h16 M8 3v5 M16 3v5"
export const PUSHPIN = "M9 3h6l-1 6 4 4H6l4-4-1-6Z M12 13v8"
export const PIN = "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
