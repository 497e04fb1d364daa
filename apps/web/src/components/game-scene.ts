// Under the pages' Content-Security-Policy (no 'unsafe-eval'), pixi builds its shader and uniform code without new Function.
import "pixi.js/unsafe-eval"
import { Container, Graphics, type Renderer, autoDetectRenderer } from "pixi.js"

/**
 * The games' pictures drawn with pixi.js (issue 14 §3), as the map draws the world: a PLOT of the Lumber Yard as an
 * isometric 3×3 field with each tree at its planting position, drawn by growth stage (sapling, young, mature, grown),
 * and the Gold Rush mine with its cart, a lamp per session under way and minerals when one is ready. Drawn once per
 * change, no animation (nothing moves for a person who prefers reduced motion). The pages keep the text: the grid
 * of positions and the list of lands are what keyboards and screen readers use.
 */

export interface TreeArt {
  readonly position: number
  readonly growth: number
  readonly wood: number
}

export type SceneArt =
  | { readonly kind: "plot"; readonly positions: number; readonly trees: ReadonlyArray<TreeArt> }
  | { readonly kind: "mine"; readonly underWay: number; readonly ready: number; readonly shovel: "none" | "good" | "rusting" | "worn" }

/** Growth stages by points (0 … 10): what the picture shows. */
export const treeStage = (growth: number): 0 | 1 | 2 | 3 => (growth >= 10 ? 3 : growth >= 6 ? 2 : growth >= 3 ? 1 : 0)

const WOOD_COLOR: Readonly<Record<number, number>> = { 6: 0x7cc36a, 7: 0x2f8f46, 8: 0xc06bd6 }
const SKY = 0x0d1a2b

export class GameScene {
  private readonly stage = new Container()
  private readonly g = new Graphics()
  private destroyed = false

  private constructor(
    private readonly renderer: Renderer,
    readonly canvas: HTMLCanvasElement,
    private readonly width: number,
    private readonly height: number
  ) {
    this.stage.addChild(this.g)
  }

  /** WebGL when the browser has it, else pixi's canvas renderer. */
  static async create(width: number, height: number): Promise<GameScene> {
    const renderer = await autoDetectRenderer({ preference: ["webgl", "canvas"], width, height, resolution: window.devicePixelRatio || 1, autoDensity: true, antialias: true, background: SKY, powerPreference: "low-power" })
    return new GameScene(renderer, renderer.canvas as HTMLCanvasElement, width, height)
  }

  draw(art: SceneArt) {
    if (this.destroyed) return
    this.g.clear()
    if (art.kind === "plot") this.drawPlot(art)
    else this.drawMine(art)
    this.renderer.render(this.stage)
  }

  private drawPlot(art: Extract<SceneArt, { kind: "plot" }>) {
    const g = this.g
    const side = Math.max(1, Math.round(Math.sqrt(art.positions)))
    const hw = Math.min(this.width / (side * 2 + 1), (this.height * 0.8) / side)
    const hh = hw / 2
    const cx = this.width / 2
    const top = this.height - side * hh * 2 - 12
    const at = (col: number, row: number) => ({ x: cx + (col - row) * hw, y: top + (col + row) * hh })
    // The PLOT's slab, then each position's soil.
    const n = at(0, 0)
    const e = at(side, 0)
    const s = at(side, side)
    const w = at(0, side)
    g.poly([n.x, n.y, e.x, e.y, s.x, s.y, w.x, w.y]).fill({ color: 0x3b5d2a })
    g.poly([w.x, w.y, s.x, s.y, s.x, s.y + 10, w.x, w.y + 10]).fill({ color: 0x2a4220 })
    g.poly([s.x, s.y, e.x, e.y, e.x, e.y + 10, s.x, s.y + 10]).fill({ color: 0x21361a })
    for (let p = 0; p < art.positions; p++) {
      const c = at(p % side, Math.floor(p / side))
      const inset = 0.12
      const a = { x: c.x, y: c.y + hh * inset * 2 }
      g.poly([a.x, a.y, a.x + hw * (1 - inset), a.y + hh * (1 - inset), a.x, a.y + hh * 2 * (1 - inset), a.x - hw * (1 - inset), a.y + hh * (1 - inset)]).fill({ color: 0x6b4a2b })
    }
    // Trees from the back to the front, so nearer ones cover farther ones.
    const trees = [...art.trees].sort((x, y) => (x.position % side) + Math.floor(x.position / side) - ((y.position % side) + Math.floor(y.position / side)))
    for (const t of trees) {
      const c = at(t.position % side, Math.floor(t.position / side))
      const base = { x: c.x, y: c.y + hh }
      const stage = treeStage(t.growth)
      const color = WOOD_COLOR[t.wood] ?? 0x4caf50
      const trunk = hh * (0.4 + stage * 0.35)
      const crown = hw * (0.18 + stage * 0.1)
      g.ellipse(base.x, base.y, crown * 0.9, crown * 0.4).fill({ color: 0x000000, alpha: 0.25 })
      g.rect(base.x - Math.max(1.5, crown * 0.12), base.y - trunk, Math.max(3, crown * 0.24), trunk).fill({ color: 0x7a4b24 })
      if (stage === 0) {
        g.ellipse(base.x - crown * 0.4, base.y - trunk, crown * 0.5, crown * 0.25).fill({ color })
        g.ellipse(base.x + crown * 0.4, base.y - trunk, crown * 0.5, crown * 0.25).fill({ color })
      } else {
        g.circle(base.x, base.y - trunk - crown * 0.6, crown).fill({ color })
        g.circle(base.x - crown * 0.35, base.y - trunk - crown * 0.9, crown * 0.55).fill({ color: 0xffffff, alpha: 0.12 })
      }
      // Fully grown: ripe fruit and a golden ring, ready to harvest.
      if (stage === 3) {
        g.circle(base.x, base.y - trunk - crown * 0.6, crown + 3).stroke({ width: 2, color: 0xffd54a })
        for (const [dx, dy] of [[-0.4, -0.3], [0.35, -0.5], [0.1, 0.1], [-0.1, -1]] as const) g.circle(base.x + dx * crown, base.y - trunk - crown * 0.6 + dy * crown, Math.max(2, crown * 0.14)).fill({ color: 0xffc233 })
      }
      // The growth meter under the tree: ten points.
      const mw = hw * 0.8
      g.rect(base.x - mw / 2, base.y + 4, mw, 3).fill({ color: 0x000000, alpha: 0.4 })
      g.rect(base.x - mw / 2, base.y + 4, (mw * Math.min(10, t.growth)) / 10, 3).fill({ color: stage === 3 ? 0xffd54a : 0x9be07a })
    }
  }

