import { LANGS, LOCALE_OF, resources } from "@iw/contracts/i18n"
import { afterEach, describe, expect, it, vi } from "vitest"
import { localiseMemberHead, withCstYear } from "../src/seo"

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

describe("a prerendered page's footer year (issue 18 §8)", () => {
  // As the build draws it in 2026; the server sends it years later.
  const BUILT = '<footer><span data-cst-year="2026" data-testid="footer-copyright">© 2026 Interworld</span></footer><p>2026</p>'
  afterEach(() => void vi.useRealTimers())

  it("is the CST year when the page is sent, not the build's, and nothing else changes", () => {
    vi.useFakeTimers()
    // 2030-12-31 23:59 CST (UTC−6), already 2031 in UTC.
    vi.setSystemTime(new Date("2031-01-01T05:59:00Z"))
    expect(withCstYear(BUILT)).toBe('<footer><span data-cst-year="2030" data-testid="footer-copyright">© 2030 Interworld</span></footer><p>2026</p>')
    // 2031-01-01 00:30 CST.
    vi.setSystemTime(new Date("2031-01-01T06:30:00Z"))
    expect(withCstYear(BUILT)).toContain('data-cst-year="2031" data-testid="footer-copyright">© 2031 Interworld</span>')
  })

  it("leaves a page without a footer year as it is", () => {
    expect(withCstYear(HTML, new Date("2031-06-01T00:00:00Z"))).toBe(HTML)
  })
})
