import { cstDate, cstDay } from "@iw/postgres"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openTestDatabase } from "../support/database"

/** Reports grouped by day count CST calendar days (spec §9), in SQL both PGlite and PostgreSQL 15 run. */
describe("CST days in SQL", () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>
  beforeAll(async () => {
    db = await openTestDatabase()
  })
  afterAll(async () => {
    await db?.dispose()
  })

  it.each([
    ["2026-01-02T05:59:59Z", "2026-01-01"],
    ["2026-01-02T06:00:00Z", "2026-01-02"],
    ["2026-07-01T03:00:00Z", "2026-06-30"],
    ["2026-12-31T23:00:00Z", "2026-12-31"]
  ])("%s falls on %s CST", async (at, day) => {
    const r = await sql<{ day: string; date: string }>`select ${cstDay(sql`${at}::timestamptz`)} as day, to_char(${cstDate(sql`${at}::timestamptz`)}, 'YYYY-MM-DD') as date`.execute(db.db)
    expect(r.rows[0]).toEqual({ day, date: day })
  })
})
