import { Context, type Effect } from "effect"

/** What reading a product page can give: the fields found (each may be missing), or why the page could not be read. */
export type ProductPageRead =
  | { readonly _tag: "Read"; readonly title: string | null; readonly description: string | null; readonly imageUrl: string | null; readonly finalUrl: string }
  /** The page redirected to an address off the allowed host, or to a refused (private or loopback) address. */
  | { readonly _tag: "Refused"; readonly host: string }
  /** It did not load: network error, timeout, a status other than 2xx, too large, not HTML. */
  | { readonly _tag: "Unavailable"; readonly reason: string }

/** What reading a product's image can give: its bytes (unchecked: the core checks them by content), or why not. */
export type ProductImageRead =
  | { readonly _tag: "Image"; readonly bytes: Uint8Array; readonly finalUrl: string }
  /** Off the allowed hosts (after a redirect too), or a refused (private or loopback) address. */
  | { readonly _tag: "Refused"; readonly host: string }
  /** Larger than the byte limit asked for. */
  | { readonly _tag: "TooLarge" }
  | { readonly _tag: "Unavailable"; readonly reason: string }

/**
 * The Amazon import's outside side (spec §7 `GET member/ad/scrape`): fetches a product page under time and size
 * limits, follows redirects only on the allowed host, refuses private and loopback addresses in production (SSRF),
 * and parses the page. The adapter is `@iw/scraper-http`.
 */
export class ProductPageScraper extends Context.Service<
  ProductPageScraper,
  {
    /** The host product pages must belong to (configuration, e.g. `www.amazon.com`). */
    readonly allowedHost: string
    /** The product images' CDN host (configuration, e.g. `media-amazon.com`); images may also be on `allowedHost`. */
    readonly imageHost: string | null
    readonly read: (url: URL) => Effect.Effect<ProductPageRead>
    /** Reads a product image on `allowedHost` or `imageHost` under the same rules and time limit, at most `maxBytes`. */
    readonly readImage: (url: URL, maxBytes: number) => Effect.Effect<ProductImageRead>
  }
>()("iw/ads/ProductPageScraper") {}

/**
 * The per-member scrape limit, kept in the database so it holds across API processes (spec §9: 1 request a minute).
 * `take` accepts the attempt and records it only when the last accepted one is at least `windowSeconds` old, in one
 * atomic step; otherwise it answers the seconds left.
 */
export class ScrapeLimiter extends Context.Service<
  ScrapeLimiter,
  { readonly take: (memberId: number, now: Date, windowSeconds: number) => Effect.Effect<{ readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }> }
>()("iw/ads/ScrapeLimiter") {}
