import { HtmlSanitizer } from "@iw/core"
import { Effect, Layer } from "effect"
import sanitizeHtml from "sanitize-html"

/** Links go to http, https or mailto addresses, or stay on this site (a path or an anchor); anything else loses its href. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i

/**
 * The rich-text subset the staff editor produces, and nothing else: no scripts, styles, event handlers, frames or
 * `javascript:` links. Links open safely in a new tab; images must be https or same-site.
 */
export const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "ul", "ol", "li", "blockquote", "a", "img", "code", "pre", "hr"],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, { href }) => ({
      tagName,
      attribs: { ...(href !== undefined && SAFE_HREF.test(href.trim()) ? { href: href.trim() } : {}), target: "_blank", rel: "noopener noreferrer" }
    })
  }
}

const cleanOnce = (html: string): string => sanitizeHtml(html, RICH_TEXT).trim()

/**
 * Cleans until the result no longer changes: removing a tag can leave markup a parser reads differently the next
 * time (`<p><svg…><p>` leaves `<p><p></p></p>`), so what is stored is a fixed point and cleaning it again is a no-op.
 */
export const cleanHtml = (html: string): string => {
  let out = cleanOnce(html)
  for (let i = 0; i < 5; i++) {
    const next = cleanOnce(out)
    if (next === out) return out
    out = next
  }
  return out
}

export const HtmlSanitizerLive = Layer.succeed(HtmlSanitizer)({ clean: (html) => Effect.sync(() => cleanHtml(html)) })
