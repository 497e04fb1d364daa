/**
 * The world-state snapshot the map draws from (issue 4 §2): every PLOT's state in one versioned binary document,
 * and the changes since a version. Pure TypeScript with no dependencies, shared by the server and the browser.
 *
 * Snapshot (little endian):
 *   0  "IWS1"            magic
 *   4  u8 format (1), u8 flags (bit 0: owners present), u16 0
 *   8  f64 world version (a safe integer)
 *   16 i32 x0, 20 i32 y0 (the world's first cell), 24 u16 width, 26 u16 height
 *   28 u32 byte length of the owner section
 *   32 one byte per cell, row by row (y, then x): see {@link packCell}
 *   …  owner section: for each cell whose state is held (sold, owned, minted, staked, placed), in cell order,
 *      the zigzag LEB128 varint of (owner id − previous held cell's owner id). Neighbours usually share an owner,
 *      so most entries are a single 0 byte.
 *
 * Delta ("IWD1"): header as above with from-version at 8, to-version at 16, geometry at 24–35, u32 count at 36,
 * then per changed cell, in cell order: varint(index − previous index), the cell byte, and varint(owner id) when
 * the state is held. A delta with another geometry than the client's snapshot means "fetch the snapshot again".
 */

export const SNAPSHOT_FORMAT = 1
export const SNAPSHOT_MEDIA_TYPE = "application/octet-stream"

/** Cell state codes (4 bits). 0 is a hole: no PLOT there. */
export const CELL_STATES = ["none", "available", "sold", "owned", "minted", "staked", "placed", "unavailable", "temporarily_unavailable", "reserved"] as const
export type CellState = (typeof CELL_STATES)[number]
export const HELD_CELL_STATES: ReadonlyArray<CellState> = ["sold", "owned", "minted", "staked", "placed"]
const HELD_CODES = new Uint8Array(16)
for (const s of HELD_CELL_STATES) HELD_CODES[CELL_STATES.indexOf(s)] = 1

export type CellKind = "land" | "road" | "plaza"

export interface Cell {
  readonly state: CellState
  /** 1–4 for land; 1 for roads and plazas (the map does not show their level). */
  readonly level: number
  readonly kind: CellKind
  readonly minted: boolean
}

/**
 * One byte: bits 0–3 state code; bit 6 minted; bit 7 set for a road or plaza, in which case bits 4–5 hold the kind
 * (0 road, 1 plaza), else bits 4–5 hold level − 1.
 */
export const packCell = (c: Cell): number => {
  const code = CELL_STATES.indexOf(c.state)
  if (code < 0) throw new Error(`unknown cell state ${c.state}`)
  const notLand = c.kind !== "land"
  const mid = notLand ? (c.kind === "plaza" ? 1 : 0) : Math.min(3, Math.max(0, c.level - 1))
  return code | (mid << 4) | (c.minted ? 0x40 : 0) | (notLand ? 0x80 : 0)
}

/** The state a packed cell holds ("none" for a hole). */
export const cellStateOf = (b: number): CellState => CELL_STATES[b & 0x0f] ?? "none"

export const unpackCell = (b: number): Cell => {
  const notLand = (b & 0x80) !== 0
  const mid = (b >> 4) & 3
  return { state: cellStateOf(b), level: notLand ? 1 : mid + 1, kind: notLand ? (mid === 1 ? "plaza" : "road") : "land", minted: (b & 0x40) !== 0 }
}

export const isHeldCell = (b: number): boolean => HELD_CODES[b & 0x0f] === 1

export interface Geometry {
  readonly x0: number
  readonly y0: number
  readonly width: number
  readonly height: number
}

export interface WorldSnapshot extends Geometry {
  readonly version: number
  /** One packed byte per cell, row by row. */
  readonly cells: Uint8Array
  /** Owner member id per cell, 0 where no one holds it. */
  readonly owners: Uint32Array
}

export interface WorldDelta extends Geometry {
  readonly fromVersion: number
  readonly toVersion: number
  readonly changes: ReadonlyArray<{ readonly index: number; readonly cell: number; readonly owner: number }>
}

export class SnapshotFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "SnapshotFormatError"
  }
}

export const indexOf = (g: Geometry, x: number, y: number): number => (y - g.y0) * g.width + (x - g.x0)

