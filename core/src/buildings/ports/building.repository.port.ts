import { Context, type Effect } from "effect"
import type { Building, BuildingTemplate } from "../domain/building"
import type { BuildingArea, BuildingDirection, BuildingSize } from "../domain/building-size"

/** A building's purchase, for the purchase history. */
export interface BuildingPurchase {
  readonly id: number
  readonly buildingId: number
  readonly memberId: number
  readonly templateId: number
  readonly paymentOption: string
  readonly amount: bigint
  readonly asset: "abey" | "tickets"
  readonly transferId: number | null
  readonly purchasedAt: Date
}

/** An exchange, for the exchange history. */
export interface BuildingExchange {
  readonly id: number
  readonly buildingId: number
  readonly memberId: number
  readonly fromTemplateId: number
  readonly toTemplateId: number
  readonly kind: "upgrade" | "downgrade" | "same"
  /** ABEY minor units paid (upgrade) or given back as bonus (downgrade). */
  readonly amount: bigint
  readonly transferId: number | null
  readonly exchangedAt: Date
}

/** A placement of a building (spec §3: keyed by four coordinates, with memberId and isRemoved). */
export interface BuildingPlacement extends BuildingArea {
  readonly buildingId: number
  readonly memberId: number
  readonly isRemoved: boolean
}

/** A placed building as the map draws it. */
export interface MapBuilding extends BuildingArea {
  readonly id: number
  readonly memberId: number
  readonly templateId: number
  readonly size: BuildingSize
  readonly direction: BuildingDirection
}

export type NewTemplate = Omit<BuildingTemplate, "id">

/**
 * The catalogue of building templates and the buildings members own, with their placements, purchases and
 * exchanges. Placing writes one row per PLOT under a key on (x, y), so two buildings can never share a PLOT even
 * when two units of work race past their checks.
 */
export class BuildingRepository extends Context.Service<
  BuildingRepository,
  {
    readonly templates: (q: { readonly activeOnly: boolean }) => Effect.Effect<ReadonlyArray<BuildingTemplate>>
    readonly template: (id: number) => Effect.Effect<BuildingTemplate | null>
    readonly saveTemplate: (id: number | null, t: NewTemplate) => Effect.Effect<BuildingTemplate>
    readonly building: (id: number) => Effect.Effect<Building | null>
    /** The building, locked for the unit of work. */
    readonly lockBuilding: (id: number) => Effect.Effect<Building | null>
    /** Every building of the member, newest first. */
    readonly ofMember: (memberId: number) => Effect.Effect<ReadonlyArray<Building>>
    /** Placed buildings in (id) order; `area` limits to those overlapping it. */
    readonly placed: (area: BuildingArea | null) => Effect.Effect<ReadonlyArray<MapBuilding>>
    readonly create: (b: Omit<Building, "id">) => Effect.Effect<Building>
    /** Stands the building on the area: its plots are taken, or the unit of work fails as a defect if one is taken. */
    readonly place: (id: number, memberId: number, area: BuildingArea, direction: BuildingDirection, at: Date) => Effect.Effect<void>
    /** Takes the building off its plots; the placement is kept with isRemoved. */
    readonly unplace: (id: number, at: Date) => Effect.Effect<void>
    readonly changeTemplate: (id: number, templateId: number, size: BuildingSize) => Effect.Effect<void>
    /** Marks the building minted to `address` by the chain transaction `txHash`. */
    readonly setMinted: (id: number, at: Date, address: string, txHash: string) => Effect.Effect<void>
    readonly recordPurchase: (p: Omit<BuildingPurchase, "id">) => Effect.Effect<void>
    readonly purchases: (memberId: number) => Effect.Effect<ReadonlyArray<BuildingPurchase>>
    readonly recordExchange: (e: Omit<BuildingExchange, "id">) => Effect.Effect<void>
    readonly exchanges: (memberId: number) => Effect.Effect<ReadonlyArray<BuildingExchange>>
    /** Puts the building in (or takes it out of) the store's escrow. */
    readonly setListed: (id: number, listed: boolean) => Effect.Effect<void>
    /** Hands the building to another member (a store sale). */
    readonly setOwner: (id: number, memberId: number) => Effect.Effect<void>
    /** The last placement of the building, removed or not. */
    readonly lastPlacement: (id: number) => Effect.Effect<BuildingPlacement | null>
  }
>()("iw/buildings/BuildingRepository") {}
