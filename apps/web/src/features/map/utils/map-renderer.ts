// Under the pages' Content-Security-Policy (no 'unsafe-eval'), pixi builds its shader and uniform code without new Function.
import "pixi.js/unsafe-eval"
import { Assets, CanvasSource, Container, Graphics, type Renderer, Sprite, Text, Texture, TilingSprite, autoDetectRenderer } from "pixi.js"
import type { Geometry } from "@iw/contracts"
import { type Camera, type Layout, cellRect, layoutFor } from "./camera"
import { BUILDING_COLOR, BUILDING_MINE_COLOR } from "./paint"

/**
 * Draws the world with pixi.js in a handful of draw calls, however many plots there are: every plot is one pixel
 * of a single texture (written by paint.ts), scaled up without smoothing; a tiled grid outlines plots once they are
 * big enough to tell apart; districts, the cart, the hovered and the focused plot are a few overlays on top.
 * There is no object per plot: the plot under the pointer is found from coordinates (camera.ts).
 */

export interface DistrictArt {
  readonly id: number
  readonly name: string
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
  readonly thumbnail: string | null
}

/** A building's footprint on the map: its four coordinates, and whether it is the viewer's own. */
export interface FootprintArt {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
  readonly mine: boolean
}

export interface MapMarks {
  readonly cart: ReadonlyArray<{ readonly x: number; readonly y: number }>
  readonly hover: { readonly x: number; readonly y: number } | null
  readonly focus: { readonly x: number; readonly y: number } | null
}

const BOARD_COLOR = 0x0d1a2b
const BUILDING_EDGE_COLOR = 0x1b1b1b
const GRID_TILE = 32
/** Below this many screen pixels a plot is too small for its outline to help. */
const GRID_MIN_CELL_PX = 7
/** Districts show as art and names while plots are small; they fade out as plots grow. */
const DISTRICT_FADE_CELL_PX = [6, 16] as const

const gridTexture = () => {
  const c = document.createElement("canvas")
  c.width = c.height = GRID_TILE
  const ctx = c.getContext("2d")!
  ctx.fillStyle = "rgba(8, 14, 26, 0.55)"
  ctx.fillRect(0, 0, GRID_TILE, 2)
  ctx.fillRect(0, 0, 2, GRID_TILE)
  const t = new Texture({ source: new CanvasSource({ resource: c, scaleMode: "linear" }) })
  return t
}

export class MapRenderer {
  private readonly stage = new Container()
  private readonly world = new Container()
  private readonly districtLayer = new Container()
  private readonly labels = new Container()
  private readonly marks = new Graphics()
  /** Buildings as footprints: one Graphics for all of them, redrawn when they change (not per frame). */
  private readonly buildingLayer = new Graphics()
  private footprints: ReadonlyArray<FootprintArt> = []
  private cells: Sprite | null = null
  private grid: TilingSprite | null = null
  private pixels: { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D; image: ImageData; texture: Texture } | null = null
  private layout: Layout | null = null
  private camera: Camera = { scale: 1, x: 0, y: 0 }
  private markState: MapMarks = { cart: [], hover: null, focus: null }
  private frame = 0
  private destroyed = false

  private constructor(
    private readonly renderer: Renderer,
    readonly canvas: HTMLCanvasElement
  ) {
    this.world.addChild(this.buildingLayer, this.districtLayer, this.labels, this.marks)
    this.stage.addChild(this.world)
  }

  /** WebGL when the browser has it, else pixi's canvas renderer: the map works on every device. */
  static async create(width: number, height: number, resolution = window.devicePixelRatio || 1): Promise<MapRenderer> {
    const renderer = await autoDetectRenderer({
      preference: ["webgl", "canvas"],
      width,
      height,
      resolution,
      autoDensity: true,
      antialias: false,
      // The board (the world-map image's area) is the clear colour: the stage keeps its ratio, so the board fills
      // the canvas, and a software renderer saves a full-screen fill per frame.
      background: BOARD_COLOR,
      powerPreference: "low-power"
    })
    return new MapRenderer(renderer, renderer.canvas as HTMLCanvasElement)
  }

