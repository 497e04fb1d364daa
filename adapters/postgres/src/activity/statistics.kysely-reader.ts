import { CST_OFFSET_MINUTES } from "@iw/contracts"
import { StatisticsReader } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

/** The CST day number of a timestamp column (the offset from the one definition, contracts/src/cst.ts). */
const cstDay = (column: string) => sql<number>`floor((extract(epoch from ${sql.ref(column)}) + ${sql.lit(CST_OFFSET_MINUTES * 60)}) / 86400)::int`
/** The first instant of a CST day number. */
const startOf = (day: number) => new Date(day * 86_400_000 - CST_OFFSET_MINUTES * 60_000)

/**
 * The back-office reports, read from the areas' own tables (purchases, the ledger, the simulated chain's records),
 * grouped by CST day in SQL. Read-only.
 */
export const StatisticsReaderKysely = Layer.effect(
  StatisticsReader,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      sales: (from, to) =>
        query(db, (x) =>
          x
            .selectFrom("purchases")
            .select([
              cstDay("updated_at").as("day"),
              "product_id",
              sql<string>`min(product_name)`.as("product_name"),
              "currency",
              sql<string>`count(*)`.as("purchases"),
              sql<string>`sum(quantity)`.as("quantity"),
              sql<string>`sum(amount)`.as("amount")
            ])
            .where("status", "=", "approved")
            .where("updated_at", ">=", startOf(from))
            .where("updated_at", "<", startOf(to + 1))
            .groupBy([sql`1`, "product_id", "currency"])
            .orderBy(sql`1`)
            .orderBy("product_id")
            .orderBy("currency")
            .execute()
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              day: Number(r.day),
              productId: r.product_id,
              productName: r.product_name,
              purchases: Number(r.purchases),
              quantity: Number(r.quantity),
              currency: r.currency,
              amount: BigInt(r.amount)
            }))
          )
        ),
      revenue: (from, to) =>
        query(db, (x) =>
          x
            .selectFrom("ledger_legs as l")
            .innerJoin("ledger_transfers as t", "t.id", "l.transfer_id")
            .innerJoin("ledger_accounts as a", "a.id", "l.to_account")
            .select([cstDay("t.created_at").as("day"), "t.code", "l.asset", sql<string>`count(distinct t.id)`.as("transfers"), sql<string>`sum(l.amount)`.as("amount")])
            .where("a.owner_kind", "=", "system")
            .where("a.owner_id", "=", "revenue")
            .where("t.created_at", ">=", startOf(from))
            .where("t.created_at", "<", startOf(to + 1))
            .groupBy([sql`1`, "t.code", "l.asset"])
            .orderBy(sql`1`)
            .orderBy("t.code")
            .orderBy("l.asset")
            .execute()
        ).pipe(Effect.map((rows) => rows.map((r) => ({ day: Number(r.day), source: r.code, asset: r.asset, transfers: Number(r.transfers), amount: BigInt(r.amount) })))),
      nftTransfers: (from, to) =>
        query(db, async (x) => {
          const mints = await x
            .selectFrom("chain_sim_nfts")
            .select([cstDay("created_at").as("day"), "collection", sql<string>`count(*)`.as("n")])
            .where("created_at", ">=", startOf(from))
            .where("created_at", "<", startOf(to + 1))
            .groupBy([sql`1`, "collection"])
            .execute()
          const transfers = await x
            .selectFrom("chain_sim_transactions")
            .select([cstDay("confirmed_at").as("day"), "currency", sql<string>`count(*)`.as("n")])
            .where("confirmed_at", ">=", startOf(from))
            .where("confirmed_at", "<", startOf(to + 1))
            .groupBy([sql`1`, "currency"])
            .execute()
          return [
            ...mints.map((r) => ({ day: Number(r.day), collection: r.collection, kind: "mint" as const, count: Number(r.n) })),
            ...transfers.map((r) => ({ day: Number(r.day), collection: r.currency, kind: "transfer" as const, count: Number(r.n) }))
          ].sort((a, b) => a.day - b.day || (a.collection < b.collection ? -1 : a.collection > b.collection ? 1 : 0) || (a.kind < b.kind ? -1 : 1))
        })
    }
  })
)
