/** The product's languages (spec §2). `en` is the fallback. */
export const LANGS = ["en", "cn", "tc", "jp", "kr", "ru"] as const
export type Lang = (typeof LANGS)[number]
export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as ReadonlyArray<string>).includes(value)

/**
 * Text people see, as written in each language: English always, the others where someone wrote them. A reader
 * gets their language, else English ({@link inLang}).
 */
export type Localized = { readonly en: string } & { readonly [L in Exclude<Lang, "en">]?: string }

/** The text in the reader's language, English when that language was not written (or left empty). */
export const inLang = (text: Localized, lang: Lang): string => {
  const own = text[lang]
  return own !== undefined && own.trim() !== "" ? own : text.en
}

/** Keeps the known languages with non-empty text; English is required by the type. */
export const localized = (en: string, others: Readonly<Partial<Record<Lang, string>>> = {}): Localized => {
  const out: Record<string, string> = { en }
  for (const l of LANGS) if (l !== "en" && typeof others[l] === "string" && others[l]!.trim() !== "") out[l] = others[l]!
  return out as Localized
}
