// Login throughput and GET member latency over HTTP, with autocannon against the running server.
//   npx tsx bench/identity.bench.ts                       (PGlite)
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/identity.bench.ts   (PostgreSQL)
import { Clock, MemberRepository, PasswordHasher } from "@iw/core"
import { Effect } from "effect"
import { benchServer, load, machine, record, table } from "./support"

const { server, close, url, database } = await benchServer()
const MEMBERS = 64
// Log-ins of one member queue on that member's throttle lock by design; a real load spreads over many members.
const ids = await server.runtime.runPromise(
  Effect.gen(function* () {
    const hash = yield* PasswordHasher.use((h) => h.hash("Bench#2026pass"))
    const now = yield* Clock.use((c) => c.now)
    const repo = yield* MemberRepository
    const out: Array<number> = []
    for (let i = 0; i < MEMBERS; i++) {
      const m = yield* Effect.orDie(
        repo.create({ firstName: `Bench ${i}`, lastName: "", email: `bench${i}.${Date.now()}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: hash, openDate: now, createdAt: now })
      )
      out.push(m.id)
    }
    return out
  })
)
const login = await fetch(`${url}/api/member/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "100001", password: "Demo#2026pass" })
}).then((r) => r.json() as Promise<{ accessToken: string }>)

const results = [
  await load({ title: `GET /api/member (${database}, 20 connections)`, url: `${url}/api/member`, headers: { authorization: `Bearer ${login.accessToken}` }, connections: 20, seconds: 10 }),
  await load({
    title: `POST /api/member/login (${database}, 8 connections, ${MEMBERS} members)`,
    url: `${url}/api/member/login`,
    method: "POST",
    bodies: ids.map((id) => JSON.stringify({ username: String(id), password: "Bench#2026pass" })),
    connections: 8,
    seconds: 10
  })
]
await close()

const command = process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL=postgres://… npx tsx bench/identity.bench.ts" : "npx tsx bench/identity.bench.ts"
const section = `## Identity: log-in throughput and GET member latency (${database})\n\n${new Date().toISOString().slice(0, 10)} · \`${command}\` · ${machine()}\n\n${table(results)}\n\nLog-in is bound by scrypt (N=16384, r=8), which is deliberately slow; GET member is one session lookup, one member read and the profile.`
console.log(section)
if (!process.argv.includes("--no-record")) record(section)
