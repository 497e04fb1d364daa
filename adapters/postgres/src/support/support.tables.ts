import type { Generated } from "kysely"

/** Tables of the support area: tickets, their messages, attachments and history, staff languages and saved replies. */
export interface SupportTables {
  support_tickets: {
    id: Generated<number>
    member_id: number
    subject: string
    status: string
    language: string
    assignee_id: number | null
    creator: string
    creator_id: number
    last_reply_at: Date
    last_reply_by: string
    last_staff_reply_at: Date | null
    first_staff_reply_at: Date | null
    member_seen_at: Date | null
    closed_at: Date | null
    created_at: Date
    updated_at: Date
  }
  support_messages: {
    id: Generated<number>
    ticket_id: number
    author: string
    author_id: number
    body: string
    created_at: Date
    deleted_at: Date | null
  }
  support_attachments: {
    id: Generated<number>
    ticket_id: number
    message_id: number
    author: string
    author_id: number
    name: string
    kind: string
    size: number
    storage_key: string
    created_at: Date
    deleted_at: Date | null
  }
  support_history: {
    id: Generated<string>
    ticket_id: number
    operation: string
    actor: string
    actor_id: number
    /** A staff member acting in the member's session (member auth), or null. */
    impersonator_id: number | null
    from_value: string | null
    to_value: string | null
    created_at: Date
  }
  support_staff_languages: { staff_id: number; language: string }
  support_saved_replies: {
    id: Generated<number>
    title: string
    language: string
    body: string
    staff_id: number
    updated_at: Date
  }
}
