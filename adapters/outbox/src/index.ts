export * from "./outbox.kysely"
