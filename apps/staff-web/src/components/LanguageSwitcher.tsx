import { LANG_NAMES } from "@iw/contracts/i18n"
import { Menu } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../hooks/use-lang"
import { HTML_LANG, STAFF_LANGS, setLang } from "../lib/i18n"

/** The staff UI language (en, cn, tc, jp, kr, ru), remembered in local storage and sent as Accept-Language. */
export const LanguageSwitcher = () => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Menu
      align="right"
      className="sw-lang"
      triggerClassName="sw-header__button"
      label={t("backoffice.header.language")}
      trigger={
        <>
          <svg className="sw-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.6 15.6 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
            />
          </svg>
          <span className="sw-lang__name" lang={HTML_LANG[lang]}>
            {LANG_NAMES[lang]}
          </span>
          <span className="sw-lang__code">{lang.toUpperCase()}</span>
        </>
      }
    >
      {() =>
        STAFF_LANGS.map((l) => (
          <button
            key={l}
            type="button"
            role="menuitemradio"
            aria-checked={l === lang}
            lang={HTML_LANG[l]}
            className="iw-menu__item sw-lang__item"
            data-testid={`staff-lang-${l}`}
            onClick={() => setLang(l)}
          >
            <span>{LANG_NAMES[l]}</span>
            {l === lang && <span aria-hidden="true">✓</span>}
          </button>
        ))
      }
    </Menu>
  )
}