  get rendererName(): string {
    return this.renderer.name
  }

  resize(width: number, height: number) {
    this.renderer.resize(width, height)
    this.requestRender()
  }

  /** A new world shape: one texture of width × height pixels. */
  setGeometry(geometry: Geometry): Layout {
    this.layout = layoutFor(geometry)
    this.cells?.destroy()
    this.grid?.destroy()
    this.pixels?.texture.destroy(true)
    const canvas = document.createElement("canvas")
    canvas.width = Math.max(1, geometry.width)
    canvas.height = Math.max(1, geometry.height)
    const ctx = canvas.getContext("2d", { willReadFrequently: false })!
    const image = ctx.createImageData(canvas.width, canvas.height)
    const texture = new Texture({ source: new CanvasSource({ resource: canvas, scaleMode: "nearest", autoGenerateMipmaps: false }) })
    this.pixels = { canvas, ctx, image, texture }
    const cells = new Sprite(texture)
    cells.position.set(this.layout.ox, this.layout.oy)
    cells.scale.set(this.layout.cell)
    const grid = new TilingSprite({ texture: gridTexture(), width: geometry.width * this.layout.cell, height: geometry.height * this.layout.cell })
    grid.position.set(this.layout.ox, this.layout.oy)
    grid.tileScale.set(this.layout.cell / GRID_TILE)
    this.cells = cells
    this.grid = grid
    this.world.addChildAt(cells, 0)
    this.world.addChildAt(grid, 1)
    this.drawBuildings()
    this.applyCamera()
    return this.layout
  }

  /** Uploads the painted pixels (RGBA, 4 bytes per plot). */
  setPixels(rgba: Uint8Array) {
    const p = this.pixels
    if (!p) return
    p.image.data.set(rgba.subarray(0, p.image.data.length))
    p.ctx.putImageData(p.image, 0, 0)
    p.texture.source.update()
    this.requestRender()
  }

  setDistricts(districts: ReadonlyArray<DistrictArt>) {
    const layout = this.layout
    if (!layout) return
    this.districtLayer.removeChildren().forEach((c) => c.destroy())
    this.labels.removeChildren().forEach((c) => c.destroy())
    for (const d of districts) {
      const a = cellRect(layout, d.x0, d.y0)
      const w = (d.x1 - d.x0 + 1) * layout.cell
      const h = (d.y1 - d.y0 + 1) * layout.cell
      const frame = new Graphics().rect(a.x, a.y, w, h).stroke({ width: layout.cell * 0.35, color: 0xffffff, alpha: 0.55 })
      this.districtLayer.addChild(frame)
      if (d.thumbnail) {
        Assets.load<Texture>({ src: d.thumbnail, parser: d.thumbnail.endsWith(".svg") ? "loadSVG" : undefined })
          .then((tex) => {
            if (this.destroyed) return
            const art = new Sprite(tex)
            const size = Math.min(w, h) * 0.42
            art.width = size
            art.height = size * (tex.height / tex.width || 1)
            art.position.set(a.x + (w - art.width) / 2, a.y + (h - art.height) / 2 - size * 0.12)
            art.alpha = 0.85
            this.districtLayer.addChild(art)
            this.applyCamera()
          })
          .catch(() => undefined)
      }
      const label = new Text({ text: d.name, style: { fontFamily: "system-ui, sans-serif", fontSize: 64, fontWeight: "700", fill: 0xffffff, stroke: { color: 0x0d1a2b, width: 10 } } })
      label.anchor.set(0.5, 0)
      label.scale.set(Math.min(w, h) / 900)
      label.position.set(a.x + w / 2, a.y + h * 0.72)
      this.labels.addChild(label)
    }
    this.applyCamera()
  }

  /** The buildings standing on the map, drawn as footprints over their PLOTs. */
  setBuildings(footprints: ReadonlyArray<FootprintArt>) {
    this.footprints = footprints
    this.drawBuildings()
  }

