import { BuildingUpdatePayload, DistrictUpdatePayload, PlotUpdatePayload, type WorldSnapshot, decodeWire, indexOf } from "@iw/contracts"
import { api } from "../../../lib/api"
import { BuildingStore, type Footprint } from "../api/building-store"
import { useCallback, useEffect, useRef, useState } from "react"
import { type Camera, type Layout, type View, cellAtWorld, fitCamera, focusCell, panBy, screenToWorld, visibleCells, zoomAt } from "../utils/camera"
import { type LiveState, LiveConnection, liveUrl } from "../api/live-connection"
import { type DistrictArt, MapRenderer } from "../utils/map-renderer"
import { type MapFilter, paintWorld, repaintCells } from "../utils/paint"
import { WorldStore } from "../api/world-store"

export type Coord = { readonly x: number; readonly y: number }

export interface WorldMapOptions {
  readonly memberId: number | null
  readonly filter: MapFilter
  readonly cart: ReadonlyArray<Coord>
  readonly focus: Coord | null
  readonly districts: ReadonlyArray<DistrictArt>
  /** A click (tap) on a plot; `add` when Shift or Ctrl was held. */
  readonly onPick: (cell: Coord, add: boolean) => void
  /** Called after a district changed, to reload the districts list. */
  readonly onDistrictsChanged?: () => void
  /** Plot to centre on once the world is loaded. */
  readonly initial?: Coord | null
}

export interface WorldMapState {
  readonly world: WorldSnapshot | null
  readonly version: number
  readonly live: LiveState
  readonly retryInMs: number | null
  readonly hover: (Coord & { readonly px: number; readonly py: number }) | null
  readonly matching: number
  readonly renderer: string | null
  readonly error: boolean
  readonly visible: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number } | null
  /** Bumps on every world change, so views of the snapshot re-read it. */
  readonly tick: number
  /** How many buildings stand on the map (members only: visitors see the placed PLOTs' colour). */
  readonly buildings: number
}

const DRAG_SLOP_PX = 5

/**
 * Everything the map needs besides its controls: the pixi renderer inside `host`, the world store fed by the
 * snapshot and the live channel, and pan, zoom and pinch from mouse, wheel, touch and keyboard.
 */
