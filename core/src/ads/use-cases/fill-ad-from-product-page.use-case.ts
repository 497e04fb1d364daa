import { Effect } from "effect"
import { MAX_IMAGE_BYTES, IMAGE_MIME, checkImage, uploadedFromBytes } from "../../files/index"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { SCRAPE_WINDOW_SECONDS, type ScrapedImageProblem, hostAllowed, normaliseScraped, productUrlOnHost, scrapedImageName } from "../domain/product-import"
import { ProductPageScraper, ScrapeLimiter } from "../ports/product-page-scraper.port"
import { ScraperNotFound, ScrapingFailed, ScrapingLimitReached, ScrapingUrlUnavailable } from "../scrape-errors"
import { storeAdFile } from "./upload-ad-file.use-case"

/** The stored image of an import, as `member/ad/upload` answers it. */
export interface ScrapedImage {
  readonly id: number
  readonly kind: "image" | "media"
  readonly name: string
  readonly mime: string
  readonly size: number
}

/** What the import gives the ad form: the texts, and the product's image stored like an upload, or why not. */
export interface ScrapeAnswer {
  readonly title: string | null
  readonly description: string | null
  readonly image: ScrapedImage | null
  readonly imageProblem: ScrapedImageProblem | null
}

/**
 * The product's image brought over: read on the allowed host or its image CDN host (the scraper's rules: SSRF, time
 * limit, redirects on those hosts only), at most 5 MB, checked by content with the files area's image check, and
 * stored like an uploaded ad image. Whatever goes wrong leaves the texts and names why, so the member uploads one.
 */
const importImage = (memberId: number, imageUrl: string | null) =>
  Effect.gen(function* () {
    if (imageUrl === null) return { image: null, imageProblem: "missing" as const }
    const scraper = yield* ProductPageScraper
    const url = productUrlOnHost(imageUrl, scraper.allowedHost) ?? (scraper.imageHost === null ? null : productUrlOnHost(imageUrl, scraper.imageHost))
    if (url === null) return { image: null, imageProblem: "unavailable" as const }
    const read = yield* scraper.readImage(url, MAX_IMAGE_BYTES)
    if (read._tag === "TooLarge") return { image: null, imageProblem: "tooLarge" as const }
    if (read._tag !== "Image") return { image: null, imageProblem: "unavailable" as const }
    const file = uploadedFromBytes(scrapedImageName(read.finalUrl), read.bytes)
    const checked = checkImage(file)
    if ("error" in checked) return { image: null, imageProblem: checked.error.code === "files.image_too_big" ? ("tooLarge" as const) : ("notImage" as const) }
    const image = yield* storeAdFile(memberId, file, { kind: "image", mime: IMAGE_MIME[checked.kind] })
    return { image, imageProblem: null }
  })

/**
 * `GET member/ad/scrape (url)`: the member fills an ad from a product page (title, image, description). The URL must
 * be http(s) on the configured host; an accepted attempt counts against the member's 1 a minute (kept in the
 * database); the page is read under the adapter's limits; a redirect off the host is refused like a foreign URL. The
 * page's image is stored as the member's ad image (our pages' CSP shows no foreign image), or the answer says why not.
 */
export const fillAdFromProductPage = (principal: MemberPrincipal, rawUrl: string) =>
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
    const { image, imageProblem } = yield* importImage(principal.memberId, product.imageUrl)
    return { title: product.title, description: product.description, image, imageProblem } satisfies ScrapeAnswer
  })
