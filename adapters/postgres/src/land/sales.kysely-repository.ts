import { SalesRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"
import { cstDay } from "../kernel/cst-sql"

/** PLOT sales and the land's statistics (core's SalesRepository). */
export const SalesRepositoryKysely = Layer.effect(
  SalesRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
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
      })
    }
  })
)
