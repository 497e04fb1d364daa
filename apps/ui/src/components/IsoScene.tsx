import { type ReactNode, useMemo } from "react"

/**
 * Voxel-style isometric illustrations drawn as inline SVG: no image files, crisp at every size, themable.
 * A scene is a ground slab, flat tiles on it (roads, water, plots) and boxes (buildings, trees, people).
 */
export interface IsoBlock {
  readonly x: number
  readonly y: number
  readonly z?: number
  readonly w: number
  readonly d: number
  readonly h: number
  readonly color: string
  /** Colour of lit windows drawn on the two visible walls, one per unit of width and height. */
  readonly windows?: string
  /** Bobs gently (turned off for reduced motion). */
  readonly float?: boolean
  readonly opacity?: number
}

export interface IsoTile {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly d: number
  readonly color: string
  /** Outlined and softly pulsing: a highlighted plot. */
  readonly glow?: boolean
  readonly opacity?: number
}

export interface IsoSceneData {
  readonly slab?: { readonly w: number; readonly d: number; readonly depth: number; readonly color: string; readonly side?: string; readonly grid?: string }
  readonly tiles?: ReadonlyArray<IsoTile>
  readonly blocks: ReadonlyArray<IsoBlock>
}

const X = 10
const Y = 5
const Z = 11
const project = (x: number, y: number, z: number): readonly [number, number] => [(x - y) * X, (x + y) * Y - z * Z]
const pts = (list: ReadonlyArray<readonly [number, number]>) => list.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(" ")

const channels = (c: string): [number, number, number] => {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(c)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  const v = c.replace("#", "")
  const full = v.length === 3 ? v.split("").map((ch) => ch + ch).join("") : v
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}
/** Mixes a colour (`#rgb`, `#rrggbb` or `rgb()`) towards white (amount > 0) or black (amount < 0). */
export const shade = (color: string, amount: number): string => {
  const target = amount > 0 ? 255 : 0
  const a = Math.abs(amount)
  const [r, g, b] = channels(color).map((ch) => Math.round(ch + (target - ch) * a))
  return `rgb(${r},${g},${b})`
}

const hash = (n: number): number => {
  const s = Math.sin(n * 127.1 + 311.7) * 43758.5453
  return s - Math.floor(s)
}

const windowsOf = (b: IsoBlock, index: number): Array<{ readonly points: string; readonly lit: boolean }> => {
  if (!b.windows) return []
  const z0 = b.z ?? 0
  const out: Array<{ points: string; lit: boolean }> = []
  const floors = Math.floor(b.h + 0.01)
  for (let k = 0; k < floors; k++) {
    const za = z0 + k + 0.3
    const zb = z0 + k + 0.75
    for (let a = 0; a + 1 <= b.w + 0.01; a++) {
      const xa = b.x + a + 0.28
      const xb = b.x + a + 0.72
      const yy = b.y + b.d
      out.push({ points: pts([project(xa, yy, za), project(xb, yy, za), project(xb, yy, zb), project(xa, yy, zb)]), lit: hash(index * 97 + k * 13 + a) > 0.3 })
    }
    for (let a = 0; a + 1 <= b.d + 0.01; a++) {
      const ya = b.y + a + 0.28
      const yb = b.y + a + 0.72
      const xx = b.x + b.w
      out.push({ points: pts([project(xx, ya, za), project(xx, yb, za), project(xx, yb, zb), project(xx, ya, zb)]), lit: hash(index * 89 + k * 7 + a + 50) > 0.35 })
    }
  }
  return out
}

const Box = ({ b, index }: { readonly b: IsoBlock; readonly index: number }) => {
  const z0 = b.z ?? 0
  const z1 = z0 + b.h
  const { x, y, w, d } = b
  const top = pts([project(x, y, z1), project(x + w, y, z1), project(x + w, y + d, z1), project(x, y + d, z1)])
  const left = pts([project(x, y + d, z0), project(x + w, y + d, z0), project(x + w, y + d, z1), project(x, y + d, z1)])
  const right = pts([project(x + w, y, z0), project(x + w, y + d, z0), project(x + w, y + d, z1), project(x + w, y, z1)])
  return (
    <g className={b.float ? "iw-iso__float" : undefined} opacity={b.opacity} style={b.float ? { animationDelay: `${-(index % 5) * 0.7}s` } : undefined}>
      <polygon points={left} fill={b.color} />
      <polygon points={right} fill={shade(b.color, -0.28)} />
      <polygon points={top} fill={shade(b.color, 0.2)} />
      {windowsOf(b, index).map((win, i) => (
        <polygon key={i} points={win.points} fill={win.lit ? b.windows : shade(b.color, -0.45)} opacity={win.lit ? 0.95 : 0.8} />
      ))}
    </g>
  )
}

