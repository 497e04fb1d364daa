import { Schema } from "effect"
import { endpoint } from "../endpoint"
import { AUTH_ERRORS, errorCase } from "../errors"

/** `url`: the product page's address, http(s) on the configured host. */
export const AdScrapeQuery = Schema.Struct({ url: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2048)) })

/** What the page gave the ad form; a missing field is null (at least one is present). */
export const AdScrapeResult = Schema.Struct({
  title: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  /** An absolute http(s) address of the product's image, for the member to review and upload. */
  imageUrl: Schema.NullOr(Schema.String)
})

/** Spec §7 `GET member/ad/scrape (url)`, the Amazon import (issue 15 §4). */
export const adScrape = {
  scrape: endpoint({
    id: "adScrape.scrape",
    method: "GET",
    path: "member/ad/scrape",
    access: "member",
    summary:
      "Fills an ad from a product page on the configured host: title, image address and description. 1 request a minute per member (spec §9); the page is read with time and size limits, redirects are followed only on that host.",
    query: AdScrapeQuery,
    success: AdScrapeResult,
    errors: [...AUTH_ERRORS, errorCase("SCRAPER_NOT_FOUND"), errorCase("SCRAPING_FAILED"), errorCase("SCRAPING_URL_UNAVAILABLE"), errorCase("SCRAPING_LIMIT_REACHED")]
  })
} as const
