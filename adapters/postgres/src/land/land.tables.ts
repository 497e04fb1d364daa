import type { ColumnType, Generated } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of the land area: plots, districts, the world version, reserved areas, activations, sales and mints. */
export interface LandTables {
  districts: {
    id: Generated<number>
    name: string
    x0: number
    y0: number
    x1: number
    y1: number
    thumbnail: string | null
    /** The name in the other languages (migration 0081). */
    translations: ColumnType<Record<string, string>, string | undefined, string>
  }
  plots: {
    x: number
    y: number
    district_id: number | null
    kind: string
    level: number
    size: number
    price_minor: ColumnType<string, string | bigint, string | bigint>
    status: string
    owner_id: number | null
    name: string | null
    image: string | null
    minted: boolean
    purchased_at: Timestamp | null
    version: ColumnType<number, number | undefined, number>
  }
  world_state: { id: number; version: ColumnType<string, string | number, string | number> }
  reserved_areas: { id: Generated<number>; name: string; x0: number; y0: number; x1: number; y1: number; created_at: Timestamp }
  plot_activations: { id: Generated<string>; x: number; y: number; member_id: number; activated_at: Timestamp; expires_at: Timestamp; transfer_id: number | null }
  /** `transfer_id` is null for a free PLOT (migration 0008): nothing moved in the ledger, but it was sold. */
  plot_sales: { id: Generated<string>; x: number; y: number; member_id: number; level: number; price_minor: ColumnType<string, string, string>; transfer_id: number | null; sold_at: Timestamp }
  plot_mints: { x: number; y: number; member_id: number; address: string; minted_at: Timestamp }
}
