import { CELL_STATES, type CellState, type WorldSnapshot, isHeldCell } from "@iw/contracts"

/**
 * How each plot is coloured: one RGBA pixel per plot, written into the buffer the renderer uploads as a single
 * texture. Pure, so "a filter never hides a matching plot" and "mine wins over the state colour" are properties.
 */

export type LegendKey = "available1" | "available2" | "available3" | "available4" | "mine" | "sold" | "owned" | "minted" | "staked" | "placed" | "unavailable" | "temporarily_unavailable" | "reserved" | "road" | "plaza"

/** 0xRRGGBB per legend entry; available plots get a green per level so levels read at a glance. */
export const COLORS: Record<LegendKey, number> = {
  available1: 0x9be7b4,
  available2: 0x4fd08a,
  available3: 0x1fa866,
  available4: 0x0b7a46,
  mine: 0xffc83d,
  sold: 0xf08c4a,
  owned: 0x5b8def,
  minted: 0xa874f2,
  staked: 0x2ec4c7,
  placed: 0xd46a9b,
  unavailable: 0x59606d,
  temporarily_unavailable: 0x8b93a3,
  reserved: 0xc0392b,
  road: 0x2d3442,
  plaza: 0xd9c9a3
}

/** Building footprints drawn over their PLOTs: other members' and the viewer's own. */
export const BUILDING_COLOR = 0xf4efe1
export const BUILDING_MINE_COLOR = 0xff7a1a

/** The legend, in the order it is shown. */
export const LEGEND: ReadonlyArray<LegendKey> = ["available1", "available2", "available3", "available4", "mine", "sold", "owned", "minted", "staked", "placed", "reserved", "unavailable", "temporarily_unavailable", "road", "plaza"]

export interface MapFilter {
  readonly forSale: boolean
  readonly mine: boolean
  readonly nextToMine: boolean
  /** Levels to show; empty shows every level. */
  readonly levels: ReadonlyArray<number>
}

export const NO_FILTER: MapFilter = { forSale: false, mine: false, nextToMine: false, levels: [] }

export const isFiltering = (f: MapFilter) => f.forSale || f.mine || f.nextToMine || f.levels.length > 0

const stateOf = (b: number): CellState => CELL_STATES[b & 0x0f] ?? "none"
const isRoadOrPlaza = (b: number) => (b & 0x80) !== 0
const levelOf = (b: number) => ((b >> 4) & 3) + 1

/** Land the member holds (roads and plazas belong to nobody). */
export const isMine = (world: WorldSnapshot, i: number, memberId: number | null): boolean =>
  memberId !== null && !isRoadOrPlaza(world.cells[i]!) && isHeldCell(world.cells[i]!) && world.owners[i] === memberId

/** The legend entry of a plot, or null for a hole in the grid. */
export const legendKeyOf = (world: WorldSnapshot, i: number, memberId: number | null): LegendKey | null => {
  const b = world.cells[i]!
  const state = stateOf(b)
  if (state === "none") return null
  if (isRoadOrPlaza(b)) return ((b >> 4) & 3) === 1 ? "plaza" : "road"
  if (isMine(world, i, memberId)) return "mine"
  if (state === "available") return `available${levelOf(b)}` as LegendKey
  return state
}

/** 1 where an available plot touches (8 neighbours) a plot the member holds. */
export const nextToMineMask = (world: WorldSnapshot, memberId: number | null): Uint8Array => {
  const { width: w, height: h } = world
  const mask = new Uint8Array(w * h)
  if (memberId === null) return mask
  for (let i = 0; i < w * h; i++) {
    if (!isMine(world, i, memberId)) continue
    const cx = i % w
    const cy = (i - cx) / w
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x < 0 || y < 0 || x >= w || y >= h) continue
        const j = y * w + x
        if (stateOf(world.cells[j]!) === "available" && !isRoadOrPlaza(world.cells[j]!)) mask[j] = 1
      }
    }
  }
  return mask
}

/** Whether a plot passes the filter: any of the chosen kinds (for sale, mine, next to mine), and one of the chosen levels. */
export const matchesFilter = (world: WorldSnapshot, i: number, memberId: number | null, filter: MapFilter, nearMine: Uint8Array | null): boolean => {
  const b = world.cells[i]!
  const state = stateOf(b)
  if (state === "none") return false
  const kinds = filter.forSale || filter.mine || filter.nextToMine
  const kindOk =
    !kinds ||
    (filter.forSale && state === "available" && !isRoadOrPlaza(b)) ||
    (filter.mine && isMine(world, i, memberId)) ||
    (filter.nextToMine && (nearMine?.[i] ?? 0) === 1)
  const levelOk = filter.levels.length === 0 || (!isRoadOrPlaza(b) && filter.levels.includes(levelOf(b)))
  return kindOk && levelOk
}

/** Plots the filter leaves out are drawn faint: still there, so the map keeps its shape. */
export const DIMMED_ALPHA = 46

export interface PaintOptions {
  readonly memberId: number | null
  readonly filter: MapFilter
}

/**
 * Writes the RGBA pixel of every plot (or only of `indices`) into `out` (4 bytes per cell). Returns how many plots
 * pass the filter when painting everything.
 */
export const paintWorld = (world: WorldSnapshot, options: PaintOptions, out: Uint8Array, indices?: Iterable<number>): number => {
  const filtering = isFiltering(options.filter)
  const nearMine = options.filter.nextToMine ? nextToMineMask(world, options.memberId) : null
  let matching = 0
  const paint = (i: number) => {
    const key = legendKeyOf(world, i, options.memberId)
    const o = i * 4
    if (key === null) {
      out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 0
      return
    }
    const c = COLORS[key]
    const shown = !filtering || matchesFilter(world, i, options.memberId, options.filter, nearMine)
    if (shown) matching++
    out[o] = (c >> 16) & 0xff
    out[o + 1] = (c >> 8) & 0xff
    out[o + 2] = c & 0xff
    out[o + 3] = shown ? 255 : DIMMED_ALPHA
  }
  if (indices) for (const i of indices) paint(i)
  else for (let i = 0; i < world.cells.length; i++) paint(i)
  return matching
}

/**
 * Repaints only the cells in `indices` (a live change) and answers how many plots pass the filter now, from how
 * many passed before: a cell drawn fully opaque passed, so the count moves by what the repainted cells were and are.
 * (A "next to my plots" filter depends on neighbours: repaint everything for it instead.)
 */
export const repaintCells = (world: WorldSnapshot, options: PaintOptions, out: Uint8Array, indices: Iterable<number>, matchingBefore: number): number => {
  const distinct = [...new Set(indices)]
  let before = 0
  for (const i of distinct) if (out[i * 4 + 3] === 255) before++
  return matchingBefore - before + paintWorld(world, options, out, distinct)
}

export const cssColor = (c: number) => `#${c.toString(16).padStart(6, "0")}`
