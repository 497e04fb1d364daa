import { createI18n } from "@iw/ui"

/** The member site's one i18next instance; the route's language segment drives it. */
export const i18n = createI18n("en")

export const HTML_LANG = { en: "en", cn: "zh-CN", tc: "zh-TW", jp: "ja", kr: "ko", ru: "ru" } as const
