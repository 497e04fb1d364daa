import { type LangCode, isLangCode } from "@iw/contracts/i18n"
import { loadCatalogue } from "@iw/contracts/i18n/member"
import { createI18n } from "@iw/ui"

/** The member site's one i18next instance; the route's language segment drives it. */
export const i18n = createI18n(loadCatalogue)

/** The language segment of a path (`/jp/support` → jp), English when there is none. */
export const langOfPath = (path: string): LangCode => {
  const first = path.split("/")[1]
  return isLangCode(first) ? first : "en"
}

export const HTML_LANG = { en: "en", cn: "zh-CN", tc: "zh-TW", jp: "ja", kr: "ko", ru: "ru" } as const
