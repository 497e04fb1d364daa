import type { Generated } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of the lumber-yard area: trees, the inventory, the history. */
export interface LumberYardTables {
  lumber_trees: {
    id: Generated<number>
    member_id: number
    x: number
    y: number
    position: number
    wood: number
    growth: Generated<number>
    last_watered_day: number | null
    planted_at: Timestamp
    harvested_at: Timestamp | null
  }
  lumber_inventory: { member_id: number; item: string; quantity: number }
  lumber_history: { id: Generated<number>; member_id: number; action: string; tree_id: number | null; details: string; created_at: Timestamp }
}