  private drawMine(art: Extract<SceneArt, { kind: "mine" }>) {
    const g = this.g
    const W = this.width
    const H = this.height
    const ground = H * 0.78
    g.rect(0, ground, W, H - ground).fill({ color: 0x3a2c20 })
    // The mountain and the mine's mouth.
    g.poly([W * 0.05, ground, W * 0.38, H * 0.12, W * 0.55, H * 0.3, W * 0.72, H * 0.08, W * 0.98, ground]).fill({ color: 0x5a6473 })
    g.poly([W * 0.38, H * 0.12, W * 0.45, H * 0.2, W * 0.33, H * 0.24]).fill({ color: 0xe8eef5 })
    g.poly([W * 0.72, H * 0.08, W * 0.79, H * 0.18, W * 0.66, H * 0.19]).fill({ color: 0xe8eef5 })
    const mx = W * 0.5
    g.rect(mx - W * 0.11, ground - H * 0.3, W * 0.22, H * 0.3).fill({ color: 0x6b4a2b })
    g.ellipse(mx, ground - H * 0.02, W * 0.085, H * 0.26).fill({ color: 0x0b0b0f })
    g.rect(mx - W * 0.12, ground - H * 0.32, W * 0.24, H * 0.04).fill({ color: 0x8a5a30 })
    // Rails out of the mine, and the cart.
    g.moveTo(mx - W * 0.04, ground).lineTo(W * 0.1, H * 0.97).stroke({ width: 2, color: 0x9aa3ad })
    g.moveTo(mx + W * 0.04, ground).lineTo(W * 0.3, H * 0.97).stroke({ width: 2, color: 0x9aa3ad })
    const cart = { x: W * 0.22, y: H * 0.86 }
    g.poly([cart.x - 26, cart.y - 16, cart.x + 26, cart.y - 16, cart.x + 20, cart.y + 4, cart.x - 20, cart.y + 4]).fill({ color: 0x7c8794 })
    g.circle(cart.x - 12, cart.y + 6, 5).fill({ color: 0x2b2f36 })
    g.circle(cart.x + 12, cart.y + 6, 5).fill({ color: 0x2b2f36 })
    // Minerals in the cart for each session ready to finish (iron, silver, gold, platinum, diamond colours).
    const gems = [0xa19d94, 0xd9dde3, 0xffc233, 0xe5e4e2, 0x7fdbff]
    for (let i = 0; i < Math.min(art.ready * 3, 9); i++) g.circle(cart.x - 16 + (i % 5) * 8, cart.y - 18 - Math.floor(i / 5) * 6, 4).fill({ color: gems[i % gems.length]! })
    // A lamp at the mouth for each session under way.
    for (let i = 0; i < Math.min(art.underWay + art.ready, 5); i++) {
      const lx = mx - W * 0.07 + i * W * 0.035
      g.circle(lx, ground - H * 0.2, 9).fill({ color: 0xffd54a, alpha: 0.25 })
      g.circle(lx, ground - H * 0.2, 4).fill({ color: 0xffd54a })
    }
    // The shovel beside the mine: steel when good, orange when rusting, broken when it can no longer dig.
    if (art.shovel !== "none") {
      const sx = W * 0.8
      const blade = art.shovel === "good" ? 0xc7ced6 : art.shovel === "rusting" ? 0xc0682c : 0x6d3b1c
      g.moveTo(sx, ground - H * 0.34).lineTo(sx + W * 0.04, ground - H * 0.04).stroke({ width: 3, color: 0x8a5a30 })
      g.poly([sx + W * 0.03, ground - H * 0.08, sx + W * 0.07, ground - H * 0.09, sx + W * 0.065, ground + 2, sx + W * 0.035, ground + 2]).fill({ color: blade })
      if (art.shovel === "worn") g.moveTo(sx + W * 0.03, ground - H * 0.05).lineTo(sx + W * 0.07, ground - H * 0.02).stroke({ width: 2, color: 0x0b0b0f })
    }
  }

  destroy() {
    if (this.destroyed) return
    this.destroyed = true
    this.stage.destroy({ children: true })
    this.renderer.destroy()
  }
}
