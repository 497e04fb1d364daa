import { Transactor } from "@iw/core"
import { Context, Effect, Exit, Layer } from "effect"
import { CompiledQuery, type Kysely, type Transaction } from "kysely"
import type pg from "pg"
import type { Database } from "./database"

/** The database every repository of this adapter talks to. */
export class Db extends Context.Service<Db, Kysely<Database>>()("iw/postgres/Db") {}

/** The open transaction of the current unit of work, if any. */
export const CurrentTransaction = Context.Reference<Transaction<Database> | null>("iw/postgres/CurrentTransaction", {
  defaultValue: () => null
})

/**
 * Runs a query on the current transaction when there is one, else on the pool.
 * A database failure is a defect: no business decision depends on it.
 */
export const query = <A>(db: Kysely<Database>, f: (executor: Kysely<Database>) => Promise<A>): Effect.Effect<A> =>
  Effect.flatMap(Effect.service(CurrentTransaction), (trx) => Effect.promise(() => f(trx ?? db)))

/** The pg pool under each database (both PostgreSQL and PGlite are reached through one), for {@link prepared}. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>()

/** Names the pool a database runs on, so {@link prepared} statements can skip Kysely and be parsed once per connection. */
export const withPool = (db: Kysely<Database>, pool: pg.Pool): Kysely<Database> => {
  pools.set(db, pool)
  return db
}

/**
 * Runs one fixed statement (`$1`, `$2`, … placeholders) as a named prepared statement on the pool: PostgreSQL parses
 * and plans it once per connection, and no query is built or compiled per call. For the hottest statements only (the
 * tracker's limiter, every 15 s per signed-in member). Inside a unit of work, or on a database without a known pool,
 * it runs through Kysely on the current transaction as any query does.
 */
export const prepared = <Row>(db: Kysely<Database>, name: string, text: string, values: ReadonlyArray<unknown>): Effect.Effect<ReadonlyArray<Row>> =>
  Effect.flatMap(Effect.service(CurrentTransaction), (trx) => {
    const pool = trx === null ? pools.get(db) : undefined
    if (pool !== undefined) return Effect.promise(() => pool.query<Row & pg.QueryResultRow>({ name, text, values: [...values] }).then((r) => r.rows))
    return Effect.promise(() => (trx ?? db).executeQuery<Row>(CompiledQuery.raw(text, [...values])).then((r) => r.rows))
  })

const ROLLBACK = Symbol("rollback")
const RETRYABLE = new Set(["40001", "40P01"]) // serialization failure, deadlock
const MAX_ATTEMPTS = 5
/** The unique index of ledger transfers' idempotency keys (migration 0003). */
const IDEMPOTENCY_KEY = "ledger_transfers_idempotency_key_key"

/**
 * The unit of work as a PostgreSQL transaction. The effect runs with every service of its caller plus the
 * transaction; a failure or defect rolls back; a serialization failure or deadlock retries the whole unit.
 */
export const TransactorLive = Layer.effect(
  Transactor,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      transaction: <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
        Effect.gen(function* () {
          if ((yield* CurrentTransaction) !== null) return yield* effect
          const context = yield* Effect.context<R>()
          const run = Effect.runPromiseExitWith(context)
          for (let attempt = 1; ; attempt++) {
            let exit: Exit.Exit<A, E> | undefined
            const outcome = yield* Effect.promise(() =>
              db
                .transaction()
                .execute(async (trx) => {
                  exit = await run(Effect.provideService(effect, CurrentTransaction, trx))
                  if (Exit.isFailure(exit)) throw ROLLBACK
                })
                .then(
                  () => ({ retry: false }) as const,
                  (e: unknown) => {
                    if (e === ROLLBACK) return { retry: false } as const
                    const code = (e as { code?: string } | null)?.code
                    if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) return { retry: true } as const
                    // A transfer's idempotency key committed by another unit after this one looked it up (the lookup
                    // shares the lock statement's snapshot, see the ledger repository): run again, and find it.
                    if (code === "23505" && (e as { constraint?: string }).constraint === IDEMPOTENCY_KEY && attempt < MAX_ATTEMPTS) return { retry: true } as const
                    throw e
                  }
                )
            )
            if (outcome.retry) {
              yield* Effect.sleep(`${10 * attempt} millis`)
              continue
            }
            return yield* exit!
          }
        })
    }
  })
)
