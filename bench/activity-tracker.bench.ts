// The activity tracker under its real load (issue 16 §3): 1,000 signed-in members each posting
// `POST member/common/tracker` every 15 s (about 67 posts/s, paced, not flooded) to one API process of its own on
// PostgreSQL; the API process's CPU (from /proc) over the run, the posts' latency, and then the users-activity rollup
// query over 30 days with 30 days of rollups for those 1,000 members in place.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/activity-tracker.bench.ts      (npm run bench:tracker)
// MEMBERS (default 1000), SECONDS (default 60) of load, RECORD=0 skips docs/benchmarks.md; API_NODE_ARGS adds node flags
// to the API process only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", which NODE_OPTIONS refuses).
import { readFileSync } from "node:fs"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import pg from "pg"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { machine, record } from "./support"

const dbUrl = process.env.BENCH_DATABASE_URL
if (!dbUrl) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (the goal is on PostgreSQL).")
  process.exit(2)
}
const MEMBERS = Number(process.env.MEMBERS ?? 1000)
const SECONDS = Number(process.env.SECONDS ?? 60)
const INTERVAL_MS = 15_000
const schema = `bench_tracker_${Date.now().toString(36)}`

/** `node apps/api/src/main.ts` in a process of its own, ready once it prints its address. */
const startApi = (env: Record<string, string>) =>
  new Promise<{ base: string; child: ReturnType<typeof spawn>; stop: () => Promise<void> }>((resolve, reject) => {
    const child = spawn(process.execPath, [...(process.env.API_NODE_ARGS ?? "").split(" ").filter((a) => a !== ""), "--import", "tsx", "apps/api/src/main.ts"], { cwd: fileURLToPath(new URL("..", import.meta.url)), env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    const onData = (d: Buffer) => {
      out += String(d)
      const m = /Interworld is running at (http:\/\/\S+)/.exec(out)
      if (!m) return
      child.stdout!.off("data", onData)
      child.stdout!.resume()
      const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once("exit", () => done()), child.kill("SIGTERM"))))
      resolve({ base: m[1]!.replace("localhost", "127.0.0.1"), child, stop })
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", (d) => (out += String(d)))
    child.once("exit", (code) => reject(new Error(`API exited with ${code}:\n${out}`)))
  })

const api = await startApi(
  { PORT: "0", HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(tmpdir(), "iw-bench-")), DATABASE_URL: dbUrl, DATABASE_SCHEMA: schema, WEB_DIR: "", STAFF_DIR: "", QUIET: "true", SEED_DEMO: "true", JOBS_EVERY_SECONDS: "0", APP_SECRET: "tracker-bench-secret-0123456789abcdef0123" }
)
const db = new pg.Client({ connectionString: dbUrl, options: `-c search_path=${schema}` })
await db.connect()

