import { randomBytes } from "node:crypto"
import { type DatabaseHandle, migrateToLatest, openDatabase } from "@iw/postgres"
import pg from "pg"
import { inject } from "vitest"

/** Where this run's suites keep data: a PostgreSQL URL, or "" for PGlite. */
export const testDatabaseUrl = (): string => {
  try {
    return inject("databaseUrl") ?? process.env.TEST_DATABASE_URL ?? ""
  } catch {
    return process.env.TEST_DATABASE_URL ?? ""
  }
}

export const onRealPostgres = (): boolean => testDatabaseUrl() !== ""

export const freshSchemaName = (): string => `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`

/** Drops a suite's schema on the shared server. */
export const dropSchema = async (url: string, schema: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`drop schema if exists "${schema}" cascade`)
  await client.end()
}

/** A migrated, empty database for one suite: its own schema on PostgreSQL, or an in-memory PGlite. */
export const openTestDatabase = async (options: { poolSize?: number } = {}): Promise<DatabaseHandle & { readonly dispose: () => Promise<void> }> => {
  const url = testDatabaseUrl()
  const schema = url ? freshSchemaName() : null
  const handle = url ? await openDatabase({ url, schema: schema!, poolSize: options.poolSize }) : await openDatabase({ dataDir: "memory://" })
  await migrateToLatest(handle)
  return {
    ...handle,
    dispose: async () => {
      await handle.close()
      if (url && schema) await dropSchema(url, schema)
    }
  }
}
