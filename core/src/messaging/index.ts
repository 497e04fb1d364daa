export * from "./ports/notifier.port"
export * from "./ports/outbox.port"
export * from "./use-cases/list-outbox-messages.use-case"
