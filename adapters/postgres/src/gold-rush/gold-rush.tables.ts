import type { Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the gold-rush area: shovels, mining sessions, redemptions. */
export interface GoldRushTables {
  gold_rush_shovels: { member_id: number; durability: number; active_day: number; updated_at: Timestamp }
  gold_rush_sessions: {
    id: Generated<number>
    member_id: number
    x: number
    y: number
    started_at: Timestamp
    ready_at: Timestamp
    finished_at: Timestamp | null
    mineral: number | null
    roll: number | null
    transfer_id: Int8 | null
  }
  gold_rush_redemptions: { id: Generated<number>; member_id: number; lines: string; coins: Int8; abey_minor: Int8; transfer_id: Int8 | null; created_at: Timestamp }
}
