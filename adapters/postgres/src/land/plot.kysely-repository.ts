import { type Area, type Coord, type Plot, type PlotKind, type PlotLevel, PlotRepository, type StoredPlotState, type WorldCell } from "@iw/core"
import { Effect, Layer } from "effect"
import { type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"
import { liveChannel } from "../live-channel"

const PLOT_COLUMNS = ["x", "y", "district_id", "kind", "level", "size", "price_minor", "status", "owner_id", "name", "image", "minted", "purchased_at", "version"] as const

type PlotRow = Pick<Database["plots"], (typeof PLOT_COLUMNS)[number]> & { purchased_at: Date | null; version: number }

const toPlot = (r: { [K in (typeof PLOT_COLUMNS)[number]]: unknown }): Plot => ({
  x: Number(r.x),
  y: Number(r.y),
  districtId: r.district_id === null ? null : Number(r.district_id),
  kind: r.kind as PlotKind,
  level: Number(r.level) as PlotLevel,
  size: Number(r.size),
  price: BigInt(r.price_minor as string),
  status: r.status as StoredPlotState,
  ownerId: r.owner_id === null ? null : Number(r.owner_id),
  name: (r.name as string | null) ?? null,
  image: (r.image as string | null) ?? null,
  minted: Boolean(r.minted),
  purchasedAt: r.purchased_at === null ? null : new Date(r.purchased_at as Date),
  version: Number(r.version)
})

type CellRow = { x: unknown; y: unknown; status: unknown; level: unknown; kind: unknown; minted: unknown; owner_id: unknown }

const toCell = (r: CellRow): WorldCell => ({
  x: Number(r.x),
  y: Number(r.y),
  status: r.status as StoredPlotState,
  level: Number(r.level) as PlotLevel,
  kind: r.kind as PlotKind,
  minted: Boolean(r.minted),
  ownerId: r.owner_id === null ? null : Number(r.owner_id)
})

export const HELD = ["sold", "owned", "minted", "staked", "placed"]

export const coordList = (coords: ReadonlyArray<Coord>) => sql.join(coords.map((c) => sql`(${c.x}::int, ${c.y}::int)`))

/**
 * Cells and the world version in ONE statement, so both come from one snapshot of the database: a version read
 * in a statement of its own could be older or newer than the rows. The version travels as one extra row whose
 * `wv` is set (PostgreSQL evaluates a UNION ALL under a single snapshot).
 */
const cellsWithVersion = (where: ReturnType<typeof sql>, limit: number | null) => sql<CellRow & { wv: string | null }>`
  (select x, y, status, level, kind, minted, owner_id, null::bigint as wv from plots where ${where}${limit === null ? sql`` : sql` limit ${limit}`})
  union all
  (select null, null, null, null, null, null, null, version from world_state where id = 1)
`

const splitVersion = (rows: ReadonlyArray<CellRow & { wv: string | number | null }>) => {
  let version = 0
  const cells: Array<WorldCell> = []
  for (const r of rows) {
    if (r.wv !== null) version = Number(r.wv)
    else cells.push(toCell(r))
  }
  return { version, cells }
}

/** Rows per UPDATE of savePlots: a few thousand keeps each statement's parameters small. */
const SAVE_CHUNK = 5000

const inAreaWhere = (a: Area) => sql`x between ${a.x0}::int and ${a.x1}::int and y between ${a.y0}::int and ${a.y1}::int`

/** The plots and the world's version and events (core's PlotRepository). */
export const PlotRepositoryKysely = Layer.effect(
  PlotRepository,
  Effect.gen(function* () {
    const db = yield* Db
    // The schema this database runs in names the channel every API process of it listens on (live-channel.ts).
    const schema = yield* Effect.map(
      query(db, (x) => sql<{ schema: string }>`select current_schema() as schema`.execute(x)),
      (r) => r.rows[0]?.schema ?? "public"
    )
    const channel = liveChannel(schema)
    const worldVersion = Effect.map(
      query(db, (x) => x.selectFrom("world_state").select("version").where("id", "=", 1).executeTakeFirst()),
      (r) => Number(r?.version ?? 0)
    )
    return {
      lockPlots: (coords) =>
        coords.length === 0
          ? Effect.succeed([])
          : Effect.map(
              query(db, (x) => x.selectFrom("plots").select(PLOT_COLUMNS).where(sql<boolean>`(x, y) in (${coordList(coords)})`).orderBy("x").orderBy("y").forUpdate().execute()),
              (rows) => rows.map(toPlot)
            ),
      lockArea: (a) =>
        Effect.map(
          query(db, (x) => x.selectFrom("plots").select(PLOT_COLUMNS).where("x", ">=", a.x0).where("x", "<=", a.x1).where("y", ">=", a.y0).where("y", "<=", a.y1).orderBy("x").orderBy("y").forUpdate().execute()),
          (rows) => rows.map(toPlot)
        ),
      plot: (c) => Effect.map(query(db, (x) => x.selectFrom("plots").select(PLOT_COLUMNS).where("x", "=", c.x).where("y", "=", c.y).executeTakeFirst()), (r) => (r ? toPlot(r) : null)),
      page: (q) =>
        Effect.gen(function* () {
          const rows = yield* query(db, (x) => x.selectFrom("plots").select(PLOT_COLUMNS).orderBy("y").orderBy("x").limit(q.limit).offset(q.offset).execute())
          const total = yield* query(db, (x) => x.selectFrom("plots").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow())
          return { rows: rows.map(toPlot), total: Number(total.n) }
        }),
      inArea: (a) =>
        Effect.map(
          query(db, (x) => x.selectFrom("plots").select(PLOT_COLUMNS).where("x", ">=", a.x0).where("x", "<=", a.x1).where("y", ">=", a.y0).where("y", "<=", a.y1).orderBy("y").orderBy("x").execute()),
          (rows) => rows.map(toPlot)
        ),
      ownedBy: (memberId, q) =>
        Effect.gen(function* () {
          const rows = yield* query(db, (x) =>
            x.selectFrom("plots").select(PLOT_COLUMNS).where("owner_id", "=", memberId).orderBy("purchased_at", "desc").orderBy("y").orderBy("x").limit(q.limit).offset(q.offset).execute()
          )
          const total = yield* query(db, (x) => x.selectFrom("plots").select((eb) => eb.fn.countAll<string>().as("n")).where("owner_id", "=", memberId).executeTakeFirstOrThrow())
          return { rows: rows.map(toPlot), total: Number(total.n) }
        }),
      worldVersion,
      cells: Effect.map(
        query(db, (x) => cellsWithVersion(sql`true`, null).execute(x)),
        (r) => splitVersion(r.rows)
      ),
      changedSince: (since, limit) =>
        Effect.map(
          query(db, (x) => cellsWithVersion(sql`version > ${since}::bigint`, limit + 1).execute(x)),
          (r) => {
            const read = splitVersion(r.rows)
            return read.cells.length > limit ? null : read
          }
        ),
      nextVersion: Effect.map(
        query(db, (x) => x.updateTable("world_state").set({ version: sql`version + 1` }).where("id", "=", 1).returning("version").executeTakeFirstOrThrow()),
        (r) => Number(r.version)
      ),
      // One UPDATE per few thousand plots (unnest of column arrays), not one per plot: an area operation may move
      // a whole district. A change without `purchasedAt` keeps the plot's purchase date.
      savePlots: (changes, version) =>
        Effect.forEach(
          Array.from({ length: Math.ceil(changes.length / SAVE_CHUNK) }, (_, i) => changes.slice(i * SAVE_CHUNK, (i + 1) * SAVE_CHUNK)),
          (chunk) =>
            query(db, (x) =>
              sql`
                update plots p set
                  status = c.status, owner_id = c.owner_id, minted = c.minted, version = ${version}::bigint,
                  purchased_at = case when c.set_purchased then c.purchased_at else p.purchased_at end
                from unnest(
                  ${chunk.map((c) => c.x)}::int[], ${chunk.map((c) => c.y)}::int[], ${chunk.map((c) => c.status)}::text[],
                  ${chunk.map((c) => (c.ownerId === null ? null : String(c.ownerId)))}::bigint[], ${chunk.map((c) => c.minted)}::boolean[],
                  ${chunk.map((c) => c.purchasedAt !== undefined)}::boolean[], ${chunk.map((c) => (c.purchasedAt ? c.purchasedAt.toISOString() : null))}::timestamptz[]
                ) as c(x, y, status, owner_id, minted, set_purchased, purchased_at)
                where p.x = c.x and p.y = c.y
              `.execute(x)
            ),
          { discard: true }
        ),
      publish: (event) => Effect.asVoid(query(db, (x) => sql`select pg_notify(${channel}, ${JSON.stringify({ type: "event", ...event, sentAt: Date.now() })})`.execute(x))),
      registerArea: (a, p, version) =>
        Effect.map(
          query(db, (x) =>
            sql`
              insert into plots (x, y, district_id, kind, level, price_minor, status, version)
              select gx, gy, ${p.districtId}, ${p.kind}, ${p.level}, ${p.price.toString()}::bigint, ${p.status}, ${version}
              from generate_series(${a.x0}::int, ${a.x1}::int) as gx cross join generate_series(${a.y0}::int, ${a.y1}::int) as gy
              on conflict (x, y) do update set
                district_id = coalesce(excluded.district_id, plots.district_id), kind = excluded.kind, level = excluded.level,
                price_minor = excluded.price_minor, status = excluded.status, owner_id = null, version = excluded.version
              where plots.status not in ('sold', 'owned', 'minted', 'staked', 'placed')
            `.execute(x)
          ),
          (r) => Number(r.numAffectedRows ?? 0n)
        )
    }
  })
)
