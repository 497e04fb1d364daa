/** messaging — what the product sends people (codes, notices) through the outbox. The public face of the area. */

// The ports adapters implement (adapters/outbox, adapters/mail-smtp)
export * from "./ports/notifier.port"
export * from "./ports/outbox.port"

// What staff do
export { listOutboxMessages } from "./use-cases/list-outbox-messages.use-case"
