import { ProductPageScraper } from "@iw/core"
import { Effect, Layer } from "effect"
import { extractProduct } from "./extract"
import { type FetchLimits, fetchProductPage } from "./fetch-page"

export { isRefusedAddress } from "./address-policy"
export { extractProduct } from "./extract"
export { type FetchLimits, fetchProductPage } from "./fetch-page"

export interface ScraperSettings extends FetchLimits {
  /** AD_SCRAPE_HOST: the host product pages must belong to (default www.amazon.com). */
  readonly allowedHost: string
}

/** Defaults: 10 s for the whole read, 3 MB of HTML, 5 redirects, private addresses refused. */
export const DEFAULT_SCRAPER_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 3 * 1024 * 1024, maxRedirects: 5, refusePrivateAddresses: true }

/** The Amazon import's page reader over HTTP(S), parsing with htmlparser2 (issue 15 §4). */
export const ProductPageScraperHttp = (settings: ScraperSettings) =>
  Layer.succeed(ProductPageScraper, {
    allowedHost: settings.allowedHost,
    read: (url) =>
      Effect.promise(async () => {
        const page = await fetchProductPage(url, settings.allowedHost, settings)
        if (page._tag !== "Page") return page
        return { _tag: "Read" as const, ...extractProduct(page.html), finalUrl: page.finalUrl }
      })
  })
