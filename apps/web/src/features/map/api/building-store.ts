import type { BuildingUpdatePayload } from "@iw/contracts"

/** A building standing on the map: its four coordinates (spec §3), whose it is and what it is. */
export interface Footprint {
  readonly id: number
  readonly memberId: number
  readonly templateId: number
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

type Listener = (all: ReadonlyArray<Footprint>) => void

/**
 * The map's copy of the buildings that stand on it: loaded from `member/map/buildings` (compact rows
 * `[id, memberId, templateId, startX, startY, endX, endY]`) and kept current by `building/update` live events.
 * A building an event touched while a load was on its way keeps the event's word (the load may have been read
 * before it); a footprint is keyed by the building, so a building stands in one place at most.
 */
export class BuildingStore {
  private byId = new Map<number, Footprint>()
  private listeners = new Set<Listener>()
  /** Buildings live events touched since the running load started, with the version of the last event. */
  private touched: Map<number, number> | null = null

  get all(): ReadonlyArray<Footprint> {
    return [...this.byId.values()]
  }

  get size(): number {
    return this.byId.size
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit() {
    const all = this.all
    for (const l of this.listeners) l(all)
  }

  /** The building standing on (x, y), if any. */
  at(x: number, y: number): Footprint | null {
    for (const b of this.byId.values()) if (x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1) return b
    return null
  }

  /** Replaces the copy with a loaded list, keeping what live events said meanwhile. */
  async load(fetchRows: () => Promise<{ readonly rows: ReadonlyArray<ReadonlyArray<number>> }>): Promise<void> {
    const touched = new Map<number, number>()
    this.touched = touched
    try {
      const { rows } = await fetchRows()
      if (this.touched !== touched) return
      const next = new Map<number, Footprint>()
      for (const r of rows) {
        const [id, memberId, templateId, x0, y0, x1, y1] = r
        if (id === undefined || touched.has(id)) continue
        next.set(id, { id, memberId: memberId ?? 0, templateId: templateId ?? 0, x0: x0 ?? 0, y0: y0 ?? 0, x1: x1 ?? 0, y1: y1 ?? 0 })
      }
      for (const id of touched.keys()) {
        const live = this.byId.get(id)
        if (live) next.set(id, live)
      }
      this.byId = next
      this.emit()
    } finally {
      if (this.touched === touched) this.touched = null
    }
  }

  /** A live `building/update`: placed (stands at x0..y1) or taken off (isRemoved); exchange and mint keep it where it is. */
  applyLive(p: BuildingUpdatePayload): void {
    this.touched?.set(p.buildingId, 1)
    const before = this.byId.get(p.buildingId)
    if (p.isRemoved || p.x0 < 0) {
      if (!before) return
      this.byId.delete(p.buildingId)
    } else {
      this.byId.set(p.buildingId, { id: p.buildingId, memberId: p.memberId, templateId: p.templateId ?? before?.templateId ?? 0, x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 })
    }
    this.emit()
  }
}
