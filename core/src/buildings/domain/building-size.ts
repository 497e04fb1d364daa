/**
 * Building sizes (spec §3, §9): a size is `WxH` PLOTs; it needs W·H PLOTs (1x1=1, 2x1=2, 2x2=4, 3x3=9, 4x4=16,
 * 5x5=25). A direction turns a building: `horizontal` lays W along x, `vertical` along y (only a 2x1 looks
 * different when turned).
 */
export const BUILDING_SIZES = ["1x1", "2x1", "2x2", "3x3", "4x4", "5x5"] as const
export type BuildingSize = (typeof BUILDING_SIZES)[number]

export const BUILDING_DIRECTIONS = ["horizontal", "vertical"] as const
export type BuildingDirection = (typeof BUILDING_DIRECTIONS)[number]

export const isBuildingSize = (s: string): s is BuildingSize => (BUILDING_SIZES as ReadonlyArray<string>).includes(s)

const sides = (size: BuildingSize): readonly [number, number] => {
  const [w, h] = size.split("x").map(Number)
  return [w!, h!]
}

/** How many PLOTs a building of this size stands on. */
export const buildingPlotCount = (size: BuildingSize): number => {
  const [w, h] = sides(size)
  return w * h
}

/** The footprint's width (along x) and height (along y) in PLOTs, turned by the direction. */
export const footprintOf = (size: BuildingSize, direction: BuildingDirection): { readonly width: number; readonly height: number } => {
  const [w, h] = sides(size)
  return direction === "horizontal" ? { width: w, height: h } : { width: h, height: w }
}

/** The other direction (what R does in Place mode). */
export const turned = (d: BuildingDirection): BuildingDirection => (d === "horizontal" ? "vertical" : "horizontal")

/** A rectangle of PLOTs from its start corner to its end corner, both inclusive (spec §3: four coordinates). */
export interface BuildingArea {
  readonly startX: number
  readonly startY: number
  readonly endX: number
  readonly endY: number
}

/** The area a footprint covers with its start corner at (x, y). */
export const footprintAt = (size: BuildingSize, direction: BuildingDirection, x: number, y: number): BuildingArea => {
  const f = footprintOf(size, direction)
  return { startX: x, startY: y, endX: x + f.width - 1, endY: y + f.height - 1 }
}

/** The area with its corners in order (start ≤ end), whichever corners were given. */
export const normalArea = (a: BuildingArea): BuildingArea => ({
  startX: Math.min(a.startX, a.endX),
  startY: Math.min(a.startY, a.endY),
  endX: Math.max(a.startX, a.endX),
  endY: Math.max(a.startY, a.endY)
})

/** The direction in which the size covers exactly this area, or null when it does not fit the footprint. */
export const directionFitting = (size: BuildingSize, area: BuildingArea): BuildingDirection | null => {
  const a = normalArea(area)
  const width = a.endX - a.startX + 1
  const height = a.endY - a.startY + 1
  for (const d of BUILDING_DIRECTIONS) {
    const f = footprintOf(size, d)
    if (f.width === width && f.height === height) return d
  }
  return null
}

/** Every PLOT of the area, in (x, y) order. */
export const areaCells = (area: BuildingArea): ReadonlyArray<{ readonly x: number; readonly y: number }> => {
  const a = normalArea(area)
  const cells: Array<{ x: number; y: number }> = []
  for (let x = a.startX; x <= a.endX; x++) for (let y = a.startY; y <= a.endY; y++) cells.push({ x, y })
  return cells
}

/** How the spec and the audit log name an area: `startX,startY:endX,endY`. */
export const buildingAreaKey = (a: BuildingArea): string => `${a.startX},${a.startY}:${a.endX},${a.endY}`
