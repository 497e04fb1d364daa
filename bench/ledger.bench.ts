// Ledger throughput on PostgreSQL: transfers per second through the API and through the use-case directly,
// compared in the same run, on the same server, with pgbench's TPC-B-like transaction.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger.bench.ts
import { execFileSync } from "node:child_process"
import { MemberRepository, PasswordHasher, Clock, member, postTransfer, system, unitOf } from "@iw/core"
import { Effect } from "effect"
import autocannon from "autocannon"
import pg from "pg"
import { benchServer, machine, record } from "./support"

const url = process.env.BENCH_DATABASE_URL
if (!url) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (the comparison with pgbench needs one).")
  process.exit(2)
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 8
const MEMBERS = 64

// The profile: every statement a pg client of this process sends, timed from send to answer, by what it does.
const kindOf = (text: string) => {
  const t = text.replace(/\s+/g, " ").trim().toLowerCase()
  if (t === "begin" || t.startsWith("start transaction")) return "BEGIN"
  if (t === "commit") return "COMMIT"
  if (t === "rollback") return "ROLLBACK"
  if (t.startsWith("insert into \"ledger_accounts\"")) return "open accounts (insert … on conflict do nothing)"
  if (t.includes("from \"ledger_accounts\"") && t.includes("for update")) return "lock accounts (select … for update)"
  if (t.includes("from ledger_accounts") && t.includes("for update")) return "lock accounts (select … for update)"
  if (t.includes("from \"ledger_transfers\"") && t.includes("idempotency_key")) return "idempotency check (select transfer by key)"
  if (t.startsWith("with t as ( insert into ledger_transfers")) return "write transfer + legs (one statement; the trigger moves the balances)"
  if (t.includes("from \"ledger_lots\"")) return "lots"
  if (t.includes("\"sessions\"")) return "session (authenticate)"
  if (t.includes("\"members\"")) return "member (authenticate)"
  if (t.includes("from \"ledger_accounts\"")) return "balances after (read)"
  return t.slice(0, 60)
}
type Stat = { n: number; ms: number; failed: Record<string, number> }
let profiling = false
const stats = new Map<string, Stat>()
const original = pg.Client.prototype.query as (...args: Array<unknown>) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: Array<unknown>) {
  const out = original.apply(this, args)
  if (!profiling || !(out instanceof Promise)) return out
  const kind = kindOf(String((args[0] as { text?: string })?.text ?? args[0]))
  const st = stats.get(kind) ?? { n: 0, ms: 0, failed: {} }
  stats.set(kind, st)
  const started = performance.now()
  return out.then(
    (r) => ((st.n++, (st.ms += performance.now() - started)), r),
    (e: { code?: string }) => {
      st.n++
      st.ms += performance.now() - started
      st.failed[e?.code ?? "?"] = (st.failed[e?.code ?? "?"] ?? 0) + 1
      throw e
    }
  )
} as typeof pg.Client.prototype.query
const profileTable = (transfers: number, cpuMs: number, wallMs: number) =>
  [
    `| statement | per transfer | mean ms | share of the wall time |`,
    `|---|---:|---:|---:|`,
    ...[...stats.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([k, v]) => `| ${k}${Object.keys(v.failed).length ? ` (failed: ${Object.entries(v.failed).map(([c, n]) => `${c} × ${n}`).join(", ")})` : ""} | ${(v.n / transfers).toFixed(2)} | ${(v.ms / v.n).toFixed(2)} | ${((v.ms / wallMs) * 100).toFixed(0)}% |`),
    `| **round trips per transfer** | **${([...stats.values()].reduce((s, v) => s + v.n, 0) / transfers).toFixed(2)}** | | |`,
    `| Node CPU per transfer (process.cpuUsage, the whole process) | | ${(cpuMs / transfers).toFixed(2)} | ${((cpuMs / wallMs) * 100).toFixed(0)}% |`
  ].join("\n")

const { server, close, url: base } = await benchServer()
const run = <A, E>(e: Effect.Effect<A, E, any>) => server.runtime.runPromise(e as Effect.Effect<A, E, never>)

