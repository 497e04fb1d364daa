import type { ColumnType, Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the buildings area: templates, buildings, the PLOTs they stand on, placements, purchases, exchanges. */
export interface BuildingsTables {
  building_templates: {
    id: Generated<number>
    name: string
    size: string
    price_minor: Int8
    ticket_price: Int8 | null
    exchangeable_to: ColumnType<ReadonlyArray<number>, ReadonlyArray<number> | string, ReadonlyArray<number> | string>
    premium_3d: boolean
    virtual: boolean
    active: boolean
    image: string | null
  }
  buildings: {
    id: Generated<number>
    member_id: number
    template_id: number
    size: string
    direction: string
    start_x: number | null
    start_y: number | null
    end_x: number | null
    end_y: number | null
    minted: Generated<boolean>
    minted_at: Timestamp | null
    mint_address: string | null
    /** The mint's transaction on the chain (migration 0021). */
    mint_tx: ColumnType<string | null, string | null | undefined, string | null>
    purchased_at: Timestamp
    /** In the store's escrow (migration 0041). */
    listed: Generated<boolean>
  }
  building_plots: { x: number; y: number; building_id: number }
  building_placements: {
    id: Generated<number>
    building_id: number
    member_id: number
    start_x: number
    start_y: number
    end_x: number
    end_y: number
    is_removed: Generated<boolean>
    placed_at: Timestamp
    removed_at: Timestamp | null
  }
  building_purchases: {
    id: Generated<number>
    building_id: number
    member_id: number
    template_id: number
    payment_option: string
    asset: string
    amount_minor: Int8
    transfer_id: Int8 | null
    purchased_at: Timestamp
  }
  building_exchanges: {
    id: Generated<number>
    building_id: number
    member_id: number
    from_template_id: number
    to_template_id: number
    kind: string
    amount_minor: Int8
    transfer_id: Int8 | null
    exchanged_at: Timestamp
  }
}
