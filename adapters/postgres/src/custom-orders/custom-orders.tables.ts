import type { Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the custom-orders area: orders, their events (moves, milestones) and files (photos, previews, deliverables). */
export interface CustomOrdersTables {
  custom_orders: {
    id: Generated<number>
    member_id: number
    kind: string
    state: Generated<string>
    price: Int8
    transfer_id: Int8 | null
    refund_transfer_id: Int8 | null
    assignee_id: number | null
    created_at: Timestamp
    updated_at: Timestamp
  }
  custom_order_events: {
    id: Generated<number>
    order_id: number
    type: string
    from_state: string | null
    to_state: string | null
    note: string | null
    actor_kind: string
    actor_id: number
    at: Timestamp
  }
  custom_order_files: {
    id: Generated<number>
    order_id: number
    role: string
    side: string | null
    milestone_id: number | null
    name: string
    mime: string
    size: number
    storage_key: string
    created_at: Timestamp
  }
}
