import type { Int8, Timestamp } from "../column-types"
import type { Generated } from "kysely"

/** Tables of the live2earn area: members' photos and their review. */
export interface Live2EarnTables {
  live2earn_photos: {
    id: Generated<number>
    member_id: number
    state: Generated<string>
    name: string
    mime: string
    size: number
    storage_key: string
    reason: string | null
    reviewer_id: number | null
    reward_transfer_id: Int8 | null
    created_at: Timestamp
    reviewed_at: Timestamp | null
  }
}
