import type { Coord } from "./plot"

/** A rectangle of the map, inclusive of both corners. */
export interface Area {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

export interface District extends Area {
  readonly id: number
  readonly name: string
  readonly thumbnail: string | null
}

/** An area staff keep out of sale (spec §7 reserved-areas). */
export interface ReservedArea extends Area {
  readonly id: number
  readonly name: string
  readonly createdAt: Date
}

export const areaContains = (a: Area, c: Coord): boolean => c.x >= a.x0 && c.x <= a.x1 && c.y >= a.y0 && c.y <= a.y1

/** How the audit log names an area: `x0,y0:x1,y1`. */
export const areaKey = (a: Area): string => `${a.x0},${a.y0}:${a.x1},${a.y1}`

export const areaSize = (a: Area): number => (a.x1 - a.x0 + 1) * (a.y1 - a.y0 + 1)

export const isArea = (a: Area): boolean => a.x0 <= a.x1 && a.y0 <= a.y1

/** Whether two areas share at least one cell. */
export const areasOverlap = (a: Area, b: Area): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1

/** Whether every cell of `inner` lies in `outer`. */
export const isWithin = (inner: Area, outer: Area): boolean => inner.x0 >= outer.x0 && inner.x1 <= outer.x1 && inner.y0 >= outer.y0 && inner.y1 <= outer.y1

/** The largest area one registration may cover: the whole of a 408 × 408 world. */
export const MAX_REGISTRATION_CELLS = 408 * 408
