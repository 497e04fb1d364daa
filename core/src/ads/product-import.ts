/**
 * ads — the Amazon import's public face (issue 15 §4), kept beside the area's own index.ts so the two can be built
 * side by side: fill an ad from a product page on the configured host, 1 request a minute per member.
 */
export * from "./domain/product-import"
export * from "./scrape-errors"
export * from "./ports/product-page-scraper.port"
export { fillAdFromProductPage } from "./use-cases/fill-ad-from-product-page.use-case"