/** Builds a snapshot from plots (any order); cells outside them are holes. Owners are kept only for held cells. */
export const buildSnapshot = (
  version: number,
  plots: ReadonlyArray<{ readonly x: number; readonly y: number; readonly status: string; readonly level: number; readonly kind: string; readonly minted: boolean; readonly ownerId: number | null }>,
  geometry?: Geometry
): WorldSnapshot => {
  let g = geometry
  if (!g) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity
    for (const p of plots) {
      if (p.x < x0) x0 = p.x
      if (p.y < y0) y0 = p.y
      if (p.x > x1) x1 = p.x
      if (p.y > y1) y1 = p.y
    }
    g = plots.length === 0 ? { x0: 0, y0: 0, width: 0, height: 0 } : { x0, y0, width: x1 - x0 + 1, height: y1 - y0 + 1 }
  }
  const cells = new Uint8Array(g.width * g.height)
  const owners = new Uint32Array(g.width * g.height)
  for (const p of plots) {
    const i = indexOf(g, p.x, p.y)
    if (p.x < g.x0 || p.y < g.y0 || p.x >= g.x0 + g.width || p.y >= g.y0 + g.height) continue
    const b = packCell({ state: p.status as CellState, level: p.level, kind: p.kind as CellKind, minted: p.minted })
    cells[i] = b
    owners[i] = isHeldCell(b) ? (p.ownerId ?? 0) : 0
  }
  return { version, ...g, cells, owners }
}

class Writer {
  buf: Uint8Array
  pos = 0
  constructor(size: number) {
    this.buf = new Uint8Array(Math.max(64, size))
  }
  ensure(n: number) {
    if (this.pos + n <= this.buf.length) return
    let size = this.buf.length * 2
    while (size < this.pos + n) size *= 2
    const next = new Uint8Array(size)
    next.set(this.buf.subarray(0, this.pos))
    this.buf = next
  }
  byte(b: number) {
    this.ensure(1)
    this.buf[this.pos++] = b
  }
  varint(n: number) {
    this.ensure(8)
    let v = n
    while (v >= 0x80) {
      this.buf[this.pos++] = (v % 0x80) | 0x80
      v = Math.floor(v / 0x80)
    }
    this.buf[this.pos++] = v
  }
  bytes(b: Uint8Array) {
    this.ensure(b.length)
    this.buf.set(b, this.pos)
    this.pos += b.length
  }
  done() {
    return this.buf.slice(0, this.pos)
  }
}

class Reader {
  pos: number
  constructor(readonly buf: Uint8Array, start: number) {
    this.pos = start
  }
  byte(): number {
    if (this.pos >= this.buf.length) throw new SnapshotFormatError("truncated")
    return this.buf[this.pos++]!
  }
  varint(): number {
    let result = 0
    let scale = 1
    for (let i = 0; i < 8; i++) {
      const b = this.byte()
      result += (b & 0x7f) * scale
      if (b < 0x80) return result
      scale *= 0x80
    }
    throw new SnapshotFormatError("varint too long")
  }
}

const zigzag = (n: number): number => (n >= 0 ? n * 2 : -n * 2 - 1)
const unzigzag = (z: number): number => (z % 2 === 0 ? z / 2 : -(z + 1) / 2)

const MAGIC_SNAPSHOT = [0x49, 0x57, 0x53, 0x31] // IWS1
const MAGIC_DELTA = [0x49, 0x57, 0x44, 0x31] // IWD1

const writeHeader = (head: Uint8Array, magic: ReadonlyArray<number>, flags: number) => {
  head.set(magic, 0)
  head[4] = SNAPSHOT_FORMAT
  head[5] = flags
}

const checkMagic = (bytes: Uint8Array, magic: ReadonlyArray<number>, min: number) => {
  if (bytes.length < min || magic.some((m, i) => bytes[i] !== m)) throw new SnapshotFormatError("not a world snapshot")
  if (bytes[4] !== SNAPSHOT_FORMAT) throw new SnapshotFormatError(`unknown format ${bytes[4]}`)
}

export const encodeSnapshot = (s: WorldSnapshot): Uint8Array => {
  const owners = new Writer(1024)
  let prev = 0
  for (let i = 0; i < s.cells.length; i++) {
    if (!isHeldCell(s.cells[i]!)) continue
    const o = s.owners[i]!
    owners.varint(zigzag(o - prev))
    prev = o
  }
  const ownerBytes = owners.done()
  const out = new Uint8Array(32 + s.cells.length + ownerBytes.length)
  writeHeader(out, MAGIC_SNAPSHOT, ownerBytes.length > 0 ? 1 : 0)
  const view = new DataView(out.buffer)
  view.setFloat64(8, s.version, true)
  view.setInt32(16, s.x0, true)
  view.setInt32(20, s.y0, true)
  view.setUint16(24, s.width, true)
  view.setUint16(26, s.height, true)
  view.setUint32(28, ownerBytes.length, true)
  out.set(s.cells, 32)
  out.set(ownerBytes, 32 + s.cells.length)
  return out
}

