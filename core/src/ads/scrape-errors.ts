import { Data } from "effect"

/** 'The URL does not belong to {host}' (spec §8 SCRAPER_NOT_FOUND): not http(s), or off the allowed host. */
export class ScraperNotFound extends Data.TaggedError("ScraperNotFound")<{ readonly host: string }> {}

/** 'Could not find any of the fields on the web page' (SCRAPING_FAILED). */
export class ScrapingFailed extends Data.TaggedError("ScrapingFailed")<{}> {}

/** 'An error occurred while loading the web page to the server' (SCRAPING_URL_UNAVAILABLE). */
export class ScrapingUrlUnavailable extends Data.TaggedError("ScrapingUrlUnavailable")<{}> {}

/** More than 1 scrape a minute (429 SCRAPING_LIMIT_REACHED). */
export class ScrapingLimitReached extends Data.TaggedError("ScrapingLimitReached")<{ readonly retryAfterSeconds: number }> {}
