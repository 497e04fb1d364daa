import type { Plot } from "../../land/index"
import { type BuildingArea, type BuildingDirection, areaCells, buildingPlotCount, directionFitting, normalArea } from "./building-size"
import type { Building } from "./building"

export type PlacementRefusal =
  | { readonly _tag: "AlreadyPlaced" }
  | { readonly _tag: "AreaMismatch" }
  | { readonly _tag: "Occupied"; readonly coordinates: string }
  | { readonly _tag: "Unavailable"; readonly coordinates: ReadonlyArray<string> }
  | { readonly _tag: "NotEnoughPlotSize"; readonly needed: number; readonly available: number }

export interface PlacementInput {
  readonly building: Pick<Building, "size" | "area">
  readonly memberId: number
  readonly area: BuildingArea
  /** The plots of the area as they are now (missing cells are simply absent). */
  readonly plots: ReadonlyArray<Plot>
  /** The total size of the PLOTs the member holds. */
  readonly ownedPlotSize: number
  /** The total size (in PLOTs) of the member's other buildings that stand on the map. */
  readonly placedSize: number
  /** Whether land's state machine lets a building onto the plot (event `place` by this member). */
  readonly mayPlace: (p: Plot) => boolean
}

const key = (c: { readonly x: number; readonly y: number }) => `${c.x},${c.y}`

/**
 * Spec §5, §8: a building is placed once ("Building already placed"); the area must be the footprint (in one of the
 * two directions); a PLOT with a building on it is occupied ("The PLOT :coordinates is already occupied"); every
 * PLOT must be the member's own, activated land that the state machine lets a building onto (event `place`): not a
 * road, not reserved, not merely bought ("Some PLOTs are unavailable for building"); and the member's buildings may
 * not exceed their PLOTs in size ("Not enough PLOT size"). Answers the direction and the plots to set `placed`.
 */
export const decidePlacement = (i: PlacementInput): { readonly _tag: "Place"; readonly area: BuildingArea; readonly direction: BuildingDirection; readonly plots: ReadonlyArray<Plot> } | PlacementRefusal => {
  if (i.building.area !== null) return { _tag: "AlreadyPlaced" }
  const direction = directionFitting(i.building.size, i.area)
  if (direction === null) return { _tag: "AreaMismatch" }
  const area = normalArea(i.area)
  const byKey = new Map(i.plots.map((p) => [key(p), p]))
  const plots: Array<Plot> = []
  const unavailable: Array<string> = []
  for (const c of areaCells(area)) {
    const p = byKey.get(key(c))
    if (p?.status === "placed") return { _tag: "Occupied", coordinates: key(c) }
    if (p === undefined || p.kind !== "land" || p.ownerId !== i.memberId || !i.mayPlace(p)) unavailable.push(key(c))
    else plots.push(p)
  }
  if (unavailable.length > 0) return { _tag: "Unavailable", coordinates: unavailable }
  const needed = i.placedSize + buildingPlotCount(i.building.size)
  if (needed > i.ownedPlotSize) return { _tag: "NotEnoughPlotSize", needed, available: i.ownedPlotSize }
  return { _tag: "Place", area, direction, plots }
}
