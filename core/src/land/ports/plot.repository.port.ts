import { Context, type Effect } from "effect"
import type { Area } from "../domain/district"
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

/** A world event to publish when the unit of work commits (the live channel's plot/update, district/update). */
export interface LandEvent {
  readonly topic: "plot/update" | "district/update" | "building/update"
  readonly version: number
  readonly payload: unknown
}

/**
 * The plots and the world they make: locking and reading plots, the world's cells and versions, saving moves under a
 * new version, registering plots, and the live events a unit of work publishes when it commits.
 */
export class PlotRepository extends Context.Service<
  PlotRepository,
  {
    /** The plots at these coordinates, locked for the unit of work, in (x, y) order. */
    readonly lockPlots: (coords: ReadonlyArray<Coord>) => Effect.Effect<ReadonlyArray<Plot>>
    /**
     * Every plot of the area, locked for the unit of work, in (x, y) order (the same order as lockPlots). A unit of
     * work that decides on plots' states, or on what members hold, locks them first and decides on what this answers
     * (or reads after it): a purchase that commits meanwhile is then seen, or waits until the unit ends.
     */
    readonly lockArea: (a: Area) => Effect.Effect<ReadonlyArray<Plot>>
    readonly plot: (c: Coord) => Effect.Effect<Plot | null>
    /** The world in (y, x) order, one page. */
    readonly page: (q: { readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<Plot>; readonly total: number }>
    readonly inArea: (a: Area) => Effect.Effect<ReadonlyArray<Plot>>
    readonly ownedBy: (memberId: number, q: { readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<Plot>; readonly total: number }>
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
    /** Creates or re-registers every plot of the area (none held), stamped with `version`. Answers how many. */
    readonly registerArea: (a: Area, p: { readonly level: PlotLevel; readonly price: bigint; readonly kind: PlotKind; readonly districtId: number | null; readonly status: StoredPlotState }, version: number) => Effect.Effect<number>
  }
>()("iw/land/PlotRepository") {}
