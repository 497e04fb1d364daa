import { ProductPageScraper } from "@iw/core"
import { Effect, Layer } from "effect"
import { extractProduct } from "./extract"
import { type FetchLimits, fetchProductImage, fetchProductPage } from "./fetch-page"

export { isRefusedAddress } from "./address-policy"
export { extractProduct } from "./extract"
export { type FetchLimits, type ImageFetchResult, fetchProductImage, fetchProductPage } from "./fetch-page"

export interface ScraperSettings extends FetchLimits {
  /** AD_SCRAPE_HOST: the host product pages must belong to (default www.amazon.com). */
  readonly allowedHost: string
  /** AD_SCRAPE_IMAGE_HOST: the product images' CDN host (default media-amazon.com); null for none but allowedHost. */
  readonly imageHost: string | null
}

/** Defaults: 10 s for the whole read, 3 MB of HTML, 5 redirects, private addresses refused. */
export const DEFAULT_SCRAPER_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 3 * 1024 * 1024, maxRedirects: 5, refusePrivateAddresses: true }

/** The Amazon import's page reader over HTTP(S), parsing with htmlparser2 (issue 15 §4). */
export const ProductPageScraperHttp = (settings: ScraperSettings) =>
  Layer.succeed(ProductPageScraper, {
    allowedHost: settings.allowedHost,
    imageHost: settings.imageHost,
    read: (url) =>
      Effect.promise(async () => {
        const page = await fetchProductPage(url, settings.allowedHost, settings)
        if (page._tag !== "Page") return page
        return { _tag: "Read" as const, ...extractProduct(page.html), finalUrl: page.finalUrl }
      }),
    readImage: (url, maxBytes) =>
      Effect.promise(() => fetchProductImage(url, settings.imageHost === null ? [settings.allowedHost] : [settings.allowedHost, settings.imageHost], { ...settings, maxBytes }))
  })
