import { sql } from "kysely"
import { describe } from "vitest"
import { onRealPostgres } from "../support/database"
import { kyselyEnv } from "../support/ports"
import { adsPortSuite } from "./ads-ports.suite"

/**
 * The ads' ports (AdsRepository, ScrapeLimiter) against their Kysely adapters, on PGlite, or on PostgreSQL with
 * TEST_DATABASE_URL. The ads area has no in-memory adapter: its use-cases are tested through these adapters and over
 * HTTP (tests/contract/ads*.test.ts).
 */
describe(`Kysely ads adapters on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () =>
  adsPortSuite("kysely", async () => {
    const env = await kyselyEnv()
    let template: number | null = null
    let x = 0
    return {
      ...env,
      addBuilding: async (ownerId, placed) => {
        const db = env.db.db
        template ??= (await sql<{ id: number }>`insert into building_templates (name, size, price_minor) values ('Ad kiosk', '1x1', 0) returning id`.execute(db)).rows[0]!.id
        const at = placed ? { x: 10 + x++, y: 20 } : null
        const r = await sql<{ id: number }>`insert into buildings (member_id, template_id, size, direction, start_x, start_y, end_x, end_y, purchased_at)
          values (${ownerId}, ${template}, '1x1', 'horizontal', ${at?.x ?? null}, ${at?.y ?? null}, ${at?.x ?? null}, ${at?.y ?? null}, now()) returning id`.execute(db)
        return r.rows[0]!.id
      }
    }
  }))
