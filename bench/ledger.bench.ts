// Ledger throughput on PostgreSQL: transfers per second through the API and through the use-case directly,
// compared in the same run, on the same server, with pgbench's TPC-B-like transaction.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger.bench.ts
import { execFileSync } from "node:child_process"
import { MemberRepository, PasswordHasher, Clock, member, postTransfer, system, unitOf } from "@iw/core"
import { Effect } from "effect"
import autocannon from "autocannon"
import { benchServer, machine, record } from "./support"

const url = process.env.BENCH_DATABASE_URL
if (!url) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (the comparison with pgbench needs one).")
  process.exit(2)
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 8
const MEMBERS = 64

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
TPC-B-like transaction (three updates, one select, one insert), plus the HTTP, session and JSON work on the API path. API/pgbench ratio: ${(apiTps / pgbenchTps).toFixed(2)}; use-case/pgbench ratio: ${(useCaseTps / pgbenchTps).toFixed(2)}.`
console.log(section)
if (!process.argv.includes("--no-record")) record(section)
