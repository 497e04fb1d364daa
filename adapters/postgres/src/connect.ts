import { mkdirSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { createPgConfig } from "@electric-sql/pglite/node-postgres"
import { Kysely, Migrator, PostgresDialect, sql } from "kysely"
import pg from "pg"
import type { Database } from "./database"
import { withPool } from "./executor"
import { migrations } from "./migrations/index"

// bigint (int8) comes back as text: ids read it with Number(), amounts with BigInt(), never through a float.

/** What a listener hears about its connection besides the messages. */
export interface ListenEvents {
  /**
   * LISTEN is in place: the first time (`reconnected` false) and after every reconnection (true). Messages sent
   * while it was lost are gone, so this is when to re-read whatever they would have said.
   */
  readonly onListening?: (reconnected: boolean) => void | Promise<void>
  /** The listening connection broke; messages are missed until the next onListening. */
  readonly onLost?: (error: unknown) => void
}

export interface DatabaseHandle {
  readonly db: Kysely<Database>
  readonly kind: "pglite" | "postgres"
  /** The schema everything lives in (`public` unless the options named one). */
  readonly schema: string
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from this process or any other. On PostgreSQL the listening
   * connection is watched (a lost connection, a failed health check) and re-opened with growing delays, so a
   * process never silently stops hearing. Answers a function that stops listening.
   */
  readonly listen: (channel: string, onMessage: (payload: string) => void, events?: ListenEvents) => Promise<() => Promise<void>>
  readonly close: () => Promise<void>
  /** The connection pool now: connections open, idle, and queries waiting for one (metrics). */
  readonly poolStats: () => { readonly total: number; readonly idle: number; readonly waiting: number }
}

/** Waits before reconnect attempt `attempt` (0-based): 100 ms doubling up to 10 s, up to half of it taken off at random. */
export const listenBackoff = (attempt: number, random = Math.random()): number => {
  const ceiling = Math.min(10_000, 100 * 2 ** Math.min(attempt, 10))
  return Math.round(ceiling * (1 - 0.5 * random))
}

/** How often the listening connection is asked `select 1`, so a connection that died without a word is noticed. */
const LISTEN_HEALTH_MS = 15_000

/** The `application_name` of listening connections (operators, and tests, find them in pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = "iw-listen"

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, an embedded PGlite is used. */
  readonly url?: string
  /** PGlite data folder; `memory://` for a throwaway database. */
  readonly dataDir?: string
  /** Run everything inside this schema (tests use one schema per suite on a shared server). */
  readonly schema?: string
  readonly poolSize?: number
}

const openPostgres = async (opts: DatabaseOptions & { url: string }): Promise<DatabaseHandle> => {
  const base = { connectionString: opts.url, ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}) }
  if (opts.schema) {
    const admin = new pg.Client({ connectionString: opts.url })
    await admin.connect()
    await admin.query(`create schema if not exists "${opts.schema.replace(/"/g, "")}"`)
    await admin.end()
  }
  const pool = new pg.Pool({ ...base, max: opts.poolSize ?? 10 })
  pool.on("error", () => undefined)
  const db = withPool(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool)
  const listeners = new Set<() => Promise<void>>()
  const listen = async (channel: string, onMessage: (payload: string) => void, events: ListenEvents = {}) => {
    let stopped = false
    let client: pg.Client | null = null
    let attempt = 0
    let retry: ReturnType<typeof setTimeout> | null = null
    let health: ReturnType<typeof setInterval> | null = null

    /** One connection that LISTENs; calls `lost` once if it breaks after it was set up. */
    const open = async (): Promise<pg.Client> => {
      const c = new pg.Client({ ...base, application_name: LISTEN_APPLICATION_NAME, keepAlive: true })
      let settled = false
      let broken = false
      const lost = (error: unknown) => {
        if (broken) return
        broken = true
        if (!settled || stopped) return
        if (client === c) client = null
        if (health) clearInterval(health)
        health = null
        c.end().catch(() => undefined)
        events.onLost?.(error)
        reconnect()
      }
      c.on("error", lost)
      c.on("end", () => lost(new Error("the listening connection ended")))
      c.on("notification", (n) => n.channel === channel && onMessage(n.payload ?? ""))
      try {
        await c.connect()
        await c.query(`listen "${channel.replace(/"/g, "")}"`)
      } catch (e) {
        broken = true
        await c.end().catch(() => undefined)
        throw e
      }
      if (broken) throw new Error("the listening connection broke while it started")
      settled = true
      client = c
      health = setInterval(() => void c.query("select 1").catch(lost), LISTEN_HEALTH_MS)
      health.unref()
      return c
    }

    const reconnect = () => {
      if (stopped || retry !== null) return
      retry = setTimeout(async () => {
        retry = null
        if (stopped) return
        let c: pg.Client
        try {
          c = await open()
        } catch {
          attempt++
          return reconnect()
        }
        if (stopped) return void (await c.end().catch(() => undefined))
        attempt = 0
        // Messages flow again whether or not the caller's catching up succeeds.
        await Promise.resolve(events.onListening?.(true)).catch(() => undefined)
      }, listenBackoff(attempt))
      retry.unref()
    }

    await open()
    await events.onListening?.(false)
    const stop = async () => {
      stopped = true
      listeners.delete(stop)
      if (retry) clearTimeout(retry)
      if (health) clearInterval(health)
      await client?.end().catch(() => undefined)
    }
    listeners.add(stop)
    return stop
  }
  return {
    db,
    kind: "postgres",
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    schema: opts.schema ?? "public",
    listen,
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()))
      await db.destroy()
    }
  }
}

