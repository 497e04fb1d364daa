import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { startProductPages } from "../support/product-pages"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 15 §4 over real HTTP: `GET member/ad/scrape` against a local stand-in of the product site (saved pages), the
 * allowed host pointed at it by configuration. The four error paths of spec §8 and a redirect off the host.
 */
let s: TestServer
let pages: Awaited<ReturnType<typeof startProductPages>>

const member = async (tag: string) => {
  const email = `${tag}.scrape.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return s.clientWith(r.accessToken)
}

beforeAll(async () => {
  pages = await startProductPages()
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0", AD_SCRAPE_HOST: "localhost", AD_SCRAPE_IMAGE_HOST: "none", AD_SCRAPE_ALLOW_PRIVATE: "true", AD_SCRAPE_TIMEOUT_MS: "1500" })
})
afterAll(async () => {
  await s?.stop()
  await pages?.stop()
})

describe("the Amazon import (spec §7 member/ad/scrape, §8, §9 1 a minute)", () => {
  it("fills title and description from a saved product page, does not fetch an image off the allowed hosts, then refuses a second scrape within the minute (429)", async () => {
    const m = await member("ada")
    const got = await m.adScrape.scrape({ query: { url: `${pages.origin}/dp/B0MOVED` } })
    expect(got).toEqual({
      title: "Trail Runner 2 Waterproof Hiking Boot, Men's",
      image: null,
      imageProblem: "unavailable",
      description: "Waterproof full-grain leather upper with a breathable membrane Cushioned EVA midsole for long days on the trail Rubber outsole with 5 mm lugs"
    })
    const before = pages.hits()
    const limited = await failureOf(m.adScrape.scrape({ query: { url: `${pages.origin}/dp/B0TRAIL0002` } }))
    expect([limited.status, limited.code]).toEqual([429, "SCRAPING_LIMIT_REACHED"])
    expect(limited.message).toBe("You have made too many attempts. You can made up to 1 request per minute.")
    expect(pages.hits()).toBe(before)
  })

  it("refuses an address off the configured host without fetching it (SCRAPER_NOT_FOUND with the host)", async () => {
    const m = await member("bea")
    const before = pages.hits()
    for (const url of ["https://www.example.com/dp/B0TRAIL0002", "ftp://localhost/dp/B0TRAIL0002", "not a url", "http://user:pw@localhost/dp/x"]) {
      const e = await failureOf(m.adScrape.scrape({ query: { url } }))
      expect([e.status, e.code, e.message]).toEqual([406, "SCRAPER_NOT_FOUND", "The URL does not belong to localhost"])
    }
    expect(pages.hits()).toBe(before)
  })

  it("answers SCRAPING_FAILED for a page without product fields", async () => {
    const e = await failureOf((await member("cy")).adScrape.scrape({ query: { url: `${pages.origin}/dp/B0NOTHING` } }))
    expect([e.status, e.code, e.message]).toEqual([406, "SCRAPING_FAILED", "Could not find any of the fields on the web page"])
  })

  it("answers SCRAPING_URL_UNAVAILABLE when the page does not load: an error status, a timeout, a page over the size limit", async () => {
    for (const path of ["B0BROKEN", "B0SLOW", "B0HUGE"]) {
      const e = await failureOf((await member(`dee${path}`)).adScrape.scrape({ query: { url: `${pages.origin}/dp/${path}` } }))
      expect([e.status, e.code, e.message]).toEqual([406, "SCRAPING_URL_UNAVAILABLE", "An error occurred while loading the web page to the server"])
    }
  })

  it("does not follow a redirect to another host (SCRAPER_NOT_FOUND)", async () => {
    const e = await failureOf((await member("eve")).adScrape.scrape({ query: { url: `${pages.origin}/dp/B0ELSEWHERE` } }))
    expect([e.status, e.code]).toEqual([406, "SCRAPER_NOT_FOUND"])
  })

  it("stores the product's image like an uploaded ad image (its bytes, served from our own host, named by id as an ad's imageId)", async () => {
    const m = await member("fay")
    const got = await m.adScrape.scrape({ query: { url: `${pages.origin}/dp/B0IMAGE` } })
    const saved = readFileSync(join(fileURLToPath(new URL(".", import.meta.url)), "../fixtures/product-pages/trail-boot.jpg"))
    expect(got.title).toBe("Trail Runner 2 Waterproof Hiking Boot, Men's")
    expect(got.imageProblem).toBeNull()
    expect(got.image).toMatchObject({ kind: "image", name: "trail-boot.jpg", mime: "image/jpeg", size: saved.length, url: `/api/public/ad/file/${got.image!.id}` })
    const served = await fetch(`${s.url}${got.image!.url}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(saved)).toBe(true)
  })

  it("still fills the texts and says the image must be uploaded when it is over 5 MB, is no image, or redirects off the host", async () => {
    for (const [path, problem] of [
      ["B0BIGIMAGE", "tooLarge"],
      ["B0NOTIMAGE", "notImage"],
      ["B0IMAGEAWAY", "unavailable"]
    ] as const) {
      const got = await (await member(`gus${path}`)).adScrape.scrape({ query: { url: `${pages.origin}/dp/${path}` } })
      expect([got.title, got.image, got.imageProblem], path).toEqual(["Trail Runner 2 Waterproof Hiking Boot, Men's", null, problem])
      expect(got.description).toContain("Waterproof full-grain leather upper")
    }
  })
})