const post = async (path: string, body: unknown, token?: string) => {
  const r = await fetch(`${api.base}/api/${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
  return (await r.json()) as Record<string, unknown>
}

// 1,000 members: copies of the demo member (its password), signed in one by one (scrypt makes this the slow part).
const FIRST = 300_001
await db.query(
  `insert into members select (jsonb_populate_record(null::members, to_jsonb(m) || jsonb_build_object('id', g, 'email', 'tracker' || g || '@example.com', 'phone', null))).*
   from members m, generate_series($1::bigint, $2::bigint) g where m.id = 100001`,
  [FIRST, FIRST + MEMBERS - 1]
)
const tokens: Array<string> = []
for (let i = 0; i < MEMBERS; i += 8) {
  const batch = await Promise.all(Array.from({ length: Math.min(8, MEMBERS - i) }, (_, k) => post("member/login", { username: String(FIRST + i + k), password: "Demo#2026pass" })))
  tokens.push(...batch.map((b) => String(b.accessToken)))
}
const staffToken = String((await post("staff/login", { email: "support@interworld.local", password: "Support#2026pass" })).accessToken)

// The API process's CPU seconds so far (utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s).
const cpuSeconds = () => {
  const f = readFileSync(`/proc/${api.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(f[11]) + Number(f[12])) / 100
}

// Paced load: member i posts at i/MEMBERS of the interval, then every 15 s.
const ROUTES = ["/en/map", "/en/plots", "/en/market", "/en/buildings/3", "/en/support/all", "/en/gold-rush"]
const latencies: Array<number> = []
let failed = 0
const statuses = new Map<number | string, number>()
const inFlight = new Set<Promise<void>>()
const started = performance.now()
const cpu0 = cpuSeconds()
let sent = 0
await new Promise<void>((done) => {
  const tick = setInterval(() => {
    const elapsed = performance.now() - started
    if (elapsed >= SECONDS * 1000) {
      clearInterval(tick)
      return done()
    }
    const due = Math.floor((elapsed / INTERVAL_MS) * MEMBERS)
    while (sent < due) {
      const i = sent % MEMBERS
      sent++
      const t0 = performance.now()
      const p = fetch(`${api.base}/api/member/common/tracker`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${tokens[i]}` },
        body: JSON.stringify({ route: ROUTES[i % ROUTES.length], seconds: 15, visibility: "visible" })
      })
        .then(async (r) => {
          await r.arrayBuffer()
          if (!r.ok) {
            failed++
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
          }
          latencies.push(performance.now() - t0)
        })
        .catch((e: unknown) => {
          failed++
          statuses.set(String((e as Error).cause ?? e).slice(0, 60), (statuses.get(String((e as Error).cause ?? e).slice(0, 60)) ?? 0) + 1)
        })
        .finally(() => inFlight.delete(p))
      inFlight.add(p)
    }
  }, 10)
})
await Promise.all(inFlight)
const cpu = (cpuSeconds() - cpu0) / ((performance.now() - started) / 1000)
latencies.sort((a, b) => a - b)
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!
const rate = latencies.length / SECONDS
await new Promise((r) => setTimeout(r, 1500))
const rawRows = Number((await db.query("select count(*) as n from activity_beats")).rows[0].n)
const beatsRolled = Number((await db.query("select coalesce(sum(beats), 0) as n from activity_days")).rows[0].n)

// 30 days of rollups for these members (as 30 days of this load would leave them), then the users-activity query.
const today = Math.floor((Date.now() - 6 * 3_600_000) / 86_400_000)
await db.query(
  `insert into activity_member_routes (day, member_id, route, seconds, beats)
   select d, m, r, 600 + (m % 7) * 60, 40 + m % 5 from generate_series($1::int, $2::int) d, generate_series($3::int, $4::int) m, unnest($5::text[]) r
   on conflict do nothing`,
  [today - 30, today - 1, FIRST, FIRST + MEMBERS - 1, ROUTES.map((r) => r.replace("/en", "").replace(/\/\d+$/, "/:id"))]
)
await db.query(`insert into activity_member_days (day, member_id, seconds, beats) select day, member_id, sum(seconds), sum(beats) from activity_member_routes where day < $1 group by 1, 2 on conflict do nothing`, [today])
await db.query(`insert into activity_route_days (day, route, seconds, beats, members) select day, route, sum(seconds), sum(beats), count(*) from activity_member_routes where day < $1 group by 1, 2 on conflict do nothing`, [today])
await db.query(`insert into activity_days (day, members, seconds, beats, boxes) select day, count(*), sum(seconds), sum(beats), count(*) filter (where seconds >= 300) from activity_member_days where day < $1 group by 1 on conflict do nothing`, [today])
await db.query("analyze")
const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10)
const query = `${api.base}/api/staff/statistics/users-activity?from=${iso(today - 29)}&to=${iso(today)}`
const q: Array<number> = []
for (let i = 0; i < 200; i++) {
  const t0 = performance.now()
  const r = await fetch(query, { headers: { authorization: `Bearer ${staffToken}` } })
  const body = (await r.json()) as { data: Array<unknown> }
  if (!r.ok || body.data.length < 29) throw new Error(`users-activity: ${r.status}`)
  q.push(performance.now() - t0)
}
q.sort((a, b) => a - b)
// The rollup queries alone (what the endpoint sends to PostgreSQL), without HTTP and authentication.
const sqlTimes: Array<number> = []
for (let i = 0; i < 200; i++) {
  const t0 = performance.now()
  await db.query("select day, members, seconds, beats, boxes from activity_days where day >= $1 and day <= $2 order by day", [today - 29, today])
  await db.query(
    "select route, sum(seconds) as seconds, sum(beats) as beats, sum(members) as member_days from activity_route_days where day >= $1 and day <= $2 group by route order by sum(seconds) desc, route limit 20",
    [today - 29, today]
  )
  sqlTimes.push(performance.now() - t0)
}
sqlTimes.sort((a, b) => a - b)
const memberRoutes = Number((await db.query("select count(*) as n from activity_member_routes")).rows[0].n)

await db.end()
await api.stop()
const drop = new pg.Client({ connectionString: dbUrl })
await drop.connect()
await drop.query(`drop schema if exists "${schema}" cascade`)
await drop.end()

const load = Number((await import("node:os")).loadavg()[0].toFixed(2))
const lines = [
  `| posts | ${latencies.length} in ${SECONDS} s (${rate.toFixed(1)}/s), ${failed} failed |`,
  `| API process CPU | ${(cpu * 100).toFixed(1)}% of one core |`,
  `| tracker latency | p50 ${pct(50).toFixed(1)} ms · p99 ${pct(99).toFixed(1)} ms · max ${latencies[latencies.length - 1]!.toFixed(1)} ms |`,
  `| beats written | ${beatsRolled} in the rollups, ${rawRows} raw rows (cap 200,000) |`,
  `| users-activity over 30 days, over HTTP | p50 ${q[100]!.toFixed(1)} ms · p99 ${q[197]!.toFixed(1)} ms (200 requests, ${memberRoutes.toLocaleString("en-US")} member/day/route rows) |`,
  `| users-activity rollup queries alone | p50 ${sqlTimes[100]!.toFixed(1)} ms · p99 ${sqlTimes[197]!.toFixed(1)} ms |`
]
console.log(lines.join("\n"))
if (statuses.size > 0) console.log("failures:", Object.fromEntries(statuses))
if (process.env.RECORD !== "0") {
  record(`
## Activity tracker: ${MEMBERS.toLocaleString("en-US")} members posting every 15 s, and the users-activity rollup query (PostgreSQL 15)

${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… npx tsx bench/activity-tracker.bench.ts\` · ${machine()} · load average ${load} at the end (the machine is shared with other engineers' builds and tests)

One API process of its own (\`apps/api/src/main.ts\`), its CPU read from /proc over the ${SECONDS} s of paced load; each
member posts at its own offset of the 15 s interval. Goals (issue 16 §3): under 10% of one core, p99 under 20 ms, the
users-activity query over 30 days under 100 ms.

| measure | result |
|---|---|
${lines.join("\n")}

Each post is one upsert on the member's limiter row (the per-member limit across processes); beats are buffered and
written once a second as one multi-row insert and one upsert per rollup, so PostgreSQL sees about one transaction a
second. The users-activity query reads the per-day and per-route-day rollups, never the raw beats.
`)
}
