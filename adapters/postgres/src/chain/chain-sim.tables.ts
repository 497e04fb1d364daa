import type { ColumnType } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the simulated chain (adapters/chain-sim): its addresses, transactions and height. */
export interface ChainSimTables {
  chain_sim_addresses: {
    address: string
    member_id: number | null
    purpose: string
  }
  chain_sim_transactions: {
    tx_hash: string
    kind: string
    to_address: string
    currency: string
    amount: Int8
    member_id: number | null
    created_at: Timestamp
    confirmed_at: Timestamp | null
    /** Deposits' place in chain order (migration 0007); null for payments. */
    height: ColumnType<string | null, string | number | null | undefined, string | number | null>
  }
  chain_sim_state: { id: number; height: Int8 }
  /** Tokens minted on the simulated chain (migration 0021): one row per token, to the address it was minted to. */
  chain_sim_nfts: {
    tx_hash: string
    collection: string
    token_id: string
    to_address: string
    created_at: Timestamp
  }
}
