import { type CellState, type WorldSnapshot, HELD_CELL_STATES, unpackCell } from "@iw/contracts"
import { useEffect, useMemo, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { Area } from "../api/land"

/** The groups staff care about when changing an area: what is for sale, what members hold, what is kept out of sale. */
export type CellGroup = "available" | "held" | "reserved" | "unavailable" | "none"
export const CELL_GROUPS: ReadonlyArray<CellGroup> = ["available", "held", "reserved", "unavailable", "none"]

const groupOf = (state: CellState): CellGroup =>
  state === "none" ? "none" : state === "available" ? "available" : state === "reserved" ? "reserved" : HELD_CELL_STATES.includes(state) ? "held" : "unavailable"

const COLORS: Record<CellGroup, readonly [number, number, number, number]> = {
  available: [76, 175, 120, 255],
  held: [79, 140, 230, 255],
  reserved: [236, 178, 62, 255],
  unavailable: [110, 116, 128, 255],
  none: [0, 0, 0, 0]
}

/** How many cells of each group lie in an area (clipped to the world); outside the world counts as `none`. */
export const countArea = (world: WorldSnapshot, area: Area): Record<CellGroup, number> => {
  const counts: Record<CellGroup, number> = { available: 0, held: 0, reserved: 0, unavailable: 0, none: 0 }
  const total = (area.x1 - area.x0 + 1) * (area.y1 - area.y0 + 1)
  let inside = 0
  const xa = Math.max(area.x0, world.x0)
  const xb = Math.min(area.x1, world.x0 + world.width - 1)
  const ya = Math.max(area.y0, world.y0)
  const yb = Math.min(area.y1, world.y0 + world.height - 1)
  for (let y = ya; y <= yb; y++) {
    for (let x = xa; x <= xb; x++) {
      counts[groupOf(unpackCell(world.cells[(y - world.y0) * world.width + (x - world.x0)]!).state)]++
      inside++
    }
  }
  counts.none += total - inside
  return counts
}

/**
 * The whole world, one pixel per plot, coloured by group, with the chosen area outlined. The canvas is decoration
 * (aria-hidden): the counts beside it say the same in words.
 */
export const WorldPreview = ({ world, area, label }: { readonly world: WorldSnapshot; readonly area: Area | null; readonly label: string }) => {
  const { t } = useTranslation()
  const ref = useRef<HTMLCanvasElement>(null)
  const totals = useMemo(() => countArea(world, { x0: world.x0, y0: world.y0, x1: world.x0 + world.width - 1, y1: world.y0 + world.height - 1 }), [world])
  useEffect(() => {
    const canvas = ref.current
    const ctx = canvas?.getContext("2d")
    if (!canvas || !ctx) return
    const scale = 4
    canvas.width = world.width * scale
    canvas.height = world.height * scale
    const image = ctx.createImageData(world.width, world.height)
    for (let i = 0; i < world.cells.length; i++) image.data.set(COLORS[groupOf(unpackCell(world.cells[i]!).state)], i * 4)
    // Draw at 1:1 on a scratch canvas, then scale up without smoothing so plots stay crisp.
    const scratch = document.createElement("canvas")
    scratch.width = world.width
    scratch.height = world.height
    scratch.getContext("2d")?.putImageData(image, 0, 0)
    ctx.imageSmoothingEnabled = false
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    ctx.drawImage(scratch, 0, 0, canvas.width, canvas.height)
    if (area) {
      const x = (area.x0 - world.x0) * scale
      const y = (area.y0 - world.y0) * scale
      const w = (area.x1 - area.x0 + 1) * scale
      const h = (area.y1 - area.y0 + 1) * scale
      ctx.fillStyle = "rgba(255, 255, 255, 0.28)"
      ctx.fillRect(x, y, w, h)
      ctx.lineWidth = 3
      ctx.strokeStyle = "#ffffff"
      ctx.strokeRect(x - 1.5, y - 1.5, w + 3, h + 3)
      ctx.lineWidth = 1.5
      ctx.strokeStyle = "#e5484d"
      ctx.strokeRect(x - 1.5, y - 1.5, w + 3, h + 3)
    }
  }, [world, area])
  return (
    <figure className="sw-land-world">
      <div className="sw-land-world__frame">
        <canvas ref={ref} className="sw-land-world__canvas" aria-hidden="true" data-testid="land-world" />
      </div>
      <figcaption>
        <span className="iw-visually-hidden">{label}</span>
        <ul className="sw-land-legend">
          {CELL_GROUPS.filter((g) => g !== "none").map((g) => (
            <li key={g}>
              <span className={`sw-land-key sw-land-key--${g}`} aria-hidden="true" /> {t(`plotsAdmin.groups.${g}`)} <span className="sw-muted">{totals[g].toLocaleString("en-US")}</span>
            </li>
          ))}
        </ul>
        <p className="sw-muted sw-small">{t("plotsAdmin.world.caption", { width: world.width, height: world.height, x0: world.x0, y0: world.y0, x1: world.x0 + world.width - 1, y1: world.y0 + world.height - 1, version: world.version })}</p>
      </figcaption>
    </figure>
  )
}
