import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { SCRAPE_WINDOW_SECONDS, type ScrapedProduct, hostAllowed, normaliseScraped, productUrlOnHost } from "../domain/product-import"
import { ProductPageScraper, ScrapeLimiter } from "../ports/product-page-scraper.port"
import { ScraperNotFound, ScrapingFailed, ScrapingLimitReached, ScrapingUrlUnavailable } from "../scrape-errors"

/**
 * `GET member/ad/scrape (url)`: the member fills an ad from a product page (title, image, description). The URL must
 * be http(s) on the configured host; an accepted attempt counts against the member's 1 a minute (kept in the
 * database); the page is read under the adapter's limits; a redirect off the host is refused like a foreign URL.
 */
export const fillAdFromProductPage = (principal: MemberPrincipal, rawUrl: string): Effect.Effect<ScrapedProduct, ScraperNotFound | ScrapingFailed | ScrapingUrlUnavailable | ScrapingLimitReached, ProductPageScraper | ScrapeLimiter | Clock> =>
  Effect.gen(function* () {
    const scraper = yield* ProductPageScraper
    const url = productUrlOnHost(rawUrl, scraper.allowedHost)
    if (url === null) return yield* new ScraperNotFound({ host: scraper.allowedHost })
    const now = yield* Clock.use((c) => c.now)
    const taken = yield* ScrapeLimiter.use((l) => l.take(principal.memberId, now, SCRAPE_WINDOW_SECONDS))
    if (!taken.allowed) return yield* new ScrapingLimitReached({ retryAfterSeconds: taken.retryAfterSeconds })
    const read = yield* scraper.read(url)
    if (read._tag === "Refused") return yield* new ScraperNotFound({ host: scraper.allowedHost })
    if (read._tag === "Unavailable") return yield* new ScrapingUrlUnavailable()
    const finalUrl = new URL(read.finalUrl)
    if (!hostAllowed(finalUrl.hostname, scraper.allowedHost)) return yield* new ScraperNotFound({ host: scraper.allowedHost })
    const product = normaliseScraped(read, finalUrl)
    if (product === null) return yield* new ScrapingFailed()
    return product
  })
