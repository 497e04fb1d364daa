import { type BuildingDirection, type BuildingSize, type Plot, decidePlacement, footprintAt } from "@iw/core/domain"

export type Preview = { readonly ok: true } | { readonly ok: false; readonly code: string; readonly params?: Record<string, string | number> }

/**
 * Whether the footprint fits at (x, y), decided by core's own rule (decidePlacement) on what the page knows: the
 * member's free PLOTs (available-areas), the PLOTs under buildings on the map, and the size totals. Shown green or red
 * with the reason before anything is sent; the server decides again on the locked PLOTs.
 */
export const previewPlacement = (i: {
  readonly memberId: number
  readonly size: BuildingSize
  readonly direction: BuildingDirection
  readonly x: number
  readonly y: number
  readonly free: ReadonlySet<string>
  readonly occupied: ReadonlySet<string>
  readonly ownedPlotSize: number
  readonly placedSize: number
}): Preview => {
  const area = footprintAt(i.size, i.direction, i.x, i.y)
  const plots: Array<Plot> = []
  for (let x = area.startX; x <= area.endX; x++)
    for (let y = area.startY; y <= area.endY; y++) {
      const key = `${x},${y}`
      const status = i.occupied.has(key) ? "placed" : i.free.has(key) ? "owned" : null
      if (status !== null)
        plots.push({ x, y, districtId: null, kind: "land", level: 1, size: 1, price: 0n, status, ownerId: i.memberId, name: null, image: null, minted: false, purchasedAt: null, version: 0 })
    }
  const d = decidePlacement({ building: { size: i.size, area: null }, memberId: i.memberId, area, plots, ownedPlotSize: i.ownedPlotSize, placedSize: i.placedSize, mayPlace: () => true })
  switch (d._tag) {
    case "Place":
      return { ok: true }
    case "Occupied":
      return { ok: false, code: "buildings.plot_occupied", params: { coordinates: d.coordinates } }
    case "Unavailable":
      return { ok: false, code: "buildings.plots_unavailable" }
    case "NotEnoughPlotSize":
      return { ok: false, code: "buildings.not_enough_plot_size" }
    default:
      return { ok: false, code: "buildings.area_not_footprint", params: { size: i.size } }
  }
}
