import { LANGS, LANG_NAMES, LOCALE_OF } from "@iw/contracts/i18n"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router"
import { switchLangPath, useLang } from "../../../lib/lang"
import { Dropdown, MenuLink } from "./Dropdown"
import { ChevronDown, Globe } from "./icons"

/** The language dropdown (spec §2): switches the language segment and keeps the rest of the path. */
export const LangSwitcher = ({ compact = false }: { readonly compact?: boolean }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname, search } = useLocation()
  return (
    <Dropdown
      label={t("shell.lang.label")}
      align="right"
      className="iw-lang"
      triggerClassName="iw-hbtn"
      popupClassName="iw-lang__popup"
      triggerAttrs={{ "data-testid": "lang-switcher" }}
      trigger={
        <>
          <Globe />
          <span className="iw-lang__code">{compact ? lang.toUpperCase() : LANG_NAMES[lang]}</span>
          <ChevronDown />
        </>
      }
    >
      {() =>
        LANGS.map((code) => (
          <MenuLink key={code} to={switchLangPath(pathname, search, code)} current={code === lang && "true"} lang={LOCALE_OF[code]} hrefLang={LOCALE_OF[code]} testId={`lang-${code}`}>
            <span>{LANG_NAMES[code]}</span>
            <span className="iw-lang__tag" aria-hidden="true">
              {code.toUpperCase()}
            </span>
          </MenuLink>
        ))
      }
    </Dropdown>
  )
}
