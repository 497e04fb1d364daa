import { Context, type Effect } from "effect"

export interface OutboxMessage {
  readonly id: number
  readonly channel: "sms" | "email"
  readonly recipient: string
  readonly subject: string | null
  readonly body: string
  readonly template: string
  readonly createdAt: Date
}

/** Reads what the outbox holds: for staff and ops, and for tests that need the code a member was sent. */
export class OutboxReader extends Context.Service<
  OutboxReader,
  {
    readonly list: (query: { readonly recipient?: string; readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<OutboxMessage>; readonly total: number }>
  }
>()("iw/messaging/OutboxReader") {}
