import { toCstWall } from "@iw/contracts/cst"
import { LANGS, LOCALE_OF, type LangCode, translate } from "@iw/contracts/i18n"

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * The member site's index.html for one page (issue 18 §8 SEO): the page's language on `<html>`, a meta description in
 * that language, and `hreflang` alternates naming the same page in each of the six languages (`x-default`: English).
 * `rest` is the path after the language segment ("" or "/about"); `origin` makes the alternates absolute.
 */
export const localiseMemberHead = (html: string, lang: LangCode, rest: string, origin: string): string => {
  const alternates = [
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${LOCALE_OF[l]}" href="${escapeAttr(`${origin}/${l}${rest}`)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(`${origin}/en${rest}`)}" />`
  ]
  const head = [`<meta name="description" content="${escapeAttr(translate(lang, "landing.meta.description"))}" />`, ...alternates].join("\n    ")
  return html.replace(/<html lang="[^"]*">/, `<html lang="${LOCALE_OF[lang]}">`).replace("</head>", `    ${head}\n  </head>`)
}

/**
 * A prerendered page's footer year (issue 18 §8: the build draws the page, `data-cst-year` marks the copyright) made the
 * CST year at `now`, the moment it is sent: the page is right without script, and the app that hydrates it starts from
 * the same year.
 */
export const withCstYear = (html: string, now: Date = new Date()): string => {
  const year = toCstWall(now).slice(0, 4)
  return html.replace(/data-cst-year="(\d{4})"([^>]*)>([^<]*)</g, (_, built: string, rest: string, text: string) => `data-cst-year="${year}"${rest}>${text.split(built).join(year)}<`)
}
