import { type Catalogue, LANGS, builtInName, keysOf, resources, valueOf } from "@iw/contracts/i18n"
import { ASSET_NAMES, GAME_RESOURCES, MEMO_CODES, type MessageTemplate, TRANSFER_CODES } from "@iw/core"
import { describe, expect, it } from "vitest"

/**
 * Every language has every key the English catalogue has, with the same placeholders, and a value that
 * is a translation rather than a copy of the English. Brand names and the like may stay identical.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  "common.appName",
  "signup.hear.zoom",
  "signup.hear.telegram",
  "signup.hear.twitter",
  "common.ok"
])

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const hasLetters = (s: string) => /\p{L}/u.test(s.replace(/\{\w+\}/g, ""))
/** Names that stay the same in every language. */
const BRANDS = new Set(["Interworld", "ABEY", "ITW", "XRacer", "AdNet", "DAO", "Live2Earn", "Zoom", "Telegram", "Twitter", "Windows", "macOS", "WebGL", "NFT", "PDF", "USD", "CST", "SMS", "API", "ID", "OK", "GiB", "GB", "MB", "CPU", "GPU", "RAM", "DirectX", "Chrome", "Edge", "Firefox", "Safari"])
/** A value made only of brand names and short acronyms (e.g. "ABEY", "ID {id}", "© {year} Interworld") can stay. */
const isBrandOnly = (s: string) => {
  const words = s.replace(/\{\w+\}/g, " ").split(/[^\p{L}\p{N}]+/u).filter((w) => /\p{L}/u.test(w))
  return words.length > 0 && words.every((w) => BRANDS.has(w) || /^[A-Z0-9]{2,4}$/.test(w))
}

const english = keysOf(resources.en)

describe("translations (six languages)", () => {
  it("the English catalogue is not empty", () => {
    expect(english.length).toBeGreaterThan(100)
  })

  for (const lang of LANGS.filter((l) => l !== "en")) {
    it(`${lang} has every English key, with the same placeholders`, () => {
      const missing = english.filter((k) => valueOf(resources[lang], k) === undefined)
      expect(missing).toEqual([])
      const mismatched = english.filter((k) => {
        const v = valueOf(resources[lang], k)
        return v !== undefined && placeholders(v).join() !== placeholders(valueOf(resources.en, k)!).join()
      })
      expect(mismatched).toEqual([])
    })

    it(`${lang} has no key English lacks`, () => {
      expect(keysOf(resources[lang] as Catalogue).filter((k) => valueOf(resources.en, k) === undefined)).toEqual([])
    })

    it(`${lang} translates instead of copying English`, () => {
      const copies = english.filter((k) => {
        const en = valueOf(resources.en, k)!
        const v = valueOf(resources[lang], k)
        return v === en && hasLetters(en) && !isBrandOnly(en) && !SAME_AS_ENGLISH_ALLOWED.has(k)
      })
      expect(copies).toEqual([])
    })
  }
})

describe("the web apps' catalogues, fetched one language at a time", () => {
  it("hold the shared catalogues' namespaces as they are: the member site without the back-office's, the back-office without the member site's screens", async () => {
    const { loadCatalogue: member } = await import("@iw/contracts/i18n/member")
    const { loadCatalogue: staff } = await import("@iw/contracts/i18n/staff")
    for (const lang of LANGS) {
      const [m, s] = await Promise.all([member(lang), staff(lang)])
      const all = Object.keys(resources[lang])
      // A namespace added without `npm run i18n:index` is in neither (the CLI's own words are only the terminal's).
      expect(all.filter((ns) => ns !== "cli" && !(ns in m) && !(ns in s))).toEqual([])
      for (const ns of ["common", "errors", "validation", "auth", "upload"]) {
        expect(m[ns]).toEqual(resources[lang][ns])
        expect(s[ns]).toEqual(resources[lang][ns])
      }
      expect(Object.keys(m)).not.toContain("backoffice")
      expect(Object.keys(s)).toContain("backoffice")
      expect(Object.keys(s)).not.toContain("landing")
      expect(Object.keys(m)).toContain("landing")
    }
  })
})

describe("one word for one state (spec §4 PLOT states)", () => {
  it("a PLOT state reads the same in My plots, the map's panel and its legend, in every language", () => {
    for (const lang of LANGS) {
      const differing = keysOf(resources.en.plots as Catalogue, "")
        .filter((k) => k.startsWith("status."))
        .map((k) => k.slice("status.".length))
        .filter((state) => valueOf(resources[lang], `map.state.${state}`) !== undefined)
        .filter((state) => {
          const word = valueOf(resources[lang], `plots.status.${state}`)
          const legend = valueOf(resources[lang], `map.legend.${state}`)
          return word !== valueOf(resources[lang], `map.state.${state}`) || (legend !== undefined && legend !== word)
        })
      expect({ lang, differing }).toEqual({ lang, differing: [] })
    }
  })
})

/**
 * The product hands people codes that the screens word through the catalogue with the code as fallback
 * (`useLedgerLabels`, the CLI's `worded`, `builtInName`): a code added without its words would show raw in every
 * language. Each list of codes here has its words in English (and so, by the checks above, in every language).
 */
describe("every code the product shows has its words", () => {
  const missing = (codes: ReadonlyArray<string>, key: (code: string) => string) => codes.filter((c) => valueOf(resources.en, key(c)) === undefined)

  it("transfer codes (ledger lines, revenue sources), assets, memos and game resources", () => {
    expect(missing(TRANSFER_CODES, (c) => `backoffice.transferCodes.${c}`)).toEqual([])
    expect(missing(ASSET_NAMES, (a) => `backoffice.assets.${a}`)).toEqual([])
    expect(missing(ASSET_NAMES, (a) => `cli.assets.${a}`)).toEqual([])
    expect(missing(MEMO_CODES, (c) => `ledger.memo.${c}`)).toEqual([])
    expect(missing(GAME_RESOURCES, (r) => `backoffice.assets.${r.replace("-", "_")}`)).toEqual([])
  })

  it("the e-mail and SMS templates, each with a subject and a body", () => {
    const templates: ReadonlyArray<MessageTemplate> = ["verification-code", "registration-welcome", "staff-welcome"]
    expect(missing(templates, (t) => `messages.${t}.subject`)).toEqual([])
    expect(missing(templates, (t) => `messages.${t}.body`)).toEqual([])
  })

  it("a built-in name is given in the reader's language, a name staff wrote stays as written", () => {
    for (const lang of LANGS) {
      expect(builtInName(lang, "buildings.templateNames", "Villa")).toBe(valueOf(resources[lang], "buildings.templateNames.villa"))
      expect(builtInName(lang, "buildings.templateNames", "Harbor Loft")).toBe("Harbor Loft")
    }
    expect(builtInName("jp", "buildings.templateNames", "Plaza Hall")).toBe("プラザホール")
  })
})
