import { LANGS, LOCALE_OF, resources } from "@iw/contracts/i18n"
import { describe, expect, it } from "vitest"
import { localiseMemberHead } from "../src/seo"

const HTML = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Interworld</title>\n  </head>\n  <body></body>\n</html>'

describe("the member site's head for search engines (issue 18 §8 SEO)", () => {
  it("names the page's language, describes it in that language, and links the same page in all six languages", () => {
    for (const lang of LANGS) {
      const html = localiseMemberHead(HTML, lang, "/about", "https://interworld.example")
      expect(html).toContain(`<html lang="${LOCALE_OF[lang]}">`)
      const description = (resources[lang] as { landing: { meta: { description: string } } }).landing.meta.description
      expect(html).toContain(`<meta name="description" content="${description}" />`)
      for (const other of LANGS) expect(html).toContain(`<link rel="alternate" hreflang="${LOCALE_OF[other]}" href="https://interworld.example/${other}/about" />`)
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://interworld.example/en/about" />')
      expect(html.indexOf("</head>")).toBeGreaterThan(html.indexOf("hreflang"))
    }
  })

  it("escapes what it puts in an attribute", () => {
    expect(localiseMemberHead(HTML, "en", '/x"><script>', "https://a.example")).not.toContain('"><script>')
  })
})
