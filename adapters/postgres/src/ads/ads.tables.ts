import type { Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the ads area (migration 0060). CST days are text YYYY-MM-DD. */
export interface AdsTables {
  ad_files: { id: Generated<number>; member_id: number; kind: string; name: string; mime: string; size: number; storage_key: string; created_at: Timestamp }
  ads: {
    id: Generated<number>
    member_id: number
    title: string
    image_id: number
    category_id: number
    description: string
    site_url: string | null
    media_url: string | null
    media_id: number | null
    version: Generated<number>
    moderation: Generated<string>
    moderation_reason: string | null
    archived: Generated<boolean>
    in_network: Generated<boolean>
    is_template: Generated<boolean>
    impressions: Generated<Int8>
    views: Generated<Int8>
    clicks: Generated<Int8>
    created_at: Timestamp
    updated_at: Timestamp
    placed_at: Timestamp | null
    removed_at: Timestamp | null
    deleted_at: Timestamp | null
  }
  ad_versions: { ad_id: number; version: number; title: string; image_id: number; category_id: number; description: string; site_url: string | null; media_url: string | null; media_id: number | null; created_at: Timestamp }
  ad_moderation_events: { id: Generated<number>; ad_id: number; action: string; version: number; staff_id: number | null; reason: string | null; created_at: Timestamp }
  ad_accounts: { member_id: number; created_at: Timestamp }
  ad_credit_entries: { id: Generated<Int8>; member_id: number; code: string; amount: Int8; transfer_id: Int8 | null; reference_type: string; reference_id: string; memo: string | null; created_at: Timestamp }
  adnet_purchases: {
    id: Generated<number>
    member_id: number
    code: string
    credits: Int8
    price_minor: Int8
    bv_cents: Int8
    transfer_id: Int8 | null
    refunded_credits: Generated<Int8>
    refunded_at: Timestamp | null
    expires_at: Timestamp | null
    created_at: Timestamp
  }
  ad_network_buildings: { building_id: number; member_id: number; enabled: boolean; changed_at: Timestamp; effective_at: Timestamp }
  ad_placements: { id: Generated<number>; ad_id: number; member_id: number; building_id: number; from_day: string; to_day: string; starts_at: Timestamp; ends_at: Timestamp; daily_price: Int8; created_at: Timestamp; removed_at: Timestamp | null }
  ad_days: { ad_id: number; day: string; outcome: string | null; processed_at: Timestamp | null }
  ad_displays: { ad_id: number; building_id: number; day: string; member_id: number; status: string; skip_reason: string | null; cost: Int8; impressions: number; views: number; clicks: number }
  ad_stats_daily: { ad_id: number; building_id: number; day: string; member_id: number; impressions: Int8; views: Int8; clicks: Int8; cost: Int8 }
  ad_stats_meta: { id: number; updated_at: Timestamp }
  adnet_payouts: { day: string; bv_cents: Int8; pool_cents: Int8; owners: number; created_at: Timestamp }
  adnet_earnings: { day: string; building_id: number; owner_id: number; cents: Int8; abey_minor: Int8; transfer_id: Int8 | null }
}
