// The synthetic 166,464-plot world (408 × 408, The Sandbox's size) the land benchmarks share: roads every 10th
// row/column, a plaza per 100 × 100 block, levels rising to the centre, and about 40% of the land held by ~20,000
// owners who bought runs of 1–12 neighbouring plots; some minted, some built on, a few plots suspended.
import { type Kysely, sql } from "kysely"

export const WORLD_W = 408
export const WORLD_H = 408

export type WorldRow = { x: number; y: number; status: string; level: number; kind: string; minted: boolean; ownerId: number | null }

/** The world's rows; `owners` ids are 1-based indexes to map to member ids (default 100000 + n). */
export const syntheticWorld = (ownerId: (n: number) => number = (n) => 100000 + n, owners = 20000): Array<WorldRow> => {
  let seed = 42
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const rows: Array<WorldRow> = []
  let owner = 0
  let run = 0
  for (let y = 0; y < WORLD_H; y++)
    for (let x = 0; x < WORLD_W; x++) {
      const plaza = x % 100 >= 45 && x % 100 < 55 && y % 100 >= 45 && y % 100 < 55
      const road = !plaza && (x % 10 === 0 || y % 10 === 0)
      const d = Math.abs(x - WORLD_W / 2) + Math.abs(y - WORLD_H / 2)
      const level = d < 60 ? 4 : d < 140 ? 3 : d < 260 ? 2 : 1
      if (plaza || road) {
        rows.push({ x, y, status: plaza ? "reserved" : "unavailable", level, kind: plaza ? "plaza" : "road", minted: false, ownerId: null })
        continue
      }
      if (run === 0 && rand() < 0.08) {
        owner = 1 + Math.floor(rand() * owners)
        run = 1 + Math.floor(rand() * 12)
      }
      if (run > 0) {
        run--
        const r = rand()
        const status = r < 0.5 ? "sold" : r < 0.8 ? "owned" : r < 0.9 ? "minted" : r < 0.95 ? "placed" : "staked"
        rows.push({ x, y, status, level, kind: "land", minted: status === "minted" || rand() < 0.05, ownerId: ownerId(owner) })
      } else rows.push({ x, y, status: rand() < 0.02 ? "temporarily_unavailable" : "available", level, kind: "land", minted: false, ownerId: null })
    }
  return rows
}

/**
 * Replaces the running server's world with the synthetic one, in its database: `owners` members (copies of the demo
 * member, so the foreign keys hold) own the held plots; the world version moves, so the snapshot is rebuilt.
 */
export const loadSyntheticWorld = async (db: Kysely<any>, owners = 2000): Promise<number> => {
  const first = await sql<{ id: string }>`
    insert into members (first_name, last_name, email, phone, phone_country, owner_id, lang, referrer_id, hear_about_us, status, password_hash, open_date, created_at, updated_at)
    select 'Owner' || g, last_name, 'owner' || g || '.' || ${Date.now()} || '@bench.example', null, null, null, lang, null, hear_about_us, status, password_hash, open_date, now(), now()
    from members, generate_series(1, ${owners}) as g where members.id = 100001
    returning id
  `.execute(db)
  const ids = first.rows.map((r) => Number(r.id))
  const rows = syntheticWorld((n) => ids[(n - 1) % ids.length]!, owners)
  const version = Number((await sql<{ v: string }>`update world_state set version = version + 1 where id = 1 returning version as v`.execute(db)).rows[0]!.v)
  for (let i = 0; i < rows.length; i += 20_000) {
    const c = rows.slice(i, i + 20_000)
    await sql`
      insert into plots (x, y, kind, level, price_minor, status, owner_id, minted, purchased_at, version)
      select x, y, kind, level, 10000000000 * level, status, owner_id, minted, case when owner_id is null then null else now() end, ${version}::bigint
      from unnest(${c.map((r) => r.x)}::int[], ${c.map((r) => r.y)}::int[], ${c.map((r) => r.kind)}::text[], ${c.map((r) => r.level)}::int[],
                  ${c.map((r) => r.status)}::text[], ${c.map((r) => (r.ownerId === null ? null : String(r.ownerId)))}::bigint[], ${c.map((r) => r.minted)}::boolean[])
        as t(x, y, kind, level, status, owner_id, minted)
      on conflict (x, y) do update set kind = excluded.kind, level = excluded.level, price_minor = excluded.price_minor, status = excluded.status,
        owner_id = excluded.owner_id, minted = excluded.minted, purchased_at = excluded.purchased_at, version = excluded.version
    `.execute(db)
  }
  return version
}
