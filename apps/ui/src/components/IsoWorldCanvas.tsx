import { useEffect, useRef } from "react"

/**
 * An endless isometric night city, drawn on a canvas and panning slowly: the animated stand-in for a
 * background video. Procedural (no image files), paused while off-screen or in a hidden tab, drawn once
 * and left still when the person prefers reduced motion. Decorative: hidden from assistive technology.
 */
type Kind = 0 | 1 | 2 | 3 | 4 // water, park, road, lot, building
interface Cell {
  readonly kind: Kind
  readonly floors: number
  readonly seed: number
  readonly plot: boolean
}

const HW = 38 // half tile width (px)
const HH = 19 // half tile height
const FLOOR = 11 // px per floor
const FPS = 30

const hash2 = (i: number, j: number): number => {
  let h = (Math.imul(i | 0, 374761393) + Math.imul(j | 0, 668265263)) | 0
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}
const smooth = (t: number) => t * t * (3 - 2 * t)
const noise = (x: number, y: number): number => {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = smooth(x - xi)
  const fy = smooth(y - yi)
  const a = hash2(xi, yi)
  const b = hash2(xi + 1, yi)
  const c = hash2(xi, yi + 1)
  const d = hash2(xi + 1, yi + 1)
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy
}

const classify = (i: number, j: number): Cell => {
  const n = noise(i / 9, j / 9) * 0.7 + noise(i / 3.5 + 40, j / 3.5 - 17) * 0.3
  const seed = hash2(i * 7 + 3, j * 11 - 5)
  const road = ((i % 7) + 7) % 7 === 0 || ((j % 6) + 6) % 6 === 0
  if (n < 0.3 && !road) return { kind: 0, floors: 0, seed, plot: false }
  if (road) return { kind: 2, floors: 0, seed, plot: false }
  if (n < 0.42) return { kind: 1, floors: 0, seed, plot: false }
  const plot = seed > 0.965
  if (plot || seed < 0.22) return { kind: 3, floors: 0, seed, plot }
  const density = Math.min(1, (n - 0.42) / 0.4)
  const floors = 1 + Math.floor(hash2(i - 19, j + 23) * (2 + density * 9))
  return { kind: 4, floors, seed, plot: false }
}

const GROUND = ["#0d2444", "#112a26", "#0c1124", "#131b36", "#131b36"] as const
const WALL = ["#2a3a72", "#31438a", "#24325f", "#3a4d96", "#283869"] as const

