import type { Generated } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of messaging: the outbox every message goes through (adapters/outbox). */
export interface MessagingTables {
  outbox_messages: {
    id: Generated<number>
    channel: string
    recipient: string
    subject: string | null
    body: string
    template: string
    created_at: Timestamp
  }
}
