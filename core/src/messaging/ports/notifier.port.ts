import { Context, type Effect } from "effect"
import type { Lang } from "../../kernel/lang"

/** Message templates the product sends. The adapter renders them in the recipient's language. */
export type MessageTemplate = "verification-code" | "registration-welcome" | "staff-welcome"

export interface OutgoingMessage {
  readonly channel: "sms" | "email"
  readonly to: string
  readonly template: MessageTemplate
  readonly params: Readonly<Record<string, string | number>>
  readonly lang: Lang
}

/** Sends SMS and e-mail. Adapters: the database outbox (default) and SMTP for e-mail. */
export class Notifier extends Context.Service<Notifier, { readonly send: (message: OutgoingMessage) => Effect.Effect<void> }>()(
  "iw/messaging/Notifier"
) {}
