import { TextField } from "@iw/ui"
import { type KeyboardEvent, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { FormErrors } from "../../../hooks/use-form-errors"
import { LANGS, type Lang } from "../api/content"
import { RichTextEditor } from "./RichTextEditor"

export type Texts = Record<Lang, { title: string; body: string; location: string }>

/**
 * The text of a content item in each language, one tab a language (English required; readers of a language without
 * text see the English): a title and a rich-text body. The tabs follow the ARIA tabs pattern (arrow keys, Home and
 * End move and select) and mark English as required, a language with text, and one with errors.
 */
export const TranslationTabs = ({
  lang,
  onLang: setLang,
  texts,
  errors,
  onText: setText,
  withLocation = false
}: {
  readonly lang: Lang
  readonly onLang: (lang: Lang) => void
  readonly texts: Texts
  readonly errors: FormErrors
  readonly onText: (field: "title" | "body" | "location", value: string) => void
  /** Events: where it is, in each language but English (English is the item's location field). */
  readonly withLocation?: boolean
}) => {
  const { t } = useTranslation()
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({})
  const langName = (l: Lang) => t(`common.languages.${l}`)
  const langErrors = (l: Lang) => [...(errors[`translations.${l}.title`] ?? []), ...(errors[`translations.${l}.body`] ?? [])]
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = LANGS.indexOf(lang)
    const last = LANGS.length - 1
    const next = e.key === "ArrowRight" ? (i === last ? 0 : i + 1) : e.key === "ArrowLeft" ? (i === 0 ? last : i - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : null
    if (next === null) return
    e.preventDefault()
    setLang(LANGS[next])
    tabs.current[LANGS[next]]?.focus()
  }
  return (
    <section className="iw-card sw-card sw-content-texts">
      <div role="tablist" aria-label={t("contentAdmin.languages")} className="sw-lang-tabs" onKeyDown={onTabKey}>
        {LANGS.map((l) => {
          const bad = langErrors(l).length > 0
          const filled = texts[l].title.trim() !== ""
          return (
            <button
              key={l}
              ref={(el) => {
                tabs.current[l] = el
              }}
              id={`content-tab-${l}`}
              type="button"
              role="tab"
              aria-selected={l === lang}
              aria-controls="content-tabpanel"
              tabIndex={l === lang ? 0 : -1}
              className={`sw-lang-tab${l === lang ? " sw-lang-tab--on" : ""}${bad ? " sw-lang-tab--bad" : ""}`}
              onClick={() => setLang(l)}
              data-testid={`content-lang-${l}`}
            >
              {langName(l)}
              {l === "en" && (
                <span className="sw-lang-tab__mark" aria-label={t("contentAdmin.requiredMark")}>
                  *
                </span>
              )}
              {l !== "en" && filled && (
                <span className="sw-lang-tab__mark sw-lang-tab__mark--ok" aria-label={t("contentAdmin.hasText")}>
                  ✓
                </span>
              )}
              {bad && (
                <span className="sw-lang-tab__mark sw-lang-tab__mark--bad" aria-label={t("contentAdmin.hasErrors")}>
                  !
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div id="content-tabpanel" role="tabpanel" aria-labelledby={`content-tab-${lang}`} className="sw-lang-panel">
        <p className="sw-muted sw-small">{lang === "en" ? t("contentAdmin.englishRequired") : t("contentAdmin.fallbackNote", { lang: langName(lang) })}</p>
        <TextField
          key={`title-${lang}`}
          label={t("contentAdmin.fields.titleIn", { lang: langName(lang) })}
          value={texts[lang].title}
          onChange={(e) => setText("title", e.target.value)}
          maxLength={200}
          required={lang === "en"}
          errors={errors[`translations.${lang}.title`]}
          data-testid="content-title"
        />
        <RichTextEditor
          key={`body-${lang}`}
          label={t("contentAdmin.fields.bodyIn", { lang: langName(lang) })}
          value={texts[lang].body}
          onChange={(v) => setText("body", v)}
          required={lang === "en"}
          errors={errors[`translations.${lang}.body`]}
          testId="content-body"
        />
        {withLocation && lang !== "en" && (
          <TextField
            key={`location-${lang}`}
            label={t("contentAdmin.fields.locationIn", { lang: langName(lang) })}
            value={texts[lang].location}
            onChange={(e) => setText("location", e.target.value)}
            maxLength={200}
            errors={errors[`translations.${lang}.location`]}
            data-testid="content-location-lang"
          />
        )}
      </div>
    </section>
  )
}
