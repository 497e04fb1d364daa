import type { ColumnType, Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the ledger: accounts, transfers with their legs, lots, and the periodic jobs' checkpoints. */
export interface LedgerTables {
  ledger_accounts: {
    id: Generated<number>
    owner_kind: string
    owner_id: string
    asset: string
    pocket: string
    balance: Int8
    may_go_negative: boolean
  }
  ledger_transfers: {
    id: Generated<number>
    code: string
    reference_type: string
    reference_id: string
    idempotency_key: string
    fingerprint: string
    /** English text of lines written before migration 0080; their words are now `memo_code` and `memo_params`. */
    memo: string | null
    memo_code: string | null
    memo_params: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>
    created_at: Timestamp
  }
  ledger_legs: {
    id: Generated<number>
    transfer_id: number
    asset: string
    from_account: number
    to_account: number
    amount: Int8
  }
  ledger_lots: {
    id: Generated<number>
    account_id: number
    transfer_id: number
    amount: Int8
    remaining: Int8
    created_at: Timestamp
    expires_at: Timestamp
  }
  /** Named positions of periodic jobs (migration 0007). */
  ledger_checkpoints: { name: string; value: string; updated_at: Timestamp }
}
