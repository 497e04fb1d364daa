import type { Generated } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of the notifications area. */
export interface NotificationsTables {
  notifications: { id: Generated<number>; member_id: number; key: string; code: string; params: string; created_at: Timestamp; read_at: Timestamp | null }
}
