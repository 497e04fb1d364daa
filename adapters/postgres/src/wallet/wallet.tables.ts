import type { ColumnType } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of the wallet area: linked wallets and legal information. */
export interface WalletTables {
  linked_wallets: {
    member_id: number
    address: string | null
    status: string
    added_at: Timestamp | null
    confirmed_at: Timestamp | null
  }
  legal_info: {
    member_id: number
    full_name: string
    birth_date: ColumnType<string, string, string>
    country: string
    address: string
    verified_at: Timestamp | null
  }
}
