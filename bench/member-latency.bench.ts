// GET member latency at 100 connections on PostgreSQL (issue 11 §2), beside a bare Express route doing the same
// single indexed read (the member's row by primary key) on its own pool of the same size, in the same process and
// the same run, taking turns, so the ratio says what our layers cost whatever else the machine is doing.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/member-latency.bench.ts      (npm run bench:member)
// SECONDS (default 10) per load; ROUNDS (default 2) turns each; CONNECTIONS (default 100); RECORD=0 skips docs/benchmarks.md.
import type { AddressInfo } from "node:net"
import express from "express"
import pg from "pg"
import { benchServer, load, machine, record, table } from "./support"

const dbUrl = process.env.BENCH_DATABASE_URL
if (!dbUrl) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (the goal is on PostgreSQL).")
  process.exit(2)
}
const SECONDS = Number(process.env.SECONDS ?? 10)
const ROUNDS = Number(process.env.ROUNDS ?? 2)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
const POOL = 10 // the API's pool (adapters/postgres/src/connect.ts)

// Round trips to the database per request: every query a pg client sends in this process, counted.
let queries = 0
let showing = false
const original = pg.Client.prototype.query as (...args: Array<unknown>) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: Array<unknown>) {
  queries++
  if (showing) console.log(String((args[0] as { text?: string })?.text ?? args[0]).replace(/\s+/g, " ").slice(0, 200))
  return original.apply(this, args)
} as typeof pg.Client.prototype.query

const { close, url, schema } = await benchServer()
const login = (await fetch(`${url}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001", password: "Demo#2026pass" }) }).then((r) => r.json())) as { accessToken: string }
const auth = { authorization: `Bearer ${login.accessToken}` }

// The bare route: Express, one pool of the same size on the server's schema, one indexed read, JSON out.
const pool = new pg.Pool({ connectionString: dbUrl, max: POOL, ...(schema ? { options: `-c search_path=${schema}` } : {}) })
const bare = express()
bare.get("/bare/member", async (_req, res) => {
  const r = await pool.query("select id, first_name, last_name, email, lang, status, open_date from members where id = $1", [100001])
  res.json(r.rows[0])
})
const bareServer = bare.listen(0, "127.0.0.1")
await new Promise((r) => bareServer.once("listening", r))
const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`

const count = async (f: () => Promise<unknown>) => {
  const before = queries
  showing = Boolean(process.env.SHOW_QUERIES)
  await f()
  showing = false
  return queries - before
}
// Counted on the second request: the first of a process also stores the member's simulated deposit address.
await fetch(`${url}/api/member`, { headers: auth }).then((r) => r.json())
const ourQueries = await count(() => fetch(`${url}/api/member`, { headers: auth }).then((r) => r.json()))
const bareQueries = await count(() => fetch(`${bareUrl}/bare/member`).then((r) => r.json()))
await fetch(`${url}/api/member/map?perPage=1`, { headers: auth }).then((r) => r.json())
const authQueries = await count(() => fetch(`${url}/api/member/map?perPage=1`, { headers: auth }).then((r) => r.json()))

const rows: Array<Awaited<ReturnType<typeof load>>> = []
for (let round = 1; round <= ROUNDS; round++) {
  rows.push(await load({ title: `bare Express: one indexed read of the member (round ${round})`, url: `${bareUrl}/bare/member`, connections: CONNECTIONS, seconds: SECONDS }))
  rows.push(await load({ title: `GET /api/member (round ${round})`, url: `${url}/api/member`, headers: auth, connections: CONNECTIONS, seconds: SECONDS }))
}
bareServer.close()
await pool.end()
await close()

const avg = (f: (r: (typeof rows)[number]) => number, title: string) => {
  const rs = rows.filter((r) => r.title.startsWith(title))
  return rs.reduce((s, r) => s + f(r), 0) / rs.length
}
const ours = { p99: avg((r) => r.p99, "GET"), p50: avg((r) => r.p50, "GET"), rps: avg((r) => r.requestsPerSecond, "GET") }
const base = { p99: avg((r) => r.p99, "bare"), p50: avg((r) => r.p50, "bare"), rps: avg((r) => r.requestsPerSecond, "bare") }
const section = `
## Identity: GET member at ${CONNECTIONS} connections beside a bare Express read (PostgreSQL 15)

${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… npm run bench:member\` (\`npx tsx bench/member-latency.bench.ts\`), autocannon ${SECONDS} s per load, ${ROUNDS} turns each, taking turns · ${machine()}

The bare route is Express with a pg pool of ${POOL} (the API's size) on the same schema doing one read of the member's row by
primary key; \`GET /api/member\` is the whole stack (token, session, member, the profile's balance sheet, wallets,
deposit address and unread content). Round trips to the database per request, counted on the pg client: GET member
**${ourQueries}**, the bare route **${bareQueries}**; authenticating alone (a \`member/map\` page from memory) ${authQueries}.

${table(rows)}

Means over the turns: GET member p50 ${ours.p50.toFixed(0)} ms, p99 **${ours.p99.toFixed(0)} ms**, ${ours.rps.toFixed(0)} requests/s; bare p50 ${base.p50.toFixed(0)} ms, p99 ${base.p99.toFixed(0)} ms,
${base.rps.toFixed(0)} requests/s. Our layers cost **${(ours.p99 / base.p99).toFixed(1)}×** the bare read's p99 and ${(base.rps / ours.rps).toFixed(1)}× its time per request
(throughput ratio). Goal p99 < 20 ms: ${ours.p99 < 20 ? "met" : "not met"} in this run. The machine is shared with other engineers' test runs, so
the ratio within the run is the number to compare; the absolute times move with the machine's load.
`
console.log(section)
if (process.env.RECORD !== "0") record(section)
