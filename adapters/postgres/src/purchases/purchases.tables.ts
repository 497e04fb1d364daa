import type { ColumnType, Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the purchases area: products and crypto purchases. */
export interface PurchasesTables {
  products: {
    id: Generated<number>
    kind: string
    name: string
    description: string
    tickets: Int8
    price_cents: Int8
    active: boolean
    sort: number
    /** Name and description in the other languages (migration 0080). */
    translations: ColumnType<Record<string, { name: string; description: string }>, string | undefined, string>
  }
  purchases: {
    id: Generated<number>
    member_id: number
    product_id: number
    product_name: string
    /** The product's name in the other languages when the purchase started (migration 0080). */
    product_names: ColumnType<Record<string, string>, string | undefined, string>
    quantity: number
    tickets: Int8
    currency: string
    amount: Int8
    address: string
    status: string
    tx_hash: string | null
    invoice_expires_at: Timestamp
    review_note: string | null
    transfer_id: number | null
    refund_transfer_id: number | null
    created_at: Timestamp
    updated_at: Timestamp
    /** Why an incomplete purchase needs action (migration 0007). */
    issue: string | null
  }
}
