import type { Geometry } from "@iw/contracts"

/**
 * The map's camera as plain numbers: where the board sits on the screen and how large it is drawn. Pure, so the
 * clamping and zoom rules are property-tested (apps/web/test/map/camera.test.ts) and the renderer only applies it.
 */

/** Spec §9: the world-map image keeps the ratio 1524 × 1080, scaled by 9. The board is that image, in world units. */
export const BOARD = { width: 1524 * 9, height: 1080 * 9 } as const
export const BOARD_RATIO = BOARD.width / BOARD.height

/** A plot drawn at most this many screen pixels wide: closer than that shows nothing new. */
export const MAX_CELL_PX = 96

export interface View {
  readonly width: number
  readonly height: number
}

/** screen = world × scale + (x, y) */
export interface Camera {
  readonly scale: number
  readonly x: number
  readonly y: number
}

/** Where the plot grid lies on the board: centred, with square cells as large as the board allows. */
export interface Layout {
  readonly geometry: Geometry
  readonly cell: number
  readonly ox: number
  readonly oy: number
}

export const layoutFor = (geometry: Geometry): Layout => {
  const cell = geometry.width > 0 && geometry.height > 0 ? Math.min(BOARD.width / geometry.width, BOARD.height / geometry.height) : 1
  return { geometry, cell, ox: (BOARD.width - geometry.width * cell) / 2, oy: (BOARD.height - geometry.height * cell) / 2 }
}

/** The smallest scale shows the whole board; the largest draws a plot {@link MAX_CELL_PX} wide. */
export const scaleLimits = (view: View, layout: Layout) => {
  const min = Math.min(view.width / BOARD.width, view.height / BOARD.height)
  return { min, max: Math.max(min, MAX_CELL_PX / layout.cell) }
}

const clampAxis = (offset: number, viewSize: number, boardSize: number) => {
  if (boardSize <= viewSize) return (viewSize - boardSize) / 2
  return Math.min(0, Math.max(viewSize - boardSize, offset))
}

/** Keeps the scale within its limits and the board on the screen: centred when smaller than the view, else covering it. */
export const clampCamera = (cam: Camera, view: View, layout: Layout): Camera => {
  const { min, max } = scaleLimits(view, layout)
  const scale = Math.min(max, Math.max(min, Number.isFinite(cam.scale) ? cam.scale : min))
  return {
    scale,
    x: clampAxis(Number.isFinite(cam.x) ? cam.x : 0, view.width, BOARD.width * scale),
    y: clampAxis(Number.isFinite(cam.y) ? cam.y : 0, view.height, BOARD.height * scale)
  }
}

export const fitCamera = (view: View, layout: Layout): Camera => clampCamera({ scale: 0, x: 0, y: 0 }, view, layout)

/** Zooms by `factor` about the screen point (px, py): the world point under it stays there unless an edge stops it. */
export const zoomAt = (cam: Camera, factor: number, px: number, py: number, view: View, layout: Layout): Camera => {
  const wx = (px - cam.x) / cam.scale
  const wy = (py - cam.y) / cam.scale
  const scale = cam.scale * factor
  return clampCamera({ scale, x: px - wx * scale, y: py - wy * scale }, view, layout)
}

export const panBy = (cam: Camera, dx: number, dy: number, view: View, layout: Layout): Camera =>
  clampCamera({ scale: cam.scale, x: cam.x + dx, y: cam.y + dy }, view, layout)

export const screenToWorld = (cam: Camera, px: number, py: number) => ({ x: (px - cam.x) / cam.scale, y: (py - cam.y) / cam.scale })
export const worldToScreen = (cam: Camera, wx: number, wy: number) => ({ x: wx * cam.scale + cam.x, y: wy * cam.scale + cam.y })

/** The plot at a board point, found from coordinates alone (no per-plot hit areas); null off the grid. */
export const cellAtWorld = (layout: Layout, wx: number, wy: number): { readonly x: number; readonly y: number } | null => {
  const col = Math.floor((wx - layout.ox) / layout.cell)
  const row = Math.floor((wy - layout.oy) / layout.cell)
  const g = layout.geometry
  if (col < 0 || row < 0 || col >= g.width || row >= g.height) return null
  return { x: g.x0 + col, y: g.y0 + row }
}

/** The board rectangle of a plot. */
export const cellRect = (layout: Layout, x: number, y: number) => ({
  x: layout.ox + (x - layout.geometry.x0) * layout.cell,
  y: layout.oy + (y - layout.geometry.y0) * layout.cell,
  size: layout.cell
})

/** Centres the camera on a plot at a scale where it is `cellPx` screen pixels wide. */
export const focusCell = (view: View, layout: Layout, x: number, y: number, cellPx = 28): Camera => {
  const r = cellRect(layout, x, y)
  const scale = cellPx / layout.cell
  return clampCamera({ scale, x: view.width / 2 - (r.x + r.size / 2) * scale, y: view.height / 2 - (r.y + r.size / 2) * scale }, view, layout)
}

/** The plots the screen shows, clipped to the grid: what a screen reader is told is in view. */
export const visibleCells = (cam: Camera, view: View, layout: Layout) => {
  const a = screenToWorld(cam, 0, 0)
  const b = screenToWorld(cam, view.width, view.height)
  const g = layout.geometry
  const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
  return {
    x0: clip(g.x0 + Math.floor((a.x - layout.ox) / layout.cell), g.x0, g.x0 + g.width - 1),
    y0: clip(g.y0 + Math.floor((a.y - layout.oy) / layout.cell), g.y0, g.y0 + g.height - 1),
    x1: clip(g.x0 + Math.floor((b.x - layout.ox) / layout.cell), g.x0, g.x0 + g.width - 1),
    y1: clip(g.y0 + Math.floor((b.y - layout.oy) / layout.cell), g.y0, g.y0 + g.height - 1)
  }
}
