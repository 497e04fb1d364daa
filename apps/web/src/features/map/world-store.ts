import {
  type Geometry,
  LAND_DELTA_PATH,
  LAND_SNAPSHOT_PATH,
  type PlotUpdatePayload,
  type WorldDelta,
  type WorldSnapshot,
  decodeDelta,
  decodeSnapshot,
  indexOf,
  isHeldCell,
  mapDocumentKind,
  packCell,
  sameGeometry
} from "@iw/contracts"

/**
 * The map's copy of the world: the binary snapshot, kept current by live `plot/update` events and, after a gap
 * or a reconnect, by the delta since its version. Listeners hear which cells changed (null: all of them).
 */
export type WorldChange = { readonly world: WorldSnapshot; readonly changed: ReadonlyArray<number> | null; readonly version: number }
type Listener = (change: WorldChange) => void
type Fetch = (input: string, init?: RequestInit) => Promise<Response>

interface MutableWorld extends Geometry {
  version: number
  readonly cells: Uint8Array
  readonly owners: Uint32Array
}

export class WorldStore {
  private world: MutableWorld | null = null
  private etag: string | null = null
  private listeners = new Set<Listener>()
  private catching: Promise<void> | null = null

  constructor(private readonly fetchFn: Fetch = (input, init) => fetch(input, init)) {}

  get current(): WorldSnapshot | null {
    return this.world
  }

  get version(): number {
    return this.world?.version ?? 0
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(changed: ReadonlyArray<number> | null) {
    const w = this.world
    if (!w) return
    for (const l of this.listeners) l({ world: w, changed, version: w.version })
  }

  private replace(s: WorldSnapshot) {
    this.world = { version: s.version, x0: s.x0, y0: s.y0, width: s.width, height: s.height, cells: s.cells, owners: s.owners }
    this.emit(null)
  }

  /** Loads the whole snapshot (304 keeps what we have). */
  async load(): Promise<WorldSnapshot> {
    const headers: Record<string, string> = this.etag && this.world ? { "If-None-Match": this.etag } : {}
    const res = await this.fetchFn(`/api/${LAND_SNAPSHOT_PATH}`, { headers })
    if (res.status === 304 && this.world) return this.world
    if (!res.ok) throw new Error(`snapshot HTTP ${res.status}`)
    const snapshot = decodeSnapshot(new Uint8Array(await res.arrayBuffer()))
    this.etag = res.headers.get("ETag")
    if (!this.world || snapshot.version >= this.world.version || !sameGeometry(this.world, snapshot)) this.replace(snapshot)
    return this.world!
  }

  /** Applies a delta in place; false when it cannot apply (other geometry). */
  applyDelta(d: WorldDelta): boolean {
    const w = this.world
    if (!w || !sameGeometry(w, d)) return false
    if (d.toVersion <= w.version && d.changes.length === 0) return true
    const changed: Array<number> = []
    for (const c of d.changes) {
      if (c.index < 0 || c.index >= w.cells.length) return false
      w.cells[c.index] = c.cell
      w.owners[c.index] = isHeldCell(c.cell) ? c.owner : 0
      changed.push(c.index)
    }
    w.version = Math.max(w.version, d.toVersion)
    this.emit(changed)
    return true
  }

  /** Everything after our version: a delta, or the whole snapshot when the server says a delta would not do. */
  catchUp(): Promise<void> {
    if (this.catching) return this.catching
    this.catching = (async () => {
      try {
        if (!this.world) {
          await this.load()
          return
        }
        const res = await this.fetchFn(`/api/${LAND_DELTA_PATH}?since=${this.world.version}`, { cache: "no-store" })
        if (!res.ok) throw new Error(`delta HTTP ${res.status}`)
        const bytes = new Uint8Array(await res.arrayBuffer())
        const kind = mapDocumentKind(bytes)
        if (kind === "snapshot") this.replace(decodeSnapshot(bytes))
        else if (kind === "delta" && !this.applyDelta(decodeDelta(bytes))) await this.load()
      } finally {
        this.catching = null
      }
    })()
    return this.catching
  }

  /**
   * A live `plot/update` at `version`. The next version applies at once; an older one is ignored; a gap, or an
   * event too big to carry its plots (`more` > 0), is filled from the delta.
   */
  applyLive(version: number, payload: PlotUpdatePayload): Promise<void> | void {
    const w = this.world
    if (!w) return
    if (version <= w.version) return
    if (version !== w.version + 1 || payload.more > 0) return this.catchUp()
    const changed: Array<number> = []
    for (const p of payload.plots) {
      if (p.x < w.x0 || p.y < w.y0 || p.x >= w.x0 + w.width || p.y >= w.y0 + w.height) return this.load().then(() => undefined)
      const i = indexOf(w, p.x, p.y)
      const b = packCell({ state: p.status, level: p.level, kind: p.kind, minted: p.minted })
      w.cells[i] = b
      w.owners[i] = isHeldCell(b) ? (p.ownerId ?? 0) : 0
      changed.push(i)
    }
    w.version = version
    this.emit(changed)
  }
}
