import type { BuildingArea, BuildingDirection, BuildingSize } from "./building-size"

/**
 * A building template of the catalogue (staff register them on product-registration): its size, its price in ABEY
 * minor units, a price in experience tickets where the catalogue allows tickets, which templates it may be
 * exchanged for, and whether it is a 3D premium or a virtual building.
 */
export interface BuildingTemplate {
  readonly id: number
  readonly name: string
  readonly size: BuildingSize
  readonly price: bigint
  /** Null: not for tickets. */
  readonly ticketPrice: bigint | null
  readonly exchangeableTo: ReadonlyArray<number>
  readonly premium3d: boolean
  readonly virtual: boolean
  readonly active: boolean
  readonly image: string | null
}

/**
 * A building a member owns. `area` is where it stands (spec §3: keyed by four coordinates), null while it is not
 * placed; `minted` once it was sent to the member's wallet as an NFT.
 */
export interface Building {
  readonly id: number
  readonly memberId: number
  readonly templateId: number
  readonly size: BuildingSize
  readonly direction: BuildingDirection
  readonly area: BuildingArea | null
  readonly minted: boolean
  readonly purchasedAt: Date
  /** In the store's escrow (listed for sale): not in the member's hands until the listing ends. */
  readonly listed?: boolean
}

export const isPlaced = (b: Pick<Building, "area">): boolean => b.area !== null
