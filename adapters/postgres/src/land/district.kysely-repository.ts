import { type DistrictSummary, DistrictRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"
import { HELD } from "./plot.kysely-repository"

const districtSummary = (x: Kysely<Database>) =>
  x
    .selectFrom("districts as d")
    .select(["d.id", "d.name", "d.x0", "d.y0", "d.x1", "d.y1", "d.thumbnail", "d.translations"])
    .select(sql<string>`(select count(*) from plots p where p.district_id = d.id)`.as("plots"))
    .select(sql<string>`(select count(*) from plots p where p.district_id = d.id and p.status = 'available')`.as("available"))

const toDistrict = (r: { id: number; name: string; x0: number; y0: number; x1: number; y1: number; thumbnail: string | null; plots: string; available: string; translations: Record<string, string> }): DistrictSummary => ({
  id: Number(r.id),
  name: r.name,
  translations: r.translations ?? {},
  x0: r.x0,
  y0: r.y0,
  x1: r.x1,
  y1: r.y1,
  thumbnail: r.thumbnail,
  plots: Number(r.plots),
  available: Number(r.available)
})

/** Districts and reserved areas (core's DistrictRepository). */
export const DistrictRepositoryKysely = Layer.effect(
  DistrictRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      // A transaction-scoped advisory lock on a key of this schema's reserved areas: a row lock could not hold back
      // the insert of a new reserved area, and each test schema on a shared server keeps its own key.
      lockReservedAreas: Effect.asVoid(query(db, (x) => sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':land:reserved_areas'))`.execute(x))),
      lockDistrict: (id) =>
        Effect.map(
          query(db, (x) => x.selectFrom("districts").select(["id", "name", "x0", "y0", "x1", "y1", "thumbnail"]).where("id", "=", id).forUpdate().executeTakeFirst()),
          (r) => (r ? { ...r, id: Number(r.id) } : null)
        ),
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
      createDistrict: (d) =>
        Effect.map(
          query(db, (x) => x.insertInto("districts").values({ name: d.name, x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1, thumbnail: d.thumbnail }).returning(["id", "name", "x0", "y0", "x1", "y1", "thumbnail"]).executeTakeFirstOrThrow()),
          (r) => ({ ...r, id: Number(r.id) })
        ),
      reservedAreas: Effect.map(query(db, (x) => x.selectFrom("reserved_areas").select(["id", "name", "x0", "y0", "x1", "y1", "created_at"]).orderBy("id").execute()), (rows) =>
        rows.map((r) => ({ id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at) }))
      ),
      reservedArea: (id) =>
        Effect.map(query(db, (x) => x.selectFrom("reserved_areas").select(["id", "name", "x0", "y0", "x1", "y1", "created_at"]).where("id", "=", id).executeTakeFirst()), (r) =>
          r ? { id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at) } : null
        ),
      deleteReservedAreas: (ids) => (ids.length === 0 ? Effect.void : Effect.asVoid(query(db, (x) => x.deleteFrom("reserved_areas").where("id", "in", [...ids]).execute()))),
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
      createReservedArea: (a, name, at) =>
        Effect.map(
          query(db, (x) => x.insertInto("reserved_areas").values({ name, x0: a.x0, y0: a.y0, x1: a.x1, y1: a.y1, created_at: at }).returning(["id", "name", "x0", "y0", "x1", "y1", "created_at"]).executeTakeFirstOrThrow()),
          (r) => ({ id: Number(r.id), name: r.name, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, createdAt: new Date(r.created_at) })
        )
    }
  })
)
