/**
 * True while the build prerenders the landing page into HTML (issue 18 §8: `scripts/prerender.mjs`), where there is
 * no document: the page then draws what needs no script (the hero's poster instead of its video).
 */
export const PRERENDERING = typeof document === "undefined"
