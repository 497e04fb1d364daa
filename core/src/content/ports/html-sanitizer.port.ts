import { Context, type Effect } from "effect"

/** Makes staff-written HTML safe to show to members: only a rich-text subset survives, no scripts or handlers. */
export class HtmlSanitizer extends Context.Service<HtmlSanitizer, { readonly clean: (html: string) => Effect.Effect<string> }>()("iw/content/HtmlSanitizer") {}
