// Browsing the store with 100,000 active listings, over HTTP with autocannon at 50 connections, and the query plans.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/market.bench.ts   (PostgreSQL; PGlite has one connection)
import pg from "pg"
import { benchServer, load, machine, record, table } from "./support"

const LISTINGS = 100_000
const { close, url, database, schema } = await benchServer()
if (schema === null) throw new Error("market.bench.ts needs BENCH_DATABASE_URL (PostgreSQL)")
const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL, options: `-c search_path=${schema}` })
await db.connect()
// Listings are written straight into the table (their escrow is not: this measures reading the shelves), spread over
// the Sell menu's categories, all of the demo member's, expiring in the next 30 days.
await db.query(
  `insert into market_listings (owner_id, category, item_kind, resource, item_key, item_name, amount, quantity, unit_price, fee_bp, expires_at, created_at)
   select 100001, (array['vshop','vshop-files','vehicles','buildings','premium-buildings','avatars','furniture','animation','plants_trees','pets','virtualbuildings','minerals','wood','custom_models'])[1 + g % 14],
          'resource', 'mineral_1', 'mineral_1', 'mineral_1', 10, 1 + g % 10, (1 + g % 997) * 1000000, 500, now() + (1 + g % 30) * interval '1 day', now() - g * interval '1 second'
   from generate_series(1, $1::int) g`,
  [LISTINGS]
)
// What autovacuum does after this many inserts (PostgreSQL 13+ vacuums on inserts too): the visibility map lets the
// shelf's count read the partial index alone.
await db.query("vacuum analyze market_listings")
const plan = async (sql: string, params: ReadonlyArray<unknown>) =>
  (await db.query(`explain (analyze, buffers, costs off) ${sql}`, [...params])).rows.map((r) => r["QUERY PLAN"] as string).join("\n")
const COLUMNS = `id, owner_id, category, item_kind, asset_id, resource, item_key, item_name, amount, quantity, unit_price, fee_bp, state, expires_at, created_at`
const plans = [
  await plan(`select ${COLUMNS} from market_listings where state in ('active') and category = $1 and expires_at > now() order by id desc limit 15 offset 0`, ["minerals"]),
  await plan(`select count(*) from (select 1 from market_listings where state in ('active') and category = $1 and expires_at > now() limit 10000) capped`, ["minerals"]),
  await plan(`select ${COLUMNS} from market_listings where state in ('active') and expires_at > now() order by id desc limit 15 offset 0`, []),
  await plan(`select count(*) from (select 1 from market_listings where state in ('active') and expires_at > now() limit 10000) capped`, [])
]
const login = await fetch(`${url}/api/member/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "100001", password: "Demo#2026pass" })
}).then((r) => r.json() as Promise<{ accessToken: string }>)
const headers = { authorization: `Bearer ${login.accessToken}` }
const results = [
  // One connection first: the service time without the queue 50 connections build on a loaded machine.
  await load({ title: `GET listings, one category, page 1 (${database}, 1 connection)`, url: `${url}/api/member/market/listings?category=minerals`, headers, connections: 1, seconds: 10 }),
  await load({ title: `GET listings, one category, page 1 (${database}, 50 connections)`, url: `${url}/api/member/market/listings?category=minerals`, headers, connections: 50, seconds: 10 }),
  await load({ title: `GET listings, one category, page 100 (${database}, 50 connections)`, url: `${url}/api/member/market/listings?category=minerals&page=100`, headers, connections: 50, seconds: 10 }),
  await load({ title: `GET listings, every category, page 1 (${database}, 50 connections)`, url: `${url}/api/member/market/listings`, headers, connections: 50, seconds: 10 })
]
await db.end()
await close()

const section = [
  `## Market: browsing the store with ${LISTINGS.toLocaleString("en-US")} active listings (${database})`,
  "",
  `${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… npx tsx bench/market.bench.ts\` · ${machine()}`,
  "",
  table(results),
  "",
  "Measured on a shared machine under load from other work (load average far above its cores), so the latencies are an upper bound. The target is p99 under 50 ms at 50 connections.",
  "Each request is a session lookup, the page of 15 and the count of the shelf, capped at 10,000 (`SHELF_COUNT_CAP`), read from `market_listings_shelf_idx (category, expires_at) where state = 'active'` alone (migration 0041).",
  "",
  "Query plans (EXPLAIN ANALYZE): one category's first page, its capped count, the whole store's first page and its capped count.",
  "",
  ...plans.map((p) => ["```", p, "```", ""].join("\n"))
].join("\n")
console.log(section)
if (!process.argv.includes("--no-record")) record(section)