const openPglite = async (opts: DatabaseOptions): Promise<DatabaseHandle> => {
  const dir = opts.dataDir ?? "memory://"
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true })
  const pglite = await PGlite.create(dir)
  if (opts.schema) await pglite.exec(`create schema if not exists "${opts.schema}"; set search_path to "${opts.schema}"`)
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig)
  const db = withPool(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool)
  return {
    db,
    kind: "pglite",
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    schema: opts.schema ?? "public",
    // PGlite runs in this process: its notifications cannot be lost on the way, so there is nothing to reconnect.
    listen: async (channel, onMessage, events = {}) => {
      const stop = await pglite.listen(channel, onMessage)
      await events.onListening?.(false)
      return stop
    },
    close: async () => {
      await db.destroy()
      await pglite.close()
    }
  }
}

export const openDatabase = (opts: DatabaseOptions): Promise<DatabaseHandle> =>
  opts.url ? openPostgres({ ...opts, url: opts.url }) : openPglite(opts)

/** A "schema does not exist" error about a schema other than ours. */
const vanishedSchema = (error: unknown, ours: string): boolean => {
  const e = error as { code?: string; message?: string }
  return e?.code === "3F000" && !(e.message ?? "").includes(`"${ours}"`)
}

/** Brings the schema up to date. Safe to run from several processes at once (the migrator takes a lock). */
export const migrateToLatest = async (handle: Pick<DatabaseHandle, "db" | "schema">): Promise<void> => {
  // Name the schema: otherwise Kysely takes a migration table in any other schema for this one's.
  // Areas number their migrations by range (0020s buildings, 0040s market, …), so an area that lands later may add a
  // number below one a data folder already ran: run such a migration rather than refuse to start.
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: handle.schema,
    allowUnorderedMigrations: true
  })
  let { error, results } = await migrator.migrateToLatest()
  // Kysely looks for its migration table by listing the columns of every schema on the server. When another
  // schema is dropped during that listing (suites on a shared server drop theirs when done), PostgreSQL answers
  // 3F000 "schema … does not exist" for the vanished one, before any migration ran: look again.
  for (let attempt = 1; error && attempt <= 10 && vanishedSchema(error, handle.schema) && !results?.some((r) => r.status !== "NotExecuted"); attempt++) {
    await new Promise((r) => setTimeout(r, 50 * attempt))
    ;({ error, results } = await migrator.migrateToLatest())
  }
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName
    throw new Error(`migration ${failed ?? "?"} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Readiness: the database answers a trivial query (GET /api/health). */
export const pingDatabase = async (db: Kysely<Database>): Promise<boolean> => {
  await sql`select 1`.execute(db)
  return true
}