  private drawBuildings() {
    const layout = this.layout
    const g = this.buildingLayer
    g.clear()
    if (!layout) return this.requestRender()
    const inset = layout.cell * 0.12
    for (const f of this.footprints) {
      const a = cellRect(layout, f.x0, f.y0)
      const w = (f.x1 - f.x0 + 1) * layout.cell - 2 * inset
      const h = (f.y1 - f.y0 + 1) * layout.cell - 2 * inset
      g.rect(a.x + inset, a.y + inset, w, h).fill({ color: f.mine ? BUILDING_MINE_COLOR : BUILDING_COLOR, alpha: 0.92 })
      g.rect(a.x + inset, a.y + inset, w, h).stroke({ width: layout.cell * 0.08, color: BUILDING_EDGE_COLOR })
    }
    this.requestRender()
  }

  setCamera(camera: Camera) {
    this.camera = camera
    this.applyCamera()
  }

  setMarks(marks: MapMarks) {
    this.markState = marks
    this.drawMarks()
  }

  private applyCamera() {
    const cam = this.camera
    this.world.scale.set(cam.scale)
    this.world.position.set(cam.x, cam.y)
    const cellPx = (this.layout?.cell ?? 1) * cam.scale
    if (this.grid) {
      this.grid.visible = cellPx >= GRID_MIN_CELL_PX
      this.grid.alpha = Math.min(1, (cellPx - GRID_MIN_CELL_PX) / 8 + 0.35)
    }
    const [fadeFrom, fadeTo] = DISTRICT_FADE_CELL_PX
    const districtAlpha = cellPx <= fadeFrom ? 1 : cellPx >= fadeTo ? 0 : 1 - (cellPx - fadeFrom) / (fadeTo - fadeFrom)
    this.districtLayer.alpha = districtAlpha
    this.labels.alpha = districtAlpha
    this.districtLayer.visible = this.labels.visible = districtAlpha > 0
    this.drawMarks()
  }

  private drawMarks() {
    const layout = this.layout
    const g = this.marks
    g.clear()
    if (!layout) return this.requestRender()
    const px = 1 / this.camera.scale
    const { cart, hover, focus } = this.markState
    for (const c of cart) {
      const r = cellRect(layout, c.x, c.y)
      g.rect(r.x, r.y, r.size, r.size).fill({ color: 0xffffff, alpha: 0.35 })
      g.rect(r.x + px, r.y + px, r.size - 2 * px, r.size - 2 * px).stroke({ width: 2 * px, color: 0x0d1a2b })
    }
    if (cart.length > 0) {
      for (const c of cart) {
        const r = cellRect(layout, c.x, c.y)
        g.rect(r.x - px, r.y - px, r.size + 2 * px, r.size + 2 * px).stroke({ width: 2 * px, color: 0xffffff })
      }
    }
    for (const [cell, color] of [
      [hover, 0xffffff],
      [focus, 0x5ec8ff]
    ] as const) {
      if (!cell) continue
      const r = cellRect(layout, cell.x, cell.y)
      const w = Math.max(2 * px, r.size * 0.08)
      g.rect(r.x - w / 2, r.y - w / 2, r.size + w, r.size + w).stroke({ width: w, color })
    }
    this.requestRender()
  }

  /** Renders on the next animation frame; any number of changes in one frame cost one render. */
  requestRender() {
    if (this.frame || this.destroyed) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.renderNow()
    })
  }

  renderNow() {
    if (this.destroyed) return
    this.renderer.render(this.stage)
  }

  /** Waits until the GPU has drawn the last frame (reads one pixel back): benchmarks time a full paint with it. */
  finish() {
    const gl = (this.renderer as unknown as { gl?: WebGLRenderingContext }).gl
    if (gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4))
  }

  destroy() {
    this.destroyed = true
    if (this.frame) cancelAnimationFrame(this.frame)
    this.stage.destroy({ children: true })
    this.pixels?.texture.destroy(true)
    this.renderer.destroy()
  }
}
