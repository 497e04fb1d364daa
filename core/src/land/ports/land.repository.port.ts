import { Context, type Effect } from "effect"
import type { PlotActivation } from "../domain/activation"
import type { Area, District, ReservedArea } from "../domain/district"
import type { Coord, Plot, PlotKind, PlotLevel, StoredPlotState } from "../domain/plot"

/** What changes when a plot moves; stamped with the world version of the unit of work. */
export interface PlotChange extends Coord {
  readonly status: StoredPlotState
  readonly ownerId: number | null
  readonly minted: boolean
  readonly purchasedAt?: Date | null
}

/** One cell of the world state: what the map draws. */
export interface WorldCell extends Coord {
  readonly status: StoredPlotState
  readonly level: PlotLevel
  readonly kind: PlotKind
  readonly minted: boolean
  readonly ownerId: number | null
}

export interface DistrictSummary extends District {
  readonly plots: number
  readonly available: number
}

/** A reserved area with how many registered plots lie inside it (the staff plot-registration list). */
export interface ReservedAreaSummary extends ReservedArea {
  readonly plots: number
}

export interface LandStatistics {
  readonly total: number
  readonly byStatus: Readonly<Record<string, number>>
  readonly byLevel: ReadonlyArray<{ readonly level: number; readonly total: number; readonly available: number; readonly minPrice: bigint; readonly maxPrice: bigint }>
}

export interface PlotSale extends Coord {
  readonly memberId: number
  readonly price: bigint
  readonly level: number
  /** The ledger transfer that paid for it; null for a free PLOT (nothing moved, but it still counts as a sale). */
  readonly transferId: number | null
  readonly soldAt: Date
}

/** A PLOT's mint: to which wallet and when (spec §5). */
export interface PlotMint extends Coord {
  readonly memberId: number
  readonly address: string
  readonly mintedAt: Date
}

export interface SalesReport {
  readonly days: ReadonlyArray<{ readonly day: string; readonly count: number; readonly amount: bigint }>
  readonly byLevel: ReadonlyArray<{ readonly level: number; readonly count: number; readonly amount: bigint }>
  readonly count: number
  readonly amount: bigint
  readonly buyers: number
}

/** A world event to publish when the unit of work commits (the live channel's plot/update, district/update). */
export interface LandEvent {
  readonly topic: "plot/update" | "district/update"
  readonly version: number
  readonly payload: unknown
}