export const decodeSnapshot = (bytes: Uint8Array): WorldSnapshot => {
  checkMagic(bytes, MAGIC_SNAPSHOT, 32)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const version = view.getFloat64(8, true)
  const x0 = view.getInt32(16, true)
  const y0 = view.getInt32(20, true)
  const width = view.getUint16(24, true)
  const height = view.getUint16(26, true)
  const ownerLength = view.getUint32(28, true)
  const n = width * height
  if (bytes.length !== 32 + n + ownerLength) throw new SnapshotFormatError("wrong length")
  const cells = bytes.slice(32, 32 + n)
  const owners = new Uint32Array(n)
  const r = new Reader(bytes, 32 + n)
  let prev = 0
  for (let i = 0; i < n; i++) {
    if (!isHeldCell(cells[i]!)) continue
    prev += unzigzag(r.varint())
    owners[i] = prev
  }
  if (r.pos !== bytes.length) throw new SnapshotFormatError("trailing bytes")
  return { version, x0, y0, width, height, cells, owners }
}

export const encodeDelta = (d: WorldDelta): Uint8Array => {
  const sorted = [...d.changes].sort((a, b) => a.index - b.index)
  const w = new Writer(40 + sorted.length * 4)
  w.bytes(new Uint8Array(40))
  let prev = 0
  let last = -1
  for (const c of sorted) {
    if (c.index === last) continue
    w.varint(c.index - prev)
    w.byte(c.cell)
    if (isHeldCell(c.cell)) w.varint(c.owner)
    prev = c.index
    last = c.index
  }
  const out = w.done()
  writeHeader(out, MAGIC_DELTA, 0)
  const view = new DataView(out.buffer)
  view.setFloat64(8, d.fromVersion, true)
  view.setFloat64(16, d.toVersion, true)
  view.setInt32(24, d.x0, true)
  view.setInt32(28, d.y0, true)
  view.setUint16(32, d.width, true)
  view.setUint16(34, d.height, true)
  view.setUint32(36, new Set(sorted.map((c) => c.index)).size, true)
  return out
}

export const decodeDelta = (bytes: Uint8Array): WorldDelta => {
  checkMagic(bytes, MAGIC_DELTA, 40)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const count = view.getUint32(36, true)
  const r = new Reader(bytes, 40)
  const changes: Array<{ index: number; cell: number; owner: number }> = []
  let index = 0
  for (let i = 0; i < count; i++) {
    index += r.varint()
    const cell = r.byte()
    changes.push({ index, cell, owner: isHeldCell(cell) ? r.varint() : 0 })
  }
  if (r.pos !== bytes.length) throw new SnapshotFormatError("trailing bytes")
  return {
    fromVersion: view.getFloat64(8, true),
    toVersion: view.getFloat64(16, true),
    x0: view.getInt32(24, true),
    y0: view.getInt32(28, true),
    width: view.getUint16(32, true),
    height: view.getUint16(34, true),
    changes
  }
}

/** Whether a document is a snapshot or a delta (the delta endpoint answers a snapshot when a delta would not do). */
export const mapDocumentKind = (bytes: Uint8Array): "snapshot" | "delta" | null =>
  MAGIC_SNAPSHOT.every((m, i) => bytes[i] === m) ? "snapshot" : MAGIC_DELTA.every((m, i) => bytes[i] === m) ? "delta" : null

export const sameGeometry = (a: Geometry, b: Geometry): boolean => a.x0 === b.x0 && a.y0 === b.y0 && a.width === b.width && a.height === b.height

/** The snapshot after the delta, or null when the delta cannot apply (other geometry, or it starts after the snapshot). */
export const applyDelta = (s: WorldSnapshot, d: WorldDelta): WorldSnapshot | null => {
  if (!sameGeometry(s, d) || d.fromVersion > s.version) return null
  const cells = s.cells.slice()
  const owners = s.owners.slice()
  for (const c of d.changes) {
    if (c.index < 0 || c.index >= cells.length) return null
    cells[c.index] = c.cell
    owners[c.index] = isHeldCell(c.cell) ? c.owner : 0
  }
  return { ...s, version: Math.max(s.version, d.toVersion), cells, owners }
}

/** The delta that takes `a` to `b` (same geometry): every cell whose byte or owner differs. */
export const diffSnapshots = (a: WorldSnapshot, b: WorldSnapshot): WorldDelta => {
  const changes: Array<{ index: number; cell: number; owner: number }> = []
  for (let i = 0; i < b.cells.length; i++) if (a.cells[i] !== b.cells[i] || a.owners[i] !== b.owners[i]) changes.push({ index: i, cell: b.cells[i]!, owner: b.owners[i]! })
  return { fromVersion: a.version, toVersion: b.version, x0: b.x0, y0: b.y0, width: b.width, height: b.height, changes }
}

/** The cell at (x, y), with its owner, or null outside the world. */
export const cellAt = (s: WorldSnapshot, x: number, y: number): (Cell & { readonly owner: number }) | null => {
  if (x < s.x0 || y < s.y0 || x >= s.x0 + s.width || y >= s.y0 + s.height) return null
  const i = indexOf(s, x, y)
  return { ...unpackCell(s.cells[i]!), owner: s.owners[i]! }
}
