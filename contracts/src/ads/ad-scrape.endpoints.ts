import { Schema } from "effect"
import { endpoint } from "../endpoint"
import { AUTH_ERRORS, errorCase } from "../errors"
import { AdUpload } from "./ads.schemas"

/** `url`: the product page's address, http(s) on the configured host. */
export const AdScrapeQuery = Schema.Struct({ url: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2048)) })

/** Why the product's image was not brought over (the member uploads one): none named, not fetched, over 5 MB, not an image. */
export const ScrapedImageProblem = Schema.Literals(["missing", "unavailable", "tooLarge", "notImage"])

/** What the page gave the ad form; a missing field is null. */
export const AdScrapeResult = Schema.Struct({
  title: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  /** The product's image, fetched and stored like `member/ad/upload` stores one: the ad names its id as imageId. */
  image: Schema.NullOr(AdUpload),
  /** Null when `image` is there; else why not, and the member must upload the image. */
  imageProblem: Schema.NullOr(ScrapedImageProblem)
})

/** Spec §7 `GET member/ad/scrape (url)`, the Amazon import (issue 15 §4). */
export const adScrape = {
  scrape: endpoint({
    id: "adScrape.scrape",
    method: "GET",
    path: "member/ad/scrape",
    access: "member",
    summary:
      "Fills an ad from a product page on the configured host: title and description, and the product's image fetched (on that host or its image CDN host, 10 s, at most 5 MB, checked by content) and stored as the member's ad image, or why it was not. 1 request a minute per member (spec §9); the page is read with time and size limits, redirects are followed only on that host.",
    query: AdScrapeQuery,
    success: AdScrapeResult,
    errors: [...AUTH_ERRORS, errorCase("SCRAPER_NOT_FOUND"), errorCase("SCRAPING_FAILED"), errorCase("SCRAPING_URL_UNAVAILABLE"), errorCase("SCRAPING_LIMIT_REACHED")]
  })
} as const
