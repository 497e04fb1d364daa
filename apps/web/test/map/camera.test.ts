import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BOARD, MAX_CELL_PX, type View, cellAtWorld, cellRect, clampCamera, fitCamera, layoutFor, panBy, scaleLimits, screenToWorld, worldToScreen, zoomAt } from "../../src/features/map/utils/camera"

const geometry = fc.record({ x0: fc.integer({ min: -500, max: 500 }), y0: fc.integer({ min: -500, max: 500 }), width: fc.integer({ min: 1, max: 408 }), height: fc.integer({ min: 1, max: 408 }) })
const view = fc.record({ width: fc.integer({ min: 200, max: 3000 }), height: fc.integer({ min: 200, max: 2000 }) })
const camera = fc.record({ scale: fc.double({ min: 1e-4, max: 50, noNaN: true }), x: fc.double({ min: -1e6, max: 1e6, noNaN: true }), y: fc.double({ min: -1e6, max: 1e6, noNaN: true }) })

/** The board either covers the view along an axis, or is centred in it. */
const boardStaysOnScreen = (cam: { scale: number; x: number; y: number }, v: View) => {
  const w = BOARD.width * cam.scale
  const h = BOARD.height * cam.scale
  const eps = 1e-6 * Math.max(1, w, h)
  const okX = w <= v.width ? Math.abs(cam.x - (v.width - w) / 2) < eps : cam.x <= eps && cam.x + w >= v.width - eps
  const okY = h <= v.height ? Math.abs(cam.y - (v.height - h) / 2) < eps : cam.y <= eps && cam.y + h >= v.height - eps
  return okX && okY
}

describe("the map camera", () => {
  it("keeps the world-map ratio 1524 × 1080 scaled by 9 (spec §9)", () => {
    expect(BOARD).toEqual({ width: 13716, height: 9720 })
  })

  it("lays every plot of the grid inside the board, in square cells", () => {
    fc.assert(
      fc.property(geometry, (g) => {
        const l = layoutFor(g)
        expect(l.ox).toBeGreaterThanOrEqual(-1e-9)
        expect(l.oy).toBeGreaterThanOrEqual(-1e-9)
        expect(l.ox + g.width * l.cell).toBeLessThanOrEqual(BOARD.width + 1e-6)
        expect(l.oy + g.height * l.cell).toBeLessThanOrEqual(BOARD.height + 1e-6)
      })
    )
  })

  it("clamps any camera to the scale limits and keeps the board on the screen", () => {
    fc.assert(
      fc.property(geometry, view, camera, (g, v, c) => {
        const l = layoutFor(g)
        const out = clampCamera(c, v, l)
        const { min, max } = scaleLimits(v, l)
        expect(out.scale).toBeGreaterThanOrEqual(min)
        expect(out.scale).toBeLessThanOrEqual(max)
        expect(boardStaysOnScreen(out, v)).toBe(true)
        // Clamping twice changes nothing.
        expect(clampCamera(out, v, l)).toEqual(out)
      })
    )
  })

  it("never draws a plot wider than the largest zoom allows, and fits the whole board at the smallest", () => {
    fc.assert(
      fc.property(geometry, view, (g, v) => {
        const l = layoutFor(g)
        const fit = fitCamera(v, l)
        expect(BOARD.width * fit.scale).toBeLessThanOrEqual(v.width + 1e-6)
        expect(BOARD.height * fit.scale).toBeLessThanOrEqual(v.height + 1e-6)
        const closest = zoomAt(fit, 1e9, v.width / 2, v.height / 2, v, l)
        expect(l.cell * closest.scale).toBeLessThanOrEqual(Math.max(MAX_CELL_PX, l.cell * fit.scale) + 1e-6)
      })
    )
  })

  it("zooming about a point keeps the world point under it, unless an edge or a limit stops it", () => {
    fc.assert(
      fc.property(geometry, view, fc.double({ min: 0.5, max: 2, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (g, v, factor, fx, fy) => {
        const l = layoutFor(g)
        const { max } = scaleLimits(v, l)
        // Start zoomed in, in the middle of the board, so there is room to move either way.
        const start = clampCamera({ scale: max / 4, x: v.width / 2 - (BOARD.width / 2) * (max / 4), y: v.height / 2 - (BOARD.height / 2) * (max / 4) }, v, l)
        const px = fx * v.width
        const py = fy * v.height
        const before = screenToWorld(start, px, py)
        const after = zoomAt(start, factor, px, py, v, l)
        const unclamped = { scale: start.scale * factor, x: px - before.x * start.scale * factor, y: py - before.y * start.scale * factor }
        if (clampCamera(unclamped, v, l).x === unclamped.x && clampCamera(unclamped, v, l).y === unclamped.y && unclamped.scale <= max) {
          const back = worldToScreen(after, before.x, before.y)
          expect(back.x).toBeCloseTo(px, 6)
          expect(back.y).toBeCloseTo(py, 6)
        }
        expect(boardStaysOnScreen(after, v)).toBe(true)
      })
    )
  })

  it("panning moves by exactly the drag when the board has room, and never past its edges", () => {
    fc.assert(
      fc.property(geometry, view, fc.double({ min: -400, max: 400, noNaN: true }), fc.double({ min: -400, max: 400, noNaN: true }), (g, v, dx, dy) => {
        const l = layoutFor(g)
        const { max } = scaleLimits(v, l)
        const start = clampCamera({ scale: max / 2, x: v.width / 2 - (BOARD.width / 2) * (max / 2), y: v.height / 2 - (BOARD.height / 2) * (max / 2) }, v, l)
        const moved = panBy(start, dx, dy, v, l)
        expect(boardStaysOnScreen(moved, v)).toBe(true)
        const room = BOARD.width * start.scale > v.width + 2 * 400 && BOARD.height * start.scale > v.height + 2 * 400
        if (room) {
          expect(moved.x - start.x).toBeCloseTo(dx, 6)
          expect(moved.y - start.y).toBeCloseTo(dy, 6)
        }
      })
    )
  })

  it("finds the plot under any point of its square from coordinates alone, and none off the grid", () => {
    fc.assert(
      fc.property(geometry, fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.nat(), fc.nat(), (g, fx, fy, a, b) => {
        const l = layoutFor(g)
        const x = g.x0 + (a % g.width)
        const y = g.y0 + (b % g.height)
        const r = cellRect(l, x, y)
        expect(cellAtWorld(l, r.x + fx * r.size, r.y + fy * r.size)).toEqual({ x, y })
        expect(cellAtWorld(l, l.ox - 1, r.y + 1)).toBeNull()
        expect(cellAtWorld(l, r.x + 1, l.oy + g.height * l.cell + 1)).toBeNull()
      })
    )
  })
})
