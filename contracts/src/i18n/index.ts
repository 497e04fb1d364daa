import { catalogues } from "./locales/index"

export const LANGS = ["en", "cn", "tc", "jp", "kr", "ru"] as const
export type LangCode = (typeof LANGS)[number]

export type Catalogue = { readonly [key: string]: string | Catalogue }

/** The message catalogues: one source for the server's messages, both web apps and the CLI. */
export const resources: Record<LangCode, Catalogue> = catalogues

/** Language names as each language writes its own. */
export const LANG_NAMES: Record<LangCode, string> = {
  en: "English",
  cn: "简体中文",
  tc: "繁體中文",
  jp: "日本語",
  kr: "한국어",
  ru: "Русский"
}

/** BCP 47 tags for Intl formatting. */
export const LOCALE_OF: Record<LangCode, string> = { en: "en-US", cn: "zh-CN", tc: "zh-TW", jp: "ja-JP", kr: "ko-KR", ru: "ru-RU" }

export const isLangCode = (v: unknown): v is LangCode => typeof v === "string" && (LANGS as ReadonlyArray<string>).includes(v)

const fromTag = (tag: string): LangCode | null => {
  const t = tag.trim().toLowerCase()
  if (isLangCode(t)) return t
  if (t.startsWith("zh")) return /(tw|hk|mo|hant)/.test(t) ? "tc" : "cn"
  if (t.startsWith("ja")) return "jp"
  if (t.startsWith("ko")) return "kr"
  if (t.startsWith("ru")) return "ru"
  if (t.startsWith("en")) return "en"
  return null
}

/** Picks our language from an Accept-Language header (our own codes or BCP 47 tags), defaulting to English. */
export const langFromAcceptLanguage = (header: string | undefined | null): LangCode => {
  if (!header) return "en"
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...rest] = part.split(";")
      const q = rest.find((r) => r.trim().startsWith("q="))
      // A weight of 0 (or less) says "not this language" (RFC 9110 §12.4.2); an unreadable one ranks last; none past 1.
      const weight = q ? Number(q.trim().slice(2)) : 1
      return { tag: tag ?? "", q: Number.isNaN(weight) ? Number.MIN_VALUE : Math.min(weight, 1) }
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const lang = fromTag(tag)
    if (lang) return lang
  }
  return "en"
}

/** The entry at a dotted key: a message or a group of them. */
const lookupNode = (cat: Catalogue, key: string): string | Catalogue | undefined => {
  let node: string | Catalogue | undefined = cat
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined
    node = node[part]
  }
  return node
}

const lookup = (cat: Catalogue, key: string): string | undefined => {
  const node = lookupNode(cat, key)
  return typeof node === "string" ? node : undefined
}

/** Fills `{name}` placeholders. */
export const interpolate = (text: string, params?: Readonly<Record<string, string | number>>): string =>
  params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text

/** A message in a language, falling back to English, then to the key itself. */
export const translate = (lang: LangCode, key: string, params?: Readonly<Record<string, string | number>>): string =>
  interpolate(lookup(resources[lang], key) ?? lookup(resources.en, key) ?? key, params)

export const hasKey = (lang: LangCode, key: string): boolean => lookup(resources[lang], key) !== undefined

/** Every leaf key of a catalogue, dotted. */
export const keysOf = (cat: Catalogue, prefix = ""): Array<string> =>
  Object.entries(cat).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)))

export const valueOf = lookup

/**
 * A name the product itself wrote in English (a built-in building template's, "Cottage") in the reader's language:
 * the English catalogue lists such names under `group` (`buildings.templateNames`), and a name found there is given
 * in `lang`. A name staff wrote themselves (a template they renamed or added) is theirs and is answered as it is.
 */
export const builtInName = (lang: LangCode, group: string, name: string): string => {
  const names = lookupNode(resources.en, group)
  const key = typeof names === "object" ? Object.keys(names).find((k) => names[k] === name) : undefined
  return key === undefined ? name : translate(lang, `${group}.${key}`)
}

/** An SMS or e-mail the product sends, rendered in the recipient's language from `messages.<template>`. */
export const renderMessage = (
  template: string,
  params: Readonly<Record<string, string | number>>,
  lang: LangCode
): { readonly subject: string; readonly body: string } => ({
  subject: translate(lang, `messages.${template}.subject`, params),
  body: translate(lang, `messages.${template}.body`, params)
})
