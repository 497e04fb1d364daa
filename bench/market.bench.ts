// Browsing the store with 100,000 active listings, over HTTP with autocannon at 50 connections, and the query plans.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/market.bench.ts   (PostgreSQL; PGlite has one connection)
// In the same run and process, taking turns, beside the server's own shelves (from memory, issue 13 §4) the same
// routes of a second app on the same runtime with no live channel, whose shelves read the database on every
// request (the path before the cache): the ratio within the run is what to compare on a shared machine.
import { cpus, loadavg } from "node:os"
import type { AddressInfo } from "node:net"
import { createHttpApp } from "@iw/http-express"
import pg from "pg"
import { benchServer, load, machine, record, table } from "./support"

// Round trips to the database per request: every query a pg client sends in this process, counted.
let queries = 0
const original = pg.Client.prototype.query as (...args: Array<unknown>) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: Array<unknown>) {
  queries++
  return original.apply(this, args)
} as typeof pg.Client.prototype.query

const LISTINGS = 100_000
const { close, url, database, schema, server } = await benchServer()
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
// The same routes with no shelves in memory: an app on the same runtime and pool without the live channel.
const plainServer = createHttpApp({ run: server.run, log: { error: () => {}, warn: () => {} } }).listen(0, "127.0.0.1")
await new Promise((r) => plainServer.once("listening", r))
const plainUrl = `http://127.0.0.1:${(plainServer.address() as AddressInfo).port}`
const count = async (base: string, path: string) => {
  await fetch(`${base}${path}`, { headers }).then((r) => r.text())
  const before = queries
  await fetch(`${base}${path}`, { headers }).then((r) => r.text())
  return queries - before
}
const trips = { memory: await count(url, "/api/member/market/listings?category=minerals"), database: await count(plainUrl, "/api/member/market/listings?category=minerals") }
const loads = [
  { what: "one category, page 1", path: "/api/member/market/listings?category=minerals" },
  { what: "one category, page 100", path: "/api/member/market/listings?category=minerals&page=100" },
  { what: "every category, page 1", path: "/api/member/market/listings" }
]
const loadBefore = loadavg()[0]!
const results = [
  // One connection first: the service time without the queue 50 connections build on a loaded machine.
  await load({ title: `database every request: one category, page 1 (${database}, 1 connection)`, url: `${plainUrl}${loads[0]!.path}`, headers, connections: 1, seconds: 10 }),
  await load({ title: `from memory: one category, page 1 (${database}, 1 connection)`, url: `${url}${loads[0]!.path}`, headers, connections: 1, seconds: 10 })
]
for (const l of loads) {
  results.push(await load({ title: `database every request: ${l.what} (${database}, 50 connections)`, url: `${plainUrl}${l.path}`, headers, connections: 50, seconds: 10 }))
  results.push(await load({ title: `from memory: ${l.what} (${database}, 50 connections)`, url: `${url}${l.path}`, headers, connections: 50, seconds: 10 }))
}
const loadAfter = loadavg()[0]!
plainServer.close()
await db.end()
await close()

const section = [
  `## Market: browsing the store with ${LISTINGS.toLocaleString("en-US")} active listings (${database})`,
  "",
  `${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… npx tsx bench/market.bench.ts\` · ${machine()}`,
  "",
  table(results),
  "",
  `Load average (1 min, ${cpus().length} cores): ${loadBefore.toFixed(1)} when the loads started, ${loadAfter.toFixed(1)} when they ended. Round trips to the database per request: from memory ${trips.memory} (the caller's session and member), database every request ${trips.database}.`,
  "Each pair takes turns in the same run: \"database every request\" is the same route on the same runtime and pool with no shelves in memory (the path before issue 13 §4's cache); \"from memory\" is the server's own, encoded once per listing change. The target is p99 under 50 ms at 50 connections.",
  "Each database read is the page of 15 and the count of the shelf, capped at 10,000 (`SHELF_COUNT_CAP`), read from `market_listings_shelf_idx (category, expires_at) where state = 'active'` alone (migration 0041), and the shelf's next expiry.",
  "",
  "Query plans (EXPLAIN ANALYZE): one category's first page, its capped count, the whole store's first page and its capped count.",
  "",
  ...plans.map((p) => ["```", p, "```", ""].join("\n"))
].join("\n")
console.log(section)
if (!process.argv.includes("--no-record")) record(section)
