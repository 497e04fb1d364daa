import { CELL_STATES, type WorldSnapshot, indexOf, unpackCell } from "@iw/contracts"
import type { DistrictArt } from "./map-renderer"

/** What the snapshot alone tells about a plot: enough for the hover card and for visitors. */
export interface PlotFacts {
  readonly x: number
  readonly y: number
  readonly state: (typeof CELL_STATES)[number]
  readonly level: number
  readonly kind: "land" | "road" | "plaza"
  readonly minted: boolean
  readonly owner: number
  readonly mine: boolean
  readonly district: string | null
}

export const plotFacts = (world: WorldSnapshot, x: number, y: number, memberId: number | null, districts: ReadonlyArray<DistrictArt>): PlotFacts | null => {
  if (x < world.x0 || y < world.y0 || x >= world.x0 + world.width || y >= world.y0 + world.height) return null
  const i = indexOf(world, x, y)
  const cell = unpackCell(world.cells[i]!)
  if (cell.state === "none") return null
  const owner = world.owners[i] ?? 0
  const district = districts.find((d) => x >= d.x0 && x <= d.x1 && y >= d.y0 && y <= d.y1)?.name ?? null
  return { x, y, state: cell.state, level: cell.level, kind: cell.kind, minted: cell.minted, owner, mine: memberId !== null && owner === memberId, district }
}

/** Only land that is available can go in a cart. */
export const canBuy = (f: PlotFacts | null) => f !== null && f.kind === "land" && f.state === "available"
