import { type LangCode, LANGS, resources } from "@iw/contracts/i18n"
import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"

/** One i18next instance over the shared catalogues. Placeholders are `{name}`, as in the spec's messages. */
export const createI18n = (lang: LangCode): i18n => {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(LANGS.map((l) => [l, { translation: resources[l] }])),
    lng: lang,
    fallbackLng: "en",
    supportedLngs: [...LANGS],
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
    initAsync: false
  })
  return instance
}
