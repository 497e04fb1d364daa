/**
 * The Amazon import's pure rules (spec §7 `GET member/ad/scrape`, §8 SCRAPER_NOT_FOUND, §9 "Amazon scrape: 1 request
 * per minute"): which addresses may be read, how often, and what a read product page gives an ad.
 */

/** Spec §9: one scrape a minute per member. */
export const SCRAPE_WINDOW_SECONDS = 60

/** The longest title and description the import proposes (the ad form keeps its own limits). */
export const SCRAPED_TITLE_MAX = 255
export const SCRAPED_DESCRIPTION_MAX = 2000

/** The parsed address if it is http(s) and on the allowed host (the host itself or one of its subdomains), else null. */
export const productUrlOnHost = (raw: string, allowedHost: string): URL | null => {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null
  if (url.username !== "" || url.password !== "") return null
  return hostAllowed(url.hostname, allowedHost) ? url : null
}

/** The host itself or a subdomain of it, compared without case and without a trailing dot. */
export const hostAllowed = (hostname: string, allowedHost: string): boolean => {
  const h = hostname.toLowerCase().replace(/\.$/, "")
  const allowed = allowedHost.toLowerCase().replace(/^www\./, "").replace(/\.$/, "")
  return allowed !== "" && (h === allowed || h.endsWith(`.${allowed}`))
}

/** Seconds until the member may scrape again, given the last accepted scrape; 0 when allowed now. */
export const scrapeWaitSeconds = (lastAt: Date | null, now: Date, windowSeconds = SCRAPE_WINDOW_SECONDS): number => {
  if (lastAt === null) return 0
  const left = lastAt.getTime() + windowSeconds * 1000 - now.getTime()
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** What a product page offers an ad; null where the page has no such field. */
export interface ScrapedProduct {
  readonly title: string | null
  readonly description: string | null
  readonly imageUrl: string | null
}

const squash = (s: string | null | undefined): string | null => {
  if (s === null || s === undefined) return null
  const t = s.replace(/\s+/g, " ").trim()
  return t === "" ? null : t
}

const cut = (s: string | null, max: number): string | null => (s === null ? null : [...s].length <= max ? s : `${[...s].slice(0, max - 1).join("").trimEnd()}…`)

/** An image address is kept only when it is an absolute https (or http) address. */
const imageOrNull = (raw: string | null | undefined, base: URL): string | null => {
  const s = squash(raw)
  if (s === null) return null
  try {
    const u = new URL(s, base)
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null
  } catch {
    return null
  }
}

/** Whitespace folded, lengths bounded, the image made absolute; null when the page gave none of the three fields. */
export const normaliseScraped = (raw: { readonly title?: string | null; readonly description?: string | null; readonly imageUrl?: string | null }, pageUrl: URL): ScrapedProduct | null => {
  const product: ScrapedProduct = {
    title: cut(squash(raw.title), SCRAPED_TITLE_MAX),
    description: cut(squash(raw.description), SCRAPED_DESCRIPTION_MAX),
    imageUrl: imageOrNull(raw.imageUrl, pageUrl)
  }
  return product.title === null && product.description === null && product.imageUrl === null ? null : product
}

/**
 * Why the import brought no image over, so the member uploads one: the page named none; it could not be fetched
 * (off the allowed hosts, refused, an error, a timeout); it is over 5 MB; its bytes are no PNG, JPEG or WEBP.
 */
export const SCRAPED_IMAGE_PROBLEMS = ["missing", "unavailable", "tooLarge", "notImage"] as const
export type ScrapedImageProblem = (typeof SCRAPED_IMAGE_PROBLEMS)[number]

/** The name a fetched image is stored under: the last segment of its address, else "product-image". */
export const scrapedImageName = (imageUrl: string): string => {
  try {
    const last = decodeURIComponent(new URL(imageUrl).pathname.split("/").pop() ?? "").trim()
    return last === "" ? "product-image" : last
  } catch {
    return "product-image"
  }
}