// Members, each with a large system wallet, and their tokens.
const ids = await run(
  Effect.gen(function* () {
    const hash = yield* PasswordHasher.use((h) => h.hash("Bench#2026pass"))
    const now = yield* Clock.use((c) => c.now)
    const out: Array<number> = []
    for (let i = 0; i < MEMBERS; i++) {
      const m = yield* Effect.orDie(
        MemberRepository.use((r) => r.create({ firstName: `Bench ${i}`, lastName: "", email: `ledger-bench${i}.${Date.now()}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: hash, openDate: now, createdAt: now }))
      )
      yield* postTransfer({ code: "openingBalance", reference: { type: "bench", id: "fund" }, idempotencyKey: `bench:fund:${m.id}`, legs: [{ from: system("issuance", "abey"), to: member(m.id, "abey", "wallet"), amount: 10_000_000n * unitOf("abey") }] })
      out.push(m.id)
    }
    return out
  })
)
const tokens = await Promise.all(
  ids.map((id) => fetch(`${base}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: String(id), password: "Bench#2026pass" }) }).then((r) => r.json() as Promise<{ accessToken: string }>).then((r) => r.accessToken))
)

// 1. Through the API: POST top-up (one two-account transfer each), a different member's token per request.
let next = 0
const apiSpread = await autocannon({
  url: `${base}/api/member/abey-balance/transfer/private/from-wallet`,
  method: "POST",
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [
    {
      setupRequest: (req: autocannon.Request) => {
        const i = next++ % tokens.length
        return { ...req, headers: { ...(req.headers ?? {}), "content-type": "application/json", authorization: `Bearer ${tokens[i]}` }, body: JSON.stringify({ amount: 1 }) }
      }
    }
  ]
})
// 2. Through the use-case directly, CONNECTIONS workers in this process.
let done = 0
let k = 0
const until = Date.now() + SECONDS * 1000
await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, w) => {
    while (Date.now() < until) {
      const a = ids[(k + w) % ids.length]
      await run(
        postTransfer({ code: "topUpFromWallet", reference: { type: "bench", id: String(k) }, idempotencyKey: `bench:uc:${w}:${k++}`, legs: [{ from: member(a, "abey", "wallet"), to: member(a, "abey"), amount: unitOf("abey") }] })
      )
      done++
    }
  })
)
const useCaseTps = done / SECONDS

// 4. The profile: the same use-case transfers, one worker (where the time of one transfer goes), then
// CONNECTIONS workers (what concurrency adds: waits, retries).
const profile = async (workers: number, count: number) => {
  stats.clear()
  profiling = true
  const cpu = process.cpuUsage()
  const started = performance.now()
  let n = 0
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (n < count) {
        const i = n++
        const a = ids[(i * 7 + w) % ids.length]
        await run(postTransfer({ code: "topUpFromWallet", reference: { type: "bench", id: String(i) }, idempotencyKey: `bench:profile:${workers}:${i}`, legs: [{ from: member(a, "abey", "wallet"), to: member(a, "abey"), amount: unitOf("abey") }] }))
      }
    })
  )
  const wallMs = performance.now() - started
  const used = process.cpuUsage(cpu)
  profiling = false
  return { table: profileTable(count, (used.user + used.system) / 1000, wallMs * workers), msPerTransfer: wallMs / count }
}
const one = await profile(1, 300)
const many = await profile(CONNECTIONS, 1500)
await close()

// 3. pgbench's TPC-B-like transaction on the same server.
const pgUrl = new URL(url)
const env = { ...process.env, PGHOST: pgUrl.hostname, PGPORT: pgUrl.port || "5432", PGUSER: decodeURIComponent(pgUrl.username || "postgres"), PGPASSWORD: decodeURIComponent(pgUrl.password), PGDATABASE: pgUrl.pathname.slice(1) || "postgres" }
execFileSync("pgbench", ["-i", "-q", "-s", "10"], { env, stdio: "ignore" })
const out = execFileSync("pgbench", ["-b", "tpcb-like", "-c", String(CONNECTIONS), "-j", "2", "-T", String(SECONDS), "-n"], { env, encoding: "utf8" })
execFileSync("pgbench", ["-i", "-I", "d"], { env, stdio: "ignore" })
const pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? "0")

const apiTps = apiSpread.requests.average
const rows = [
  `| path | transfers/s | of pgbench tpcb-like |`,
  `|---|---:|---:|`,
  `| API, POST top-up (${CONNECTIONS} connections, ${MEMBERS} members) — p50 ${apiSpread.latency.p50} ms, p99 ${apiSpread.latency.p99} ms, non-2xx ${apiSpread.non2xx} | ${apiTps.toFixed(0)} | ${((apiTps / pgbenchTps) * 100).toFixed(0)}% |`,
  `| use-case postTransfer, direct (${CONNECTIONS} workers) | ${useCaseTps.toFixed(0)} | ${((useCaseTps / pgbenchTps) * 100).toFixed(0)}% |`,
  `| pgbench -b tpcb-like -c ${CONNECTIONS} -j 2 -s 10 | ${pgbenchTps.toFixed(0)} | 100% |`
].join("\n")
const section = `## Ledger: transfers per second against pgbench (PostgreSQL 15)

${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… npx tsx bench/ledger.bench.ts\` · ${machine()} · ${SECONDS} s each, same server, one after the other

${rows}

A ledger transfer locks its accounts in one statement, checks the idempotency key, and writes the transfer and its legs;
inserting the legs updates the balances (the database's own trigger, migration 0007): about the work of pgbench's
TPC-B-like transaction (three updates, one select, one insert), plus the HTTP, session and JSON work on the API path. API/pgbench ratio: ${(apiTps / pgbenchTps).toFixed(2)}; use-case/pgbench ratio: ${(useCaseTps / pgbenchTps).toFixed(2)}.

Profile, one worker, 300 use-case transfers (${one.msPerTransfer.toFixed(2)} ms each): each statement timed on the pg client from send to answer
(the database's time plus the round trip); "share" is of the wall time.

${one.table}

Profile, ${CONNECTIONS} workers, 1,500 use-case transfers over ${MEMBERS} members (share of workers × wall time; waiting on a lock counts in its statement):

${many.table}

The machine is shared with other engineers' test runs: the ratios measured in this one run are what to compare.`
console.log(section)
if (!process.argv.includes("--no-record")) record(section)