export const IsoWorldCanvas = ({ className, speed = 1 }: { readonly className?: string; readonly speed?: number }) => {
  const ref = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = ref.current
    const ctx = canvas?.getContext("2d")
    if (!canvas || !ctx) return
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)")
    const cache = new Map<number, Cell>()
    const cell = (i: number, j: number): Cell => {
      const key = i * 65536 + j
      let c = cache.get(key)
      if (!c) {
        if (cache.size > 40000) cache.clear()
        c = classify(i, j)
        cache.set(key, c)
      }
      return c
    }
    let width = 0
    let height = 0
    let elapsed = 9000 // start a little way into the pan
    let raf = 0
    let last = 0
    let onScreen = true

    const draw = (time: number) => {
      const ox = time * 0.011 * speed + 4000
      const oy = time * 0.0045 * speed + 2600
      const sky = ctx.createLinearGradient(0, 0, 0, height)
      sky.addColorStop(0, "#070b18")
      sky.addColorStop(1, "#0b1020")
      ctx.fillStyle = sky
      ctx.fillRect(0, 0, width, height)

      // Visible tile range: invert the projection at the corners, with room for tall buildings below.
      const inv = (sx: number, sy: number) => {
        const wx = sx + ox
        const wy = sy + oy
        return [(wx / HW + wy / HH) / 2, (wy / HH - wx / HW) / 2] as const
      }
      const corners = [inv(-HW, -HH), inv(width + HW, -HH), inv(-HW, height + 14 * FLOOR), inv(width + HW, height + 14 * FLOOR)]
      const iMin = Math.floor(Math.min(...corners.map((c) => c[0]))) - 1
      const iMax = Math.ceil(Math.max(...corners.map((c) => c[0]))) + 1
      const jMin = Math.floor(Math.min(...corners.map((c) => c[1]))) - 1
      const jMax = Math.ceil(Math.max(...corners.map((c) => c[1]))) + 1
      const visible: Array<{ readonly c: Cell; readonly x: number; readonly y: number; readonly i: number; readonly j: number }> = []
      for (let s = iMin + jMin; s <= iMax + jMax; s++) {
        for (let i = Math.max(iMin, s - jMax); i <= Math.min(iMax, s - jMin); i++) {
          const j = s - i
          const x = (i - j) * HW - ox
          const y = (i + j) * HH - oy
          if (x < -HW * 2 || x > width + HW * 2 || y < -HH * 2 || y > height + 14 * FLOOR) continue
          visible.push({ c: cell(i, j), x, y, i, j })
        }
      }

      // Pass 1: flat ground, batched by colour; water shimmers in three shades.
      const water = ["#0c2240", "#0f2a4d", "#13335a"]
      const paths = new Map<string, Path2D>()
      const add = (color: string, x: number, y: number) => {
        let p = paths.get(color)
        if (!p) paths.set(color, (p = new Path2D()))
        p.moveTo(x, y - HH)
        p.lineTo(x + HW, y)
        p.lineTo(x, y + HH)
        p.lineTo(x - HW, y)
        p.closePath()
      }
      for (const v of visible) {
        if (v.c.kind === 0) {
          const k = Math.floor((Math.sin(time / 900 + v.i * 0.9 + v.j * 0.4) + 1) * 1.499)
          add(water[k], v.x, v.y)
        } else add(GROUND[v.c.kind], v.x, v.y)
      }
      for (const [color, p] of paths) {
        ctx.fillStyle = color
        ctx.fill(p)
      }
      const grid = new Path2D()
      for (const v of visible) {
        if (v.c.kind === 0) continue
        grid.moveTo(v.x - HW, v.y)
        grid.lineTo(v.x, v.y - HH)
        grid.lineTo(v.x + HW, v.y)
      }
      ctx.strokeStyle = "rgba(90, 209, 255, 0.09)"
      ctx.lineWidth = 1
      ctx.stroke(grid)

      // Owned plots: a gold outline that breathes.
      const pulse = 0.45 + 0.35 * Math.sin(time / 700)
      ctx.strokeStyle = `rgba(245, 184, 61, ${pulse.toFixed(3)})`
      ctx.fillStyle = `rgba(245, 184, 61, ${(pulse * 0.22).toFixed(3)})`
      ctx.lineWidth = 1.5
      for (const v of visible) {
        if (!v.c.plot) continue
        ctx.beginPath()
        ctx.moveTo(v.x, v.y - HH + 3)
        ctx.lineTo(v.x + HW - 6, v.y)
        ctx.lineTo(v.x, v.y + HH - 3)
        ctx.lineTo(v.x - HW + 6, v.y)
        ctx.closePath()
        ctx.fill()
        ctx.stroke()
      }

      // Pass 2: buildings and trees, back to front.
      ctx.lineWidth = 2
      for (const v of visible) {
        const { c, x, y } = v
        if (c.kind === 1 && c.seed > 0.35) {
          const r = 0.35 + c.seed * 0.25
          box(x, y + HH * 0.1, HW * r * 0.25, HH * r * 0.25, 8, "#4a3322", null, 0)
          box(x, y - 8 + HH * 0.1, HW * r, HH * r, 16 * r + 6, c.seed > 0.7 ? "#1f6a45" : "#1a5a3c", null, 0)
        } else if (c.kind === 4) {
          const inset = 0.74
          const h = c.floors * FLOOR
          const lit = c.seed > 0.5 ? "255, 210, 122" : "90, 209, 255"
          box(x, y, HW * inset, HH * inset, h, WALL[Math.floor(c.seed * 5)], lit, c.floors)
        }
      }
      // Pass 3: a soft horizon haze.
      const haze = ctx.createLinearGradient(0, 0, 0, height * 0.45)
      haze.addColorStop(0, "rgba(7, 11, 24, 0.85)")
      haze.addColorStop(1, "rgba(7, 11, 24, 0)")
      ctx.fillStyle = haze
      ctx.fillRect(0, 0, width, height * 0.45)

      function box(cx: number, cy: number, hw: number, hh: number, h: number, wall: string, lit: string | null, floors: number) {
        const top = cy - h
        ctx!.fillStyle = wall
        ctx!.beginPath()
        ctx!.moveTo(cx - hw, cy)
        ctx!.lineTo(cx, cy + hh)
        ctx!.lineTo(cx, top + hh)
        ctx!.lineTo(cx - hw, top)
        ctx!.closePath()
        ctx!.fill()
        ctx!.fillStyle = shadeOf(wall)
        ctx!.beginPath()
        ctx!.moveTo(cx + hw, cy)
        ctx!.lineTo(cx, cy + hh)
        ctx!.lineTo(cx, top + hh)
        ctx!.lineTo(cx + hw, top)
        ctx!.closePath()
        ctx!.fill()
        ctx!.fillStyle = lighten(wall)
        ctx!.beginPath()
        ctx!.moveTo(cx, top - hh)
        ctx!.lineTo(cx + hw, top)
        ctx!.lineTo(cx, top + hh)
        ctx!.lineTo(cx - hw, top)
        ctx!.closePath()
        ctx!.fill()
        if (!lit || floors === 0) return
        // One dashed stroke per floor and wall; windows twinkle slowly as members come and go.
        ctx!.setLineDash([3, 4])
        for (let f = 0; f < floors; f++) {
          const on = hash2(Math.floor(cx + ox) + f * 31, Math.floor(time / 4000) + Math.floor(cy + oy)) > 0.28
          if (!on) continue
          const yy = cy - f * FLOOR - FLOOR * 0.45
          ctx!.strokeStyle = `rgba(${lit}, ${0.55 + ((f * 37) % 5) * 0.08})`
          ctx!.beginPath()
          ctx!.moveTo(cx - hw + 3, yy + 1.5)
          ctx!.lineTo(cx - 2, yy + hh - 1)
          ctx!.moveTo(cx + 2, yy + hh - 1)
          ctx!.lineTo(cx + hw - 3, yy + 1.5)
          ctx!.stroke()
        }
        ctx!.setLineDash([])
      }
    }

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2)
      const rect = canvas.getBoundingClientRect()
      width = Math.max(1, rect.width)
      height = Math.max(1, rect.height)
      canvas.width = Math.round(width * dpr)
      canvas.height = Math.round(height * dpr)
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
      draw(elapsed)
    }

    const frame = (now: number) => {
      raf = requestAnimationFrame(frame)
      if (!last) last = now
      const dt = now - last
      if (dt < 1000 / FPS - 3) return // a little slack so a 60 Hz display lands on exactly every other frame
      last = now
      elapsed += Math.min(dt, 100)
      draw(elapsed)
    }
    const stop = () => {
      cancelAnimationFrame(raf)
      raf = 0
      last = 0
    }
    const update = () => {
      const run = onScreen && !document.hidden && !motion.matches
      if (run && !raf) raf = requestAnimationFrame(frame)
      if (!run && raf) stop()
      if (!run) draw(elapsed)
    }

    const ro = new ResizeObserver(resize)
    ro.observe(canvas)
    const io = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true
      update()
    })
    io.observe(canvas)
    document.addEventListener("visibilitychange", update)
    motion.addEventListener("change", update)
    resize()
    update()
    return () => {
      stop()
      ro.disconnect()
      io.disconnect()
      document.removeEventListener("visibilitychange", update)
      motion.removeEventListener("change", update)
    }
  }, [speed])

  return <canvas ref={ref} className={className} aria-hidden="true" />
}

const shadeCache = new Map<string, string>()
const lightCache = new Map<string, string>()
const mix = (hex: string, target: number, amount: number) => {
  const v = parseInt(hex.slice(1), 16)
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => Math.round(c + (target - c) * amount))
  return `rgb(${ch[0]}, ${ch[1]}, ${ch[2]})`
}
const shadeOf = (hex: string) => shadeCache.get(hex) ?? (shadeCache.set(hex, mix(hex, 0, 0.35)), shadeCache.get(hex)!)
const lighten = (hex: string) => lightCache.get(hex) ?? (lightCache.set(hex, mix(hex, 255, 0.14)), lightCache.get(hex)!)
