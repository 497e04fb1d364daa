import { type WorldSnapshot, buildSnapshot, CELL_STATES } from "@iw/contracts"
import { Container, Graphics, type Renderer, autoDetectRenderer } from "pixi.js"
import { fitCamera, layoutFor } from "../../apps/web/src/features/map/utils/camera"
import { MapRenderer } from "../../apps/web/src/features/map/utils/map-renderer"
import { COLORS, NO_FILTER, legendKeyOf, paintWorld } from "../../apps/web/src/features/map/utils/paint"

/**
 * Runs in headless Chromium (bench/map-render.bench.ts): time to the first full paint of a whole world, with the
 * map's batched renderer (one texture) or with a naive one (one pixi Graphics per plot), then the time of one more
 * frame after a pan. `?mode=batched|naive&side=408`.
 */
declare global {
  interface Window {
    __result?: unknown
  }
}

const params = new URLSearchParams(location.search)
const mode = params.get("mode") ?? "batched"
const side = Number(params.get("side") ?? 408)
const VIEW = { width: 1280, height: 900 }

/** A world like the demo's: roads every tenth row and column, states spread over every kind, a few owners. */
const makeWorld = (): WorldSnapshot => {
  const states = CELL_STATES.filter((s) => s !== "none")
  const plots = []
  let seed = 42
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const road = x % 10 === 0 || y % 10 === 0
      const state = road ? "unavailable" : rand() < 0.7 ? "available" : states[Math.floor(rand() * states.length)]!
      plots.push({ x, y, status: state, level: 1 + Math.floor(rand() * 4), kind: road ? "road" : "land", minted: false, ownerId: 1 + Math.floor(rand() * 50) })
    }
  return buildSnapshot(1, plots, { x0: 0, y0: 0, width: side, height: side })
}

const finishGl = (r: Renderer) => {
  const gl = (r as unknown as { gl?: WebGLRenderingContext }).gl
  if (gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4))
}

const heapMb = () => {
  const m = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
  return m ? Math.round(m.usedJSHeapSize / 1e5) / 10 : null
}

const batched = async (world: WorldSnapshot) => {
  const t0 = performance.now()
  const map = await MapRenderer.create(VIEW.width, VIEW.height, 1)
  document.body.append(map.canvas)
  const tInit = performance.now()
  const layout = map.setGeometry(world)
  const pixels = new Uint8Array(world.cells.length * 4)
  paintWorld(world, { memberId: 7, filter: NO_FILTER }, pixels)
  const tPaint = performance.now()
  map.setPixels(pixels)
  const cam = fitCamera(VIEW, layout)
  map.setCamera(cam)
  const tUpload = performance.now()
  map.renderNow()
  map.finish()
  const firstPaint = performance.now() - t0
  console.log(JSON.stringify({ init: tInit - t0, paint: tPaint - tInit, upload: tUpload - tPaint, render: performance.now() - tUpload }))
  const t1 = performance.now()
  map.setCamera({ ...cam, x: cam.x + 25 })
  map.renderNow()
  map.finish()
  return { firstPaint, nextFrame: performance.now() - t1, renderer: map.rendererName }
}

const naive = async (world: WorldSnapshot) => {
  const t0 = performance.now()
  const renderer = await autoDetectRenderer({ preference: ["webgl", "canvas"], width: VIEW.width, height: VIEW.height, resolution: 1, antialias: false, backgroundAlpha: 0 })
  document.body.append(renderer.canvas as HTMLCanvasElement)
  const layout = layoutFor(world)
  const stage = new Container()
  const plots = new Container()
  stage.addChild(plots)
  for (let i = 0; i < world.cells.length; i++) {
    const key = legendKeyOf(world, i, 7)
    if (key === null) continue
    const x = i % world.width
    const y = (i - x) / world.width
    const g = new Graphics().rect(layout.ox + x * layout.cell, layout.oy + y * layout.cell, layout.cell, layout.cell).fill(COLORS[key])
    g.eventMode = "static"
    plots.addChild(g)
  }
  const cam = fitCamera(VIEW, layout)
  plots.scale.set(cam.scale)
  plots.position.set(cam.x, cam.y)
  renderer.render(stage)
  finishGl(renderer)
  const firstPaint = performance.now() - t0
  const t1 = performance.now()
  plots.position.set(cam.x + 25, cam.y)
  renderer.render(stage)
  finishGl(renderer)
  return { firstPaint, nextFrame: performance.now() - t1, renderer: renderer.name }
}

const run = async () => {
  const world = makeWorld()
  const result = mode === "naive" ? await naive(world) : await batched(world)
  window.__result = { mode, plots: world.cells.length, ...result, heapMb: heapMb() }
}

run().catch((e) => (window.__result = { mode, error: String(e) }))
