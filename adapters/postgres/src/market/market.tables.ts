import type { Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the market and assets areas: assets, their sharings, listings and sales. */
export interface MarketTables {
  assets: { id: Generated<number>; owner_id: number; type: string; name: string; state: Generated<string>; created_at: Timestamp }
  asset_shares: { id: Generated<number>; asset_id: number; from_member_id: number; to_member_id: number; shared_at: Timestamp; ended_at: Timestamp | null }
  market_listings: {
    id: Generated<number>
    /** Null: the house's primary stock (migration 0041). */
    owner_id: number | null
    category: string
    item_kind: string
    asset_id: number | null
    building_id: Generated<number | null>
    resource: string | null
    item_key: string
    item_name: string
    amount: number
    quantity: number
    unit_price: Int8
    fee_bp: number
    state: Generated<string>
    expires_at: Timestamp
    created_at: Timestamp
    closed_at: Timestamp | null
    close_reason: string | null
  }
  market_sales: {
    id: Generated<number>
    listing_id: number
    category: string
    item_key: string
    item_name: string
    seller_id: number | null
    buyer_id: number
    quantity: number
    unit_price: Int8
    price: Int8
    fee: Int8
    transfer_id: Int8 | null
    at: Timestamp
  }
}