export const useWorldMap = (host: React.RefObject<HTMLDivElement | null>, options: WorldMapOptions) => {
  const [state, setState] = useState<WorldMapState>({ world: null, version: 0, live: "connect", retryInMs: null, hover: null, matching: 0, renderer: null, error: false, visible: null, tick: 0, buildings: 0 })
  const renderer = useRef<MapRenderer | null>(null)
  const store = useRef<WorldStore>(new WorldStore())
  const buildings = useRef<BuildingStore>(new BuildingStore())
  const live = useRef<LiveConnection | null>(null)
  const camera = useRef<Camera>({ scale: 1, x: 0, y: 0 })
  const layout = useRef<Layout | null>(null)
  const view = useRef<View>({ width: 1, height: 1 })
  const pixels = useRef<Uint8Array>(new Uint8Array(0))
  /** How many plots pass the filter, kept exact across partial repaints ("N matching"). */
  const matching = useRef(0)
  const opts = useRef(options)
  opts.current = options

  const setCamera = useCallback((cam: Camera) => {
    camera.current = cam
    renderer.current?.setCamera(cam)
    const l = layout.current
    if (l) setState((s) => ({ ...s, visible: visibleCells(cam, view.current, l) }))
  }, [])

  const repaint = useCallback((changed: ReadonlyArray<number> | null) => {
    const world = store.current.current
    const r = renderer.current
    if (!world || !r) return
    const need = world.cells.length * 4
    if (pixels.current.length !== need) pixels.current = new Uint8Array(need)
    const { memberId, filter } = opts.current
    // "Next to my plots" depends on neighbours: any change may move it, so it repaints everything.
    const all = changed === null || filter.nextToMine
    matching.current = all ? paintWorld(world, { memberId, filter }, pixels.current) : repaintCells(world, { memberId, filter }, pixels.current, changed, matching.current)
    r.setPixels(pixels.current)
    const count = matching.current
    setState((s) => ({ ...s, world, version: store.current.version, tick: s.tick + 1, matching: count }))
  }, [])

  // The renderer, the world and the live channel live as long as the map is on screen.
  useEffect(() => {
    const el = host.current
    if (!el) return
    let disposed = false
    let unsubscribe = () => undefined as unknown
    const rect = el.getBoundingClientRect()
    view.current = { width: Math.max(1, rect.width), height: Math.max(1, rect.height) }
    const start = async () => {
      const r = await MapRenderer.create(view.current.width, view.current.height)
      if (disposed) return r.destroy()
      renderer.current = r
      r.canvas.classList.add("iw-map__canvas")
      r.canvas.setAttribute("aria-hidden", "true")
      el.prepend(r.canvas)
      setState((s) => ({ ...s, renderer: r.rendererName }))
      unsubscribe = store.current.subscribe((change) => {
        const g = change.world
        const l = layout.current
        if (!l || l.geometry.width !== g.width || l.geometry.height !== g.height || l.geometry.x0 !== g.x0 || l.geometry.y0 !== g.y0) {
          layout.current = r.setGeometry(g)
          r.setDistricts(opts.current.districts)
          const first = opts.current.initial
          setCamera(first && first.x >= g.x0 && first.y >= g.y0 && first.x < g.x0 + g.width && first.y < g.y0 + g.height ? focusCell(view.current, layout.current, first.x, first.y) : fitCamera(view.current, layout.current))
        }
        repaint(change.changed)
      })
      const drawBuildings = (all: ReadonlyArray<Footprint>) => {
        const me = opts.current.memberId
        r.setBuildings(all.map((b) => ({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, mine: me !== null && b.memberId === me })))
        setState((s) => ({ ...s, buildings: all.length, tick: s.tick + 1 }))
      }
      const unsubscribeBuildings = buildings.current.subscribe(drawBuildings)
      const previous = unsubscribe
      unsubscribe = () => (previous(), unsubscribeBuildings())
      // The buildings standing on the map come from member/map/buildings (members only), then building/update.
      const loadBuildings = () => (opts.current.memberId === null ? Promise.resolve() : buildings.current.load(() => api.buildings.mapBuildings({ query: {} })).catch(() => undefined))
      try {
        await store.current.load()
      } catch {
        if (!disposed) setState((s) => ({ ...s, error: true }))
      }
      if (disposed) return
      void loadBuildings()
      const connection = new LiveConnection({
        url: liveUrl(),
        topics: ["plot/update", "district/update", "building/update"],
        version: () => store.current.version,
        onBehind: (serverVersion) => {
          void store.current.catchUp(serverVersion).catch(() => undefined)
          // Building events missed while away are read again as a whole (the list is small).
          void loadBuildings()
        },
        onState: (liveState, retryInMs) => setState((s) => ({ ...s, live: liveState, retryInMs })),
        onEvent: (event) => {
          if (event.topic === "plot/update") {
            const p = decodeWire(PlotUpdatePayload, event.payload, "payload")
            if (p.ok) void Promise.resolve(store.current.applyLive(event.version, p.value)).catch(() => undefined)
          } else if (event.topic === "district/update") {
            const p = decodeWire(DistrictUpdatePayload, event.payload, "payload")
            void store.current.catchUp(event.version).catch(() => undefined)
            if (p.ok) opts.current.onDistrictsChanged?.()
          } else if (event.topic === "building/update") {
            const p = decodeWire(BuildingUpdatePayload, event.payload, "payload")
            if (p.ok) buildings.current.applyLive(p.value)
          }
        }
      })
      live.current = connection
      connection.start()
    }
    start().catch(() => !disposed && setState((s) => ({ ...s, error: true })))
    const online = () => live.current?.connectNow()
    window.addEventListener("online", online)
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      if (width < 1 || height < 1) return
      const before = view.current
      view.current = { width, height }
      renderer.current?.resize(width, height)
      const l = layout.current
      if (!l) return
      // Keep the same world point in the middle of the screen.
      const mid = screenToWorld(camera.current, before.width / 2, before.height / 2)
      const cam = camera.current
      setCamera(zoomAt({ scale: cam.scale, x: width / 2 - mid.x * cam.scale, y: height / 2 - mid.y * cam.scale }, 1, width / 2, height / 2, view.current, l))
    })
    resize.observe(el)
    return () => {
      disposed = true
      window.removeEventListener("online", online)
      resize.disconnect()
      unsubscribe()
      live.current?.stop()
      live.current = null
      renderer.current?.destroy()
      renderer.current = null
      layout.current = null
    }
  }, [host, repaint, setCamera])

  // Filters and who is looking change colours only.
  const filterKey = JSON.stringify(options.filter)
  useEffect(() => repaint(null), [filterKey, options.memberId, repaint])

  useEffect(() => {
    if (layout.current) renderer.current?.setDistricts(options.districts)
  }, [options.districts])

  useEffect(() => {
    renderer.current?.setMarks({ cart: options.cart, hover: state.hover, focus: options.focus })
  }, [options.cart, options.focus, state.hover, state.tick])

  const cellAtScreen = useCallback((clientX: number, clientY: number): Coord | null => {
    const el = host.current
    const l = layout.current
    if (!el || !l) return null
    const rect = el.getBoundingClientRect()
    const w = screenToWorld(camera.current, clientX - rect.left, clientY - rect.top)
    return cellAtWorld(l, w.x, w.y)
  }, [host])

  // Pointer input: drag to pan, wheel to zoom about the pointer, two fingers to pinch, a still click to pick.
  useEffect(() => {
    const el = host.current
    if (!el) return
    const pointers = new Map<number, { x: number; y: number }>()
    let dragged = false
    let downAt: { x: number; y: number } | null = null
    let pinch: { distance: number } | null = null
    const local = (e: PointerEvent | WheelEvent) => {
      const rect = el.getBoundingClientRect()
      return { x: e.clientX - rect.left, y: e.clientY - rect.top }
    }
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === "mouse") return
      try {
        el.setPointerCapture(e.pointerId)
      } catch {
        // A pointer the browser no longer tracks: dragging still works while it stays over the map.
      }
      pointers.set(e.pointerId, local(e))
      if (pointers.size === 1) {
        downAt = local(e)
        dragged = false
      } else if (pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }]
        pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) }
        dragged = true
      }
    }
    const onMove = (e: PointerEvent) => {
      const l = layout.current
      const p = local(e)
      const prev = pointers.get(e.pointerId)
      if (!prev) {
        if (e.pointerType === "mouse") {
          const cell = cellAtScreen(e.clientX, e.clientY)
          setState((s) => (s.hover?.x === cell?.x && s.hover?.y === cell?.y && cell !== null ? { ...s, hover: { ...cell, px: p.x, py: p.y } } : { ...s, hover: cell ? { ...cell, px: p.x, py: p.y } : null }))
        }
        return
      }
      if (!l) return
      pointers.set(e.pointerId, p)
      if (pointers.size === 2 && pinch) {
        const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }]
        const distance = Math.hypot(a.x - b.x, a.y - b.y)
        if (pinch.distance > 0) setCamera(zoomAt(camera.current, distance / pinch.distance, (a.x + b.x) / 2, (a.y + b.y) / 2, view.current, l))
        pinch.distance = distance
        return
      }
      if (downAt && !dragged && Math.hypot(p.x - downAt.x, p.y - downAt.y) > DRAG_SLOP_PX) dragged = true
      if (dragged) setCamera(panBy(camera.current, p.x - prev.x, p.y - prev.y, view.current, l))
    }
    const onUp = (e: PointerEvent) => {
      const had = pointers.delete(e.pointerId)
      if (pointers.size < 2) pinch = null
      if (!had || pointers.size > 0) return
      if (!dragged && e.type === "pointerup") {
        const cell = cellAtScreen(e.clientX, e.clientY)
        if (cell) opts.current.onPick(cell, e.shiftKey || e.ctrlKey || e.metaKey)
      }
      downAt = null
    }
    const onLeave = () => setState((s) => (s.hover ? { ...s, hover: null } : s))
    const onWheel = (e: WheelEvent) => {
      const l = layout.current
      if (!l) return
      e.preventDefault()
      const p = local(e)
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1
      setCamera(zoomAt(camera.current, Math.exp(-e.deltaY * unit * 0.0015), p.x, p.y, view.current, l))
    }
    el.addEventListener("pointerdown", onDown)
    el.addEventListener("pointermove", onMove)
    el.addEventListener("pointerup", onUp)
    el.addEventListener("pointercancel", onUp)
    el.addEventListener("pointerleave", onLeave)
    el.addEventListener("wheel", onWheel, { passive: false })
    return () => {
      el.removeEventListener("pointerdown", onDown)
      el.removeEventListener("pointermove", onMove)
      el.removeEventListener("pointerup", onUp)
      el.removeEventListener("pointercancel", onUp)
      el.removeEventListener("pointerleave", onLeave)
      el.removeEventListener("wheel", onWheel)
    }
  }, [host, cellAtScreen, setCamera])

  const controls = {
    zoom: (factor: number) => {
      const l = layout.current
      if (l) setCamera(zoomAt(camera.current, factor, view.current.width / 2, view.current.height / 2, view.current, l))
    },
    pan: (dx: number, dy: number) => {
      const l = layout.current
      if (l) setCamera(panBy(camera.current, dx, dy, view.current, l))
    },
    fit: () => {
      const l = layout.current
      if (l) setCamera(fitCamera(view.current, l))
    },
    /** Centres on a plot, zooming in if it is drawn small. */
    show: (c: Coord) => {
      const l = layout.current
      if (!l) return
      const cellPx = l.cell * camera.current.scale
      const cam = focusCell(view.current, l, c.x, c.y, Math.max(cellPx, 28))
      setCamera(cam)
    },
    /** Keeps a plot on screen (keyboard focus moving off the edge). */
    reveal: (c: Coord) => {
      const l = layout.current
      const v = l ? visibleCells(camera.current, view.current, l) : null
      if (!l || !v) return
      if (c.x <= v.x0 || c.x >= v.x1 || c.y <= v.y0 || c.y >= v.y1) setCamera(focusCell(view.current, l, c.x, c.y, Math.max(l.cell * camera.current.scale, 20)))
    },
    reconnect: () => live.current?.connectNow(),
    /** The building standing on a plot, if the map knows of one. */
    buildingAt: (c: Coord) => buildings.current.at(c.x, c.y),
    cellIndex: (c: Coord) => {
      const w = store.current.current
      return w ? indexOf(w, c.x, c.y) : -1
    },
    /** For tests and benchmarks: the world store. */
    store: store.current
  }
  return { state, controls }
}
