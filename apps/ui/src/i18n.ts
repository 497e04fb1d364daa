import { type Catalogue, type LangCode, LANGS } from "@iw/contracts/i18n"
import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"

/**
 * One i18next instance for one web app, given the loader of that app's catalogues (`@iw/contracts/i18n/member` or
 * `/staff`: each leaves out the other app's screens; the server and the CLI use the full `resources`). It starts empty: `switchLanguage` fetches a language's catalogue (and English,
 * the fallback) before switching to it, so a page downloads only what it shows. Placeholders are `{name}`, as in
 * the spec's messages.
 */
export type LoadCatalogue = (lang: LangCode) => Promise<Catalogue>
type Instance = i18n & { readonly loadCatalogue: LoadCatalogue }

export const createI18n = (loadCatalogue: LoadCatalogue): Instance => {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: {},
    lng: "en",
    fallbackLng: "en",
    supportedLngs: [...LANGS],
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
    initAsync: false
  })
  return Object.assign(instance, { loadCatalogue })
}

const loading = new WeakMap<i18n, Map<LangCode, Promise<void>>>()

/** Fetches `lang` (and English) into the instance once, then makes it the language. Resolves when the page can show it. */
export const switchLanguage = async (instance: Instance, lang: LangCode): Promise<void> => {
  let pending = loading.get(instance)
  if (!pending) loading.set(instance, (pending = new Map()))
  const load = (l: LangCode) => {
    let p = pending.get(l)
    if (!p) {
      p = instance.loadCatalogue(l).then((cat) => void instance.addResourceBundle(l, "translation", cat, true, true))
      p.catch(() => pending.delete(l))
      pending.set(l, p)
    }
    return p
  }
  await Promise.all([load("en"), load(lang)])
  if (instance.language !== lang) await instance.changeLanguage(lang)
}
