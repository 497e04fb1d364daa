import { migrateToLatest, openDatabase } from "@iw/postgres"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { dropSchema, freshSchemaName, onRealPostgres, testDatabaseUrl } from "../support/database"

/**
 * Suites on one PostgreSQL server create and drop their own schemas all the time. Migrating one schema must not
 * fail because another one vanished while Kysely was listing the server's tables (PostgreSQL 3F000), which CI once
 * hit. Here ten schemas are migrated while a hundred others are created and dropped beside them.
 */
describe.runIf(onRealPostgres())("migrations on a shared server (PostgreSQL)", () => {
  it("succeed while other schemas come and go", async () => {
    const url = testDatabaseUrl()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    let churning = true
    const churn = (async () => {
      let n = 0
      while (churning && n < 400) {
        const s = `churn_${freshSchemaName()}`
        await admin.query(`create schema "${s}"; create table "${s}".t (a int, b text, c date)`)
        await admin.query(`drop schema "${s}" cascade`)
        n++
      }
    })()
    const schemas = Array.from({ length: 10 }, () => freshSchemaName())
    try {
      const outcomes = await Promise.allSettled(
        schemas.map(async (schema) => {
          const handle = await openDatabase({ url, schema, poolSize: 2 })
          try {
            await migrateToLatest(handle)
          } finally {
            await handle.close()
          }
        })
      )
      expect(outcomes.filter((o) => o.status === "rejected").map((o) => String((o as PromiseRejectedResult).reason))).toEqual([])
    } finally {
      churning = false
      await churn
      await admin.end()
      await Promise.all(schemas.map((s) => dropSchema(url, s)))
    }
  }, 120_000)
})
