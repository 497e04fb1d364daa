import type { ColumnType } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the programmes area: revenue-sharing days and their shares (migration 0070). */
export interface ProgrammesTables {
  revenue_sharing_days: {
    day: ColumnType<string, string, string>
    income: Int8
    pool: Int8
    qualified: number
    paid_total: ColumnType<string, string | bigint | undefined, string | bigint>
    state: ColumnType<string, string | undefined, string>
    runs: ColumnType<number, number | undefined, number>
    created_at: Timestamp
    paid_at: Timestamp | null
  }
  revenue_sharing_shares: {
    day: ColumnType<string, string, string>
    member_id: number
    amount: Int8
    state: ColumnType<string, string | undefined, string>
    transfer_id: Int8 | null
    paid_at: Timestamp | null
  }
}
