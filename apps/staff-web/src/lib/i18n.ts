import { type LangCode, LANGS, isLangCode, langFromAcceptLanguage } from "@iw/contracts/i18n"
import { loadCatalogue } from "@iw/contracts/i18n/staff"
import { createI18n, switchLanguage } from "@iw/ui"

/** The staff UI language is chosen in the header and remembered here; it is not part of the URL. */
export const LANG_KEY = "iw.staff.lang"

export const HTML_LANG: Record<LangCode, string> = { en: "en", cn: "zh-CN", tc: "zh-TW", jp: "ja", kr: "ko", ru: "ru" }

const readStored = (): LangCode | null => {
  try {
    const v = window.localStorage.getItem(LANG_KEY)
    return isLangCode(v) ? v : null
  } catch {
    return null
  }
}

/** The remembered language, else the browser's preferred one, else English. */
export const initialLang = (): LangCode => {
  const stored = readStored()
  if (stored) return stored
  const browser = typeof navigator === "undefined" ? "" : [...(navigator.languages ?? []), navigator.language].filter(Boolean).join(",")
  return langFromAcceptLanguage(browser)
}

/** The back-office's one i18next instance; main.tsx loads the first language before the first render. */
export const i18n = createI18n(loadCatalogue)

export const currentLang = (): LangCode => (isLangCode(i18n.language) ? i18n.language : "en")

const applyDocumentLang = (lang: LangCode) => {
  document.documentElement.lang = HTML_LANG[lang]
}

/** Loads the remembered (or browser's) language and marks the document with it. */
export const startLanguage = async (): Promise<void> => {
  const lang = initialLang()
  applyDocumentLang(lang)
  await switchLanguage(i18n, lang)
}

export const setLang = (lang: LangCode) => {
  try {
    window.localStorage.setItem(LANG_KEY, lang)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyDocumentLang(lang)
  void switchLanguage(i18n, lang).catch(() => undefined)
}

export const STAFF_LANGS: ReadonlyArray<LangCode> = LANGS
