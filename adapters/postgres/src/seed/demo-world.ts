import { type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { DEMO_DISTRICTS } from "./demo-catalogue"

export interface WorldShape {
  readonly width: number
  readonly height: number
}

const ABEY = 100_000_000n

/** Default demo world: 150 × 106 = 15,900 plots, close to the map image's 1524:1080 ratio (spec §9). */
export const DEMO_WORLD: WorldShape = { width: 150, height: 106 }


/**
 * Lays out districts and plots in one statement each: roads every tenth row and column, a reserved plaza in
 * the middle, and levels (and prices) rising toward the centre. Does nothing if plots exist already.
 */
export const seedWorld = async (db: Kysely<Database>, shape: WorldShape = DEMO_WORLD): Promise<number> => {
  const existing = await db.selectFrom("plots").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return Number(existing.n)
  const { width: w, height: h } = shape
  const cols = 3
  const rows = 2
  await db.transaction().execute(async (trx) => {
    const districts = DEMO_DISTRICTS.slice(0, cols * rows).map(({ name, translations }, i) => {
      const cx = i % cols
      const cy = Math.floor(i / cols)
      return {
        name,
        x0: Math.floor((cx * w) / cols),
        y0: Math.floor((cy * h) / rows),
        x1: Math.floor(((cx + 1) * w) / cols) - 1,
        y1: Math.floor(((cy + 1) * h) / rows) - 1,
        thumbnail: `/assets-static/districts/${name.toLowerCase()}.svg`,
        translations: JSON.stringify(translations)
      }
    })
    await trx.insertInto("districts").values(districts).execute()
    const cx = Math.floor(w / 2)
    const cy = Math.floor(h / 2)
    await sql`
      insert into plots (x, y, district_id, kind, level, price_minor, status)
      select g.x, g.y,
        (select d.id from districts d where g.x between d.x0 and d.x1 and g.y between d.y0 and d.y1 order by d.id limit 1),
        g.kind, g.level,
        (case g.level when 4 then 1500 when 3 then 600 when 2 then 250 else 100 end)::bigint * ${sql.lit(Number(ABEY))}::bigint,
        case when g.kind = 'land' then 'available' when g.kind = 'plaza' then 'reserved' else 'unavailable' end
      from (
        select x, y,
          case
            when abs(x - ${cx}) <= 2 and abs(y - ${cy}) <= 2 then 'plaza'
            when x % 10 = 0 or y % 10 = 0 then 'road'
            else 'land'
          end as kind,
          case
            when abs(x - ${cx}) + abs(y - ${cy}) < 16 then 4
            when abs(x - ${cx}) + abs(y - ${cy}) < 36 then 3
            when abs(x - ${cx}) + abs(y - ${cy}) < 64 then 2
            else 1
          end as level
        from generate_series(0, ${w - 1}) as x cross join generate_series(0, ${h - 1}) as y
      ) g
    `.execute(trx)
  })
  return w * h
}
