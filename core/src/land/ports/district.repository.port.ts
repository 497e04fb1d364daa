import type { Lang } from "../../kernel/lang"
import { Context, type Effect } from "effect"
import type { Area, District, ReservedArea } from "../domain/district"
import type { Coord } from "../domain/plot"

export interface DistrictSummary extends District {
  readonly plots: number
  readonly available: number
  /** The name in the other languages (migration 0081); English, `name`, is the fallback. */
  readonly translations?: Readonly<Partial<Record<Lang, string>>>
}

/** A reserved area with how many registered plots lie inside it (the staff plot-registration list). */
export interface ReservedAreaSummary extends ReservedArea {
  readonly plots: number
}

/** Districts and reserved areas: the named parts of the map staff draw, edit and remove. */
export class DistrictRepository extends Context.Service<
  DistrictRepository,
  {
    /**
     * Serialises changes to reserved areas: every unit of work that creates, ends or registers over reserved areas
     * takes this first (before any plot lock), and holds it until it ends. Reserved areas read after it stay as read
     * until then, even where no plot lies yet (a reservation of unregistered cells locks no plot).
     */
    readonly lockReservedAreas: Effect.Effect<void>
    /** The district, its row locked for the unit of work (its edits and deletion go one at a time); null when there is none. */
    readonly lockDistrict: (id: number) => Effect.Effect<District | null>
    readonly districts: Effect.Effect<ReadonlyArray<DistrictSummary>>
    readonly districtAt: (c: Coord) => Effect.Effect<DistrictSummary | null>
    readonly district: (id: number) => Effect.Effect<DistrictSummary | null>
    /** Changes a district's name and thumbnail; answers it, or null when there is none with that id. */
    readonly updateDistrict: (id: number, d: { readonly name: string; readonly thumbnail: string | null }) => Effect.Effect<District | null>
    /** Plots of the district members hold (lock the district's area first to decide on it). */
    readonly heldInDistrict: (id: number) => Effect.Effect<number>
    /** Deletes the district; its plots stay, in no district. Answers how many plots it had. */
    readonly deleteDistrict: (id: number) => Effect.Effect<number>
    readonly createDistrict: (d: Omit<District, "id">) => Effect.Effect<District>
    readonly reservedAreas: Effect.Effect<ReadonlyArray<ReservedArea>>
    readonly reservedArea: (id: number) => Effect.Effect<ReservedArea | null>
    /** Removes reserved areas (un-reserved, or registered over): their rows go; the audit log keeps the history. */
    readonly deleteReservedAreas: (ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Every reserved area, oldest first, with the number of plots inside it. */
    readonly reservedAreaSummaries: Effect.Effect<ReadonlyArray<ReservedAreaSummary>>
    readonly createReservedArea: (a: Area, name: string, at: Date) => Effect.Effect<ReservedArea>
  }
>()("iw/land/DistrictRepository") {}
