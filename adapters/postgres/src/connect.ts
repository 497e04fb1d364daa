import { mkdirSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { createPgConfig } from "@electric-sql/pglite/node-postgres"
import { Kysely, Migrator, PostgresDialect } from "kysely"
import pg from "pg"
import type { Database } from "./database"
import { migrations } from "./migrations/index"

// bigint (int8) comes back as text: ids read it with Number(), amounts with BigInt(), never through a float.

export interface DatabaseHandle {
  readonly db: Kysely<Database>
  readonly kind: "pglite" | "postgres"
  /** The schema everything lives in (`public` unless the options named one). */
  readonly schema: string
  /** Calls `onMessage` for every NOTIFY on `channel`, from this process or any other. */
  readonly listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>
  readonly close: () => Promise<void>
}

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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const listeners: Array<pg.Client> = []
  return {
    db,
    kind: "postgres",
    schema: opts.schema ?? "public",
    listen: async (channel, onMessage) => {
      const client = new pg.Client(base)
      client.on("error", () => undefined)
      await client.connect()
      client.on("notification", (n) => n.channel === channel && onMessage(n.payload ?? ""))
      await client.query(`listen "${channel.replace(/"/g, "")}"`)
      listeners.push(client)
      return async () => {
        await client.end().catch(() => undefined)
      }
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)))
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: "pglite",
    schema: opts.schema ?? "public",
    listen: async (channel, onMessage) => pglite.listen(channel, onMessage),
    close: async () => {
      await db.destroy()
      await pglite.close()
    }
  }
}

export const openDatabase = (opts: DatabaseOptions): Promise<DatabaseHandle> =>
  opts.url ? openPostgres({ ...opts, url: opts.url }) : openPglite(opts)

/** Brings the schema up to date. Safe to run from several processes at once (the migrator takes a lock). */
export const migrateToLatest = async (handle: Pick<DatabaseHandle, "db" | "schema">): Promise<void> => {
  // Name the schema: otherwise Kysely takes a migration table in any other schema for this one's.
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: handle.schema })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName
    throw new Error(`migration ${failed ?? "?"} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