/** Renders one scene; decorative unless given a `label`. */
export const IsoScene = ({ scene, label, className, children }: { readonly scene: IsoSceneData; readonly label?: string; readonly className?: string; readonly children?: ReactNode }) => {
  const drawn = useMemo(() => {
    const all: Array<readonly [number, number]> = []
    const slab = scene.slab
    if (slab) {
      for (const [a, b] of [[0, 0], [slab.w, 0], [slab.w, slab.d], [0, slab.d]] as const) {
        all.push(project(a, b, 0), project(a, b, -slab.depth))
      }
    }
    for (const b of scene.blocks) {
      const z0 = b.z ?? 0
      for (const [a, c] of [[b.x, b.y], [b.x + b.w, b.y], [b.x + b.w, b.y + b.d], [b.x, b.y + b.d]] as const) {
        all.push(project(a, c, z0), project(a, c, z0 + b.h + (b.float ? 0.4 : 0)))
      }
    }
    for (const t of scene.tiles ?? []) all.push(project(t.x, t.y, 0), project(t.x + t.w, t.y + t.d, 0))
    const xs = all.map((p) => p[0])
    const ys = all.map((p) => p[1])
    const pad = 6
    const minX = Math.min(...xs) - pad
    const minY = Math.min(...ys) - pad
    const viewBox = `${minX.toFixed(1)} ${minY.toFixed(1)} ${(Math.max(...xs) - minX + pad).toFixed(1)} ${(Math.max(...ys) - minY + pad).toFixed(1)}`
    const blocks = scene.blocks
      .map((b, i) => ({ b, i }))
      .sort((p, q) => p.b.x + p.b.w / 2 + p.b.y + p.b.d / 2 - (q.b.x + q.b.w / 2 + q.b.y + q.b.d / 2) || (p.b.z ?? 0) - (q.b.z ?? 0))
    return { viewBox, blocks }
  }, [scene])
  const slab = scene.slab
  const gridLines: Array<string> = []
  if (slab?.grid) {
    for (let i = 1; i < slab.w; i++) gridLines.push(pts([project(i, 0, 0), project(i, slab.d, 0)]))
    for (let j = 1; j < slab.d; j++) gridLines.push(pts([project(0, j, 0), project(slab.w, j, 0)]))
  }
  return (
    <svg
      className={`iw-iso${className ? ` ${className}` : ""}`}
      viewBox={drawn.viewBox}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      {slab && (
        <g>
          <polygon points={pts([project(0, slab.d, 0), project(slab.w, slab.d, 0), project(slab.w, slab.d, -slab.depth), project(0, slab.d, -slab.depth)])} fill={slab.side ?? shade(slab.color, -0.35)} />
          <polygon points={pts([project(slab.w, 0, 0), project(slab.w, slab.d, 0), project(slab.w, slab.d, -slab.depth), project(slab.w, 0, -slab.depth)])} fill={shade(slab.side ?? shade(slab.color, -0.35), -0.3)} />
          <polygon points={pts([project(0, 0, 0), project(slab.w, 0, 0), project(slab.w, slab.d, 0), project(0, slab.d, 0)])} fill={slab.color} />
        </g>
      )}
      {(scene.tiles ?? []).map((t, i) => {
        const poly = pts([project(t.x, t.y, 0), project(t.x + t.w, t.y, 0), project(t.x + t.w, t.y + t.d, 0), project(t.x, t.y + t.d, 0)])
        return (
          <polygon
            key={i}
            points={poly}
            fill={t.color}
            opacity={t.opacity}
            className={t.glow ? "iw-iso__glow" : undefined}
            stroke={t.glow ? t.color : undefined}
            strokeWidth={t.glow ? 1.2 : undefined}
          />
        )
      })}
      {gridLines.length > 0 && (
        <g stroke={slab?.grid} strokeWidth={0.5} fill="none">
          {gridLines.map((l, i) => (
            <polyline key={i} points={l} />
          ))}
        </g>
      )}
      {drawn.blocks.map(({ b, i }) => (
        <Box key={i} b={b} index={i} />
      ))}
      {children}
    </svg>
  )
}
