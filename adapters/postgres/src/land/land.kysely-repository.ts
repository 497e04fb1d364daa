import { type Area, type Coord, type DistrictSummary, LandRepository, type Plot, type PlotActivation, type PlotKind, type PlotLevel, type StoredPlotState, type WorldCell } from "@iw/core"
import { Effect, Layer } from "effect"
import { type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"
import { cstDay } from "../kernel/cst-sql"
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

const toActivation = (r: { x: number; y: number; member_id: number | string; activated_at: Date | string; expires_at: Date | string }): PlotActivation => ({
  x: Number(r.x),
  y: Number(r.y),
  memberId: Number(r.member_id),
  activatedAt: new Date(r.activated_at),
  expiresAt: new Date(r.expires_at)
})

const HELD = ["sold", "owned", "minted", "staked", "placed"]

const coordList = (coords: ReadonlyArray<Coord>) => sql.join(coords.map((c) => sql`(${c.x}::int, ${c.y}::int)`))

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

const districtSummary = (x: Kysely<Database>) =>
  x
    .selectFrom("districts as d")
    .select(["d.id", "d.name", "d.x0", "d.y0", "d.x1", "d.y1", "d.thumbnail"])
    .select(sql<string>`(select count(*) from plots p where p.district_id = d.id)`.as("plots"))
    .select(sql<string>`(select count(*) from plots p where p.district_id = d.id and p.status = 'available')`.as("available"))

const toDistrict = (r: { id: number; name: string; x0: number; y0: number; x1: number; y1: number; thumbnail: string | null; plots: string; available: string }): DistrictSummary => ({
  id: Number(r.id),
  name: r.name,
  x0: r.x0,
  y0: r.y0,
  x1: r.x1,
  y1: r.y1,
  thumbnail: r.thumbnail,
  plots: Number(r.plots),
  available: Number(r.available)
})

export const LandRepositoryKysely = Layer.effect(
  LandRepository,
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
      // A transaction-scoped advisory lock on a key of this schema's reserved areas: a row lock could not hold back
      // the insert of a new reserved area, and each test schema on a shared server keeps its own key.
      lockReservedAreas: Effect.asVoid(query(db, (x) => sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':land:reserved_areas'))`.execute(x))),
      lockDistrict: (id) =>
        Effect.map(
          query(db, (x) => x.selectFrom("districts").select(["id", "name", "x0", "y0", "x1", "y1", "thumbnail"]).where("id", "=", id).forUpdate().executeTakeFirst()),
          (r) => (r ? { ...r, id: Number(r.id) } : null)
        ),
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
      districts: Effect.map(query(db, (x) => districtSummary(x).orderBy("d.id").execute()), (rows) => rows.map(toDistrict)),
      districtAt: (c) =>
        Effect.map(
          query(db, (x) => districtSummary(x).where("d.x0", "<=", c.x).where("d.x1", ">=", c.x).where("d.y0", "<=", c.y).where("d.y1", ">=", c.y).orderBy("d.id", "desc").executeTakeFirst()),
          (r) => (r ? toDistrict(r) : null)
        ),
      district: (id) => Effect.map(query(db, (x) => districtSummary(x).where("d.id", "=", id).executeTakeFirst()), (r) => (r ? toDistrict(r) : null)),
      updateDistrict: (id, d) =>
        Effect.map(
          query(db, (x) => x.updateTable("districts").set({ name: d.name, thumbnail: d.thumbnail }).where("id", "=", id).returning(["id", "name", "x0", "y0", "x1", "y1", "thumbnail"]).executeTakeFirst()),
          (r) => (r ? { ...r, id: Number(r.id) } : null)
        ),
      heldInDistrict: (id) =>
        Effect.map(
          query(db, (x) => x.selectFrom("plots").select((eb) => eb.fn.countAll<string>().as("n")).where("district_id", "=", id).where("status", "in", HELD).executeTakeFirstOrThrow()),
          (r) => Number(r.n)
        ),
      deleteDistrict: (id) =>
        Effect.gen(function* () {
          const detached = yield* query(db, (x) => x.updateTable("plots").set({ district_id: null }).where("district_id", "=", id).executeTakeFirst())
          yield* query(db, (x) => x.deleteFrom("districts").where("id", "=", id).execute())
          return Number(detached.numUpdatedRows)
        }),
      reservedArea: (id) =>
        Effect.map(query(db, (x) => x.selectFrom("reserved_areas").select(["id", "name", "x0", "y0", "x1", "y1", "created_at"]).where("id", "=", id).executeTakeFirst()), (r) =>
          r ? { id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at) } : null
        ),
      deleteReservedAreas: (ids) => (ids.length === 0 ? Effect.void : Effect.asVoid(query(db, (x) => x.deleteFrom("reserved_areas").where("id", "in", [...ids]).execute()))),
      reservedAreas: Effect.map(query(db, (x) => x.selectFrom("reserved_areas").select(["id", "name", "x0", "y0", "x1", "y1", "created_at"]).orderBy("id").execute()), (rows) =>
        rows.map((r) => ({ id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at) }))
      ),
      reservedAreaSummaries: Effect.map(
        query(db, (x) =>
          x
            .selectFrom("reserved_areas as r")
            .select(["r.id", "r.name", "r.x0", "r.y0", "r.x1", "r.y1", "r.created_at"])
            .select(sql<string>`(select count(*) from plots p where p.x between r.x0 and r.x1 and p.y between r.y0 and r.y1)`.as("plots"))
            .orderBy("r.id")
            .execute()
        ),
        (rows) => rows.map((r) => ({ id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at), plots: Number(r.plots) }))
      ),
      statistics: Effect.gen(function* () {
        const byStatus = yield* query(db, (x) => x.selectFrom("plots").select(["status"]).select((eb) => eb.fn.countAll<string>().as("n")).groupBy("status").execute())
        const byLevel = yield* query(db, (x) =>
          x
            .selectFrom("plots")
            .where("kind", "=", "land")
            .select(["level"])
            .select((eb) => [eb.fn.countAll<string>().as("total"), sql<string>`count(*) filter (where status = 'available')`.as("available"), sql<string>`min(price_minor)`.as("min"), sql<string>`max(price_minor)`.as("max")])
            .groupBy("level")
            .orderBy("level")
            .execute()
        )
        return {
          total: byStatus.reduce((s, r) => s + Number(r.n), 0),
          byStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
          byLevel: byLevel.map((r) => ({ level: Number(r.level), total: Number(r.total), available: Number(r.available), minPrice: BigInt(r.min ?? "0"), maxPrice: BigInt(r.max ?? "0") }))
        }
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
      publish: (event) => Effect.asVoid(query(db, (x) => sql`select pg_notify(${channel}, ${JSON.stringify({ type: "event", ...event })})`.execute(x))),
      latestActivations: (coords) =>
        coords.length === 0
          ? Effect.succeed([])
          : Effect.map(
              query(db, (x) =>
                sql<{ x: number; y: number; member_id: string; activated_at: Date; expires_at: Date }>`
                  select distinct on (x, y) x, y, member_id, activated_at, expires_at from plot_activations
                  where (x, y) in (${coordList(coords)}) order by x, y, activated_at desc
                `.execute(x)
              ),
              (r) => r.rows.map(toActivation)
            ),
      latestActivation: (c) =>
        Effect.map(
          query(db, (x) => x.selectFrom("plot_activations").select(["x", "y", "member_id", "activated_at", "expires_at"]).where("x", "=", c.x).where("y", "=", c.y).orderBy("activated_at", "desc").limit(1).executeTakeFirst()),
          (r) => (r ? toActivation(r) : null)
        ),
      activeOf: (memberId, now) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("plot_activations as a")
              .innerJoin("plots as p", (j) => j.onRef("p.x", "=", "a.x").onRef("p.y", "=", "a.y"))
              .select(["a.x", "a.y", "a.member_id", "a.activated_at", "a.expires_at"])
              .where("a.member_id", "=", memberId)
              .where("p.owner_id", "=", memberId)
              .where("a.expires_at", ">", now)
              .execute()
          ),
          (rows) => rows.map(toActivation)
        ),
      recordActivation: (a, transferId) =>
        Effect.asVoid(query(db, (x) => x.insertInto("plot_activations").values({ x: a.x, y: a.y, member_id: a.memberId, activated_at: a.activatedAt, expires_at: a.expiresAt, transfer_id: transferId || null }).execute())),
      recordSales: (sales) =>
        sales.length === 0
          ? Effect.void
          : Effect.asVoid(
              query(db, (x) =>
                x
                  .insertInto("plot_sales")
                  .values(sales.map((s) => ({ x: s.x, y: s.y, member_id: s.memberId, level: s.level, price_minor: s.price.toString(), transfer_id: s.transferId, sold_at: s.soldAt })))
                  .execute()
              )
            ),
      recordMint: (c, memberId, address, at) => Effect.asVoid(query(db, (x) => x.insertInto("plot_mints").values({ x: c.x, y: c.y, member_id: memberId, address, minted_at: at }).execute())),
      mintOf: (c) =>
        Effect.map(query(db, (x) => x.selectFrom("plot_mints").select(["x", "y", "member_id", "address", "minted_at"]).where("x", "=", c.x).where("y", "=", c.y).executeTakeFirst()), (r) =>
          r ? { x: Number(r.x), y: Number(r.y), memberId: Number(r.member_id), address: r.address, mintedAt: new Date(r.minted_at) } : null
        ),
      salesReport: (q) =>
        Effect.gen(function* () {
          const days = yield* query(db, (x) =>
            x
              .selectFrom("plot_sales")
              .select([cstDay(sql.ref("sold_at")).as("day"), sql<string>`count(*)`.as("n"), sql<string>`sum(price_minor)`.as("amount")])
              .where("sold_at", ">=", q.from)
              .where("sold_at", "<", q.to)
              .groupBy(sql`1`)
              .orderBy(sql`1`)
              .execute()
          )
          const levels = yield* query(db, (x) =>
            x
              .selectFrom("plot_sales")
              .select(["level", sql<string>`count(*)`.as("n"), sql<string>`sum(price_minor)`.as("amount")])
              .where("sold_at", ">=", q.from)
              .where("sold_at", "<", q.to)
              .groupBy("level")
              .orderBy("level")
              .execute()
          )
          const total = yield* query(db, (x) =>
            x
              .selectFrom("plot_sales")
              .select([sql<string>`count(*)`.as("n"), sql<string>`coalesce(sum(price_minor), 0)`.as("amount"), sql<string>`count(distinct member_id)`.as("buyers")])
              .where("sold_at", ">=", q.from)
              .where("sold_at", "<", q.to)
              .executeTakeFirstOrThrow()
          )
          return {
            days: days.map((d) => ({ day: d.day, count: Number(d.n), amount: BigInt(d.amount) })),
            byLevel: levels.map((l) => ({ level: Number(l.level), count: Number(l.n), amount: BigInt(l.amount) })),
            count: Number(total.n),
            amount: BigInt(total.amount),
            buyers: Number(total.buyers)
          }
        }),
      createDistrict: (d) =>
        Effect.map(
          query(db, (x) => x.insertInto("districts").values({ name: d.name, x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1, thumbnail: d.thumbnail }).returning(["id", "name", "x0", "y0", "x1", "y1", "thumbnail"]).executeTakeFirstOrThrow()),
          (r) => ({ ...r, id: Number(r.id) })
        ),
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
        ),
      createReservedArea: (a, name, at) =>
        Effect.map(
          query(db, (x) => x.insertInto("reserved_areas").values({ name, x0: a.x0, y0: a.y0, x1: a.x1, y1: a.y1, created_at: at }).returning(["id", "name", "x0", "y0", "x1", "y1", "created_at"]).executeTakeFirstOrThrow()),
          (r) => ({ id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at) })
        )

    }
  })
)


