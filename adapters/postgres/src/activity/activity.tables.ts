import type { Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the activity tracker (migration 0075): the shared limiter, capped raw beats and the rollups. */
export interface ActivityTables {
  activity_limits: { member_id: number; minute: Int8; beats: number; last_at_ms: Int8 }
  activity_beats: { id: Generated<Int8>; member_id: number; route: string; seconds: number; visible: boolean; at: Timestamp }
  activity_member_routes: { day: number; member_id: number; route: string; seconds: number; beats: number }
  activity_member_days: { day: number; member_id: number; seconds: number; beats: number }
  activity_route_days: { day: number; route: string; seconds: Int8; beats: Int8; members: number }
  activity_days: { day: number; members: number; seconds: Int8; beats: Int8; boxes: number }
}
