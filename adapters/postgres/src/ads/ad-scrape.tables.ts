import type { Timestamp } from "../column-types"

/** The Amazon import's table: each member's last accepted scrape (spec §9: 1 a minute). */
export interface AdScrapeTables {
  ad_scrape_attempts: { member_id: number; last_at: Timestamp }
}
