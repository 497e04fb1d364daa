import {
  type Geometry,
  type PlotUpdatePayload,
  api,
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
import { makeClient } from "@iw/contracts/client"

/**
 * The map's copy of the world: the binary snapshot, kept current by live `plot/update` events and, after a gap
 * or a reconnect, by the delta since its version. Listeners hear which cells changed (null: all of them).
 *
 * Live events and deltas race: a delta may have been read before an event that arrives first, and an event may
 * arrive while a delta for an older version is on its way. Two things make the copy converge to the server's world
 * whatever the order:
 * - every cell remembers the version it was last written at, and nothing older overwrites it (an event at version
 *   v+1 applied while a delta to v is in flight survives the delta);
 * - the store remembers the newest version it has heard of, and catching up repeats until its version reaches it
 *   (an event that committed after the in-flight delta was read is fetched by the next round, not dropped).
 * `version` is the version the copy is complete through; single cells may already be newer.
 */
export type WorldChange = { readonly world: WorldSnapshot; readonly changed: ReadonlyArray<number> | null; readonly version: number }
type Listener = (change: WorldChange) => void
type Fetch = (input: string, init?: RequestInit) => Promise<Response>

const worldClient = (fetchFn: Fetch) => makeClient({ land: { snapshot: api.land.snapshot, delta: api.land.delta } }, { baseUrl: "", fetch: fetchFn as typeof fetch })

interface MutableWorld extends Geometry {
  version: number
  readonly cells: Uint8Array
  readonly owners: Uint32Array
  /** The version each cell was last written at. */
  readonly written: Float64Array
}

/** Rounds one catch-up makes at most while the server keeps moving ahead of it. */
const MAX_ROUNDS = 8

export class WorldStore {
  private world: MutableWorld | null = null
  private etag: string | null = null
  private listeners = new Set<Listener>()
  private catching: Promise<void> | null = null
  /** The newest world version heard of: live events, `hello`, `resync`. */
  private heard = 0
  /** A catch-up was asked for without a version: make one more round that starts after the ask. */
  private roundAsked = false

  /** The world's binary endpoints through the client derived from the contract (public: no token, no error path). */
  private readonly client: ReturnType<typeof worldClient>

  constructor(fetchFn: Fetch = (input, init) => fetch(input, init)) {
    this.client = worldClient(fetchFn)
  }

  get current(): WorldSnapshot | null {
    return this.world
  }

  /** The version the copy is complete through. */
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

  /**
   * Takes a snapshot. With the same geometry, cells written after the snapshot's version (by live events that
   * overtook it) are kept; a snapshot older than what the copy is complete through changes nothing.
   */
  private takeSnapshot(s: WorldSnapshot) {
    const w = this.world
    if (w && sameGeometry(w, s)) {
      if (s.version <= w.version) return
      const changed: Array<number> = []
      for (let i = 0; i < s.cells.length; i++) {
        if (w.written[i]! > s.version) continue
        const owner = isHeldCell(s.cells[i]!) ? s.owners[i]! : 0
        if (w.cells[i] !== s.cells[i] || w.owners[i] !== owner) {
          w.cells[i] = s.cells[i]!
          w.owners[i] = owner
          changed.push(i)
        }
        w.written[i] = s.version
      }
      w.version = s.version
      this.emit(changed)
      return
    }
    this.world = { version: s.version, x0: s.x0, y0: s.y0, width: s.width, height: s.height, cells: s.cells, owners: s.owners, written: new Float64Array(s.cells.length).fill(s.version) }
    this.emit(null)
  }

  /** Loads the whole snapshot (304 keeps what we have). */
  async load(): Promise<WorldSnapshot> {
    const res = await this.client.land.snapshot({}, { ifNoneMatch: this.world ? this.etag : null })
    if (res.notModified && this.world) return this.world
    if (res.notModified) throw new Error("snapshot not modified, but none was held")
    const snapshot = decodeSnapshot(res.bytes)
    this.etag = res.etag
    this.takeSnapshot(snapshot)
    if (snapshot.version > this.heard) this.heard = snapshot.version
    return this.world!
  }

  /** Writes one cell as of `version`, unless the cell was written at a newer version. */
  private write(w: MutableWorld, i: number, cell: number, owner: number, version: number, changed: Array<number>) {
    if (w.written[i]! > version) return
    w.written[i] = version
    const o = isHeldCell(cell) ? owner : 0
    if (w.cells[i] === cell && w.owners[i] === o) return
    w.cells[i] = cell
    w.owners[i] = o
    changed.push(i)
  }

  /**
   * Applies a delta in place, each cell as of the delta's version (never over a cell written later); false when it
   * cannot apply (other geometry, or it starts after our version, leaving a gap).
   */
  applyDelta(d: WorldDelta): boolean {
    const w = this.world
    if (!w || !sameGeometry(w, d) || d.fromVersion > w.version) return false
    if (d.changes.some((c) => c.index < 0 || c.index >= w.cells.length)) return false
    const changed: Array<number> = []
    for (const c of d.changes) this.write(w, c.index, c.cell, c.owner, d.toVersion, changed)
    if (d.toVersion > w.version) w.version = d.toVersion
    if (d.toVersion > this.heard) this.heard = d.toVersion
    this.emit(changed)
    return true
  }

  /** One round: everything after our version, as a delta, or the whole snapshot when the server says a delta would not do. */
  private async round(): Promise<void> {
    if (!this.world) {
      await this.load()
      return
    }
    const { bytes } = await this.client.land.delta({ query: { since: this.world.version } })
    const kind = mapDocumentKind(bytes)
    if (kind === "snapshot") {
      const s = decodeSnapshot(bytes)
      this.takeSnapshot(s)
      if (s.version > this.heard) this.heard = s.version
    } else if (kind === "delta" && !this.applyDelta(decodeDelta(bytes))) await this.load()
  }

  /**
   * Catches up to at least `target` (a version heard of), or, without one, with one more round that starts now.
   * One catch-up runs at a time; an ask while it runs extends it instead of being answered by a round that was
   * read before the ask.
   */
  catchUp(target?: number): Promise<void> {
    if (target === undefined) this.roundAsked = true
    else if (target > this.heard) this.heard = target
    if (this.catching) return this.catching
    this.catching = (async () => {
      try {
        for (let rounds = 0; rounds < MAX_ROUNDS; rounds++) {
          const before = this.world?.version ?? -1
          if (this.world && !this.roundAsked && this.world.version >= this.heard) return
          this.roundAsked = false
          await this.round()
          // The server answered nothing newer and nobody asked again: it is not there yet; the next event or
          // resync asks again.
          if ((this.world?.version ?? -1) <= before && !this.roundAsked) return
        }
      } finally {
        this.catching = null
      }
    })()
    return this.catching
  }

  /**
   * A live `plot/update` at `version`. Its plots are written at once (a cell never goes back to an older state);
   * the next version also moves the copy's version; a gap, or an event too big to carry its plots (`more` > 0), is
   * filled from the delta.
   */
  applyLive(version: number, payload: PlotUpdatePayload): Promise<void> | void {
    if (version > this.heard) this.heard = version
    const w = this.world
    if (!w) return
    if (version <= w.version) return
    if (payload.plots.some((p) => p.x < w.x0 || p.y < w.y0 || p.x >= w.x0 + w.width || p.y >= w.y0 + w.height)) return this.load().then(() => this.catchUp(this.heard))
    const changed: Array<number> = []
    for (const p of payload.plots) this.write(w, indexOf(w, p.x, p.y), packCell({ state: p.status, level: p.level, kind: p.kind, minted: p.minted }), p.ownerId ?? 0, version, changed)
    const next = version === w.version + 1 && payload.more === 0
    if (next) w.version = version
    this.emit(changed)
    if (!next || this.heard > w.version) return this.catchUp(this.heard)
  }
}