export class LandRepository extends Context.Service<
  LandRepository,
  {
    /** The plots at these coordinates, locked for the unit of work, in (x, y) order. */
    readonly lockPlots: (coords: ReadonlyArray<Coord>) => Effect.Effect<ReadonlyArray<Plot>>
    /**
     * Every plot of the area, locked for the unit of work, in (x, y) order (the same order as lockPlots). A unit of
     * work that decides on plots' states, or on what members hold, locks them first and decides on what this answers
     * (or reads after it): a purchase that commits meanwhile is then seen, or waits until the unit ends.
     */
    readonly lockArea: (a: Area) => Effect.Effect<ReadonlyArray<Plot>>
    /**
     * Serialises changes to reserved areas: every unit of work that creates, ends or registers over reserved areas
     * takes this first (before any plot lock), and holds it until it ends. Reserved areas read after it stay as read
     * until then, even where no plot lies yet (a reservation of unregistered cells locks no plot).
     */
    readonly lockReservedAreas: Effect.Effect<void>
    /** The district, its row locked for the unit of work (its edits and deletion go one at a time); null when there is none. */
    readonly lockDistrict: (id: number) => Effect.Effect<District | null>
    readonly plot: (c: Coord) => Effect.Effect<Plot | null>
    /** The world in (y, x) order, one page. */
    readonly page: (q: { readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<Plot>; readonly total: number }>
    readonly inArea: (a: Area) => Effect.Effect<ReadonlyArray<Plot>>
    readonly ownedBy: (memberId: number, q: { readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<Plot>; readonly total: number }>
    readonly districts: Effect.Effect<ReadonlyArray<DistrictSummary>>
    readonly districtAt: (c: Coord) => Effect.Effect<DistrictSummary | null>
    readonly district: (id: number) => Effect.Effect<DistrictSummary | null>
    /** Changes a district's name and thumbnail; answers it, or null when there is none with that id. */
    readonly updateDistrict: (id: number, d: { readonly name: string; readonly thumbnail: string | null }) => Effect.Effect<District | null>
    /** Plots of the district members hold (lock the district's area first to decide on it). */
    readonly heldInDistrict: (id: number) => Effect.Effect<number>
    /** Deletes the district; its plots stay, in no district. Answers how many plots it had. */
    readonly deleteDistrict: (id: number) => Effect.Effect<number>
    readonly reservedAreas: Effect.Effect<ReadonlyArray<ReservedArea>>
    readonly reservedArea: (id: number) => Effect.Effect<ReservedArea | null>
    /** Removes reserved areas (un-reserved, or registered over): their rows go; the audit log keeps the history. */
    readonly deleteReservedAreas: (ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Every reserved area, oldest first, with the number of plots inside it. */
    readonly reservedAreaSummaries: Effect.Effect<ReadonlyArray<ReservedAreaSummary>>
    readonly statistics: Effect.Effect<LandStatistics>
    /** The version of the last committed change to the world. */
    readonly worldVersion: Effect.Effect<number>
    /** Every cell, with the version they are at, read consistently (one snapshot of the database). */
    readonly cells: Effect.Effect<{ readonly version: number; readonly cells: ReadonlyArray<WorldCell> }>
    /** Cells changed after `since` and the version they are at, read consistently; null when more than `limit` changed. */
    readonly changedSince: (since: number, limit: number) => Effect.Effect<{ readonly version: number; readonly cells: ReadonlyArray<WorldCell> } | null>
    /** Takes the next world version, holding the counter until the unit of work ends (so versions commit in order). */
    readonly nextVersion: Effect.Effect<number>
    readonly savePlots: (changes: ReadonlyArray<PlotChange>, version: number) => Effect.Effect<void>
    /** Sends the event on the live channel when the unit of work commits. */
    readonly publish: (event: LandEvent) => Effect.Effect<void>
    readonly latestActivation: (c: Coord) => Effect.Effect<PlotActivation | null>
    /** The latest activation of each of these plots that has one. */
    readonly latestActivations: (coords: ReadonlyArray<Coord>) => Effect.Effect<ReadonlyArray<PlotActivation>>
    /** The member's plots whose activation runs at `now`. */
    readonly activeOf: (memberId: number, now: Date) => Effect.Effect<ReadonlyArray<PlotActivation>>
    readonly recordActivation: (a: PlotActivation, transferId: number) => Effect.Effect<void>
    readonly recordSales: (sales: ReadonlyArray<PlotSale>) => Effect.Effect<void>
    readonly recordMint: (c: Coord, memberId: number, address: string, at: Date) => Effect.Effect<void>
    readonly mintOf: (c: Coord) => Effect.Effect<PlotMint | null>
    readonly salesReport: (q: { readonly from: Date; readonly to: Date }) => Effect.Effect<SalesReport>
    readonly createDistrict: (d: Omit<District, "id">) => Effect.Effect<District>
    /** Creates or re-registers every plot of the area (none held), stamped with `version`. Answers how many. */
    readonly registerArea: (a: Area, p: { readonly level: PlotLevel; readonly price: bigint; readonly kind: PlotKind; readonly districtId: number | null; readonly status: StoredPlotState }, version: number) => Effect.Effect<number>
    readonly createReservedArea: (a: Area, name: string, at: Date) => Effect.Effect<ReservedArea>
  }
>()("iw/land/LandRepository") {}
