/** The product's languages (spec §2). `en` is the fallback. */
export const LANGS = ["en", "cn", "tc", "jp", "kr", "ru"] as const
export type Lang = (typeof LANGS)[number]
export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as ReadonlyArray<string>).includes(value)
