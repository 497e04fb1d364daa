import type { ScraperNotFound, ScrapingFailed, ScrapingLimitReached, ScrapingUrlUnavailable } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type AdScrapeError = ScraperNotFound | ScrapingFailed | ScrapingUrlUnavailable | ScrapingLimitReached

/** The Amazon import's refusals, in the spec's words (§8 Amazon import). */
export const adScrapeErrors: ErrorMap<AdScrapeError> = {
  ScraperNotFound: (e) => failure("SCRAPER_NOT_FOUND", { host: e.host }),
  ScrapingFailed: () => failure("SCRAPING_FAILED"),
  ScrapingUrlUnavailable: () => failure("SCRAPING_URL_UNAVAILABLE"),
  ScrapingLimitReached: (e) => failure("SCRAPING_LIMIT_REACHED", { seconds: e.retryAfterSeconds })
}
