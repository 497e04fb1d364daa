// Issue 15 §6: AdNet statistics.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test [BENCH_ADS_EVENTS=2000000] npx tsx bench/ads.bench.ts
// 1. Ingest: simulated traffic events come through the WorldGateway port (the seeded simulation), are counted per
//    ad, building and CST day (trafficOf) and upserted into the daily rollups (AdsRepository.addRollups), as the
//    display job does. Compared with a plain server-side COPY of the same events as rows into an unindexed table.
// 2. Statistics: p99 of the queries behind statistics/total, member/daily and member/today over those rollups.
import { writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { WorldGatewaySimulated } from "@iw/api"
import { AdsRepository, type RollupRow, WorldGateway, addCstDays, trafficOf } from "@iw/core"
import { SystemClock } from "@iw/crypto-node"
import { migrateToLatest, openDatabase, postgresLayer } from "@iw/postgres"
import { Effect, Layer, ManagedRuntime } from "effect"
import pg from "pg"
import { machine, record } from "./support"

const url = process.env.BENCH_DATABASE_URL
if (!url) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (the COPY comparison needs one).")
  process.exit(1)
}
const TARGET = Number(process.env.BENCH_ADS_EVENTS ?? 2_000_000)
const ADS = 2000
const MEMBERS = 500
const BUILDINGS = 40
const DAYS = 30
const FIRST_DAY = "2026-10-01"
const BATCH = 500

const schema = `bench_ads_${Date.now().toString(36)}`
const handle = await openDatabase({ url, schema })
await migrateToLatest(handle)
// maxImpressions 100: a building-day draws ~73 events, so the rollups get many rows (~TARGET/73), as a busy network would.
const layer = Layer.mergeAll(postgresLayer(handle.db).pipe(Layer.provide(SystemClock)), WorldGatewaySimulated({ seed: 15, downDays: new Set(), maxImpressions: 100 }))
const runtime = ManagedRuntime.make(layer as Layer.Layer<AdsRepository | WorldGateway>)

// The building-days, in a fixed pseudo-random order over ads, buildings and days.
const pairs = function* () {
  for (let i = 0; ; i++) {
    const adId = (i % ADS) + 1
    const buildingId = (Math.floor(i / ADS) % BUILDINGS) + 1
    const day = addCstDays(FIRST_DAY, Math.floor(i / (ADS * BUILDINGS)) % DAYS)
    yield { adId, buildingId, day, memberId: (adId % MEMBERS) + 1 }
  }
}

// 1a. Ingest through the port into the rollups.
const csv = join(tmpdir(), `${schema}.csv`)
const lines: Array<string> = []
let events = 0
let rollupRows = 0
let ingestMs = 0
const ingest = Effect.gen(function* () {
  const gateway = yield* WorldGateway
  const repo = yield* AdsRepository
  let batch: Array<RollupRow> = []
  const it = pairs()
  const flush = function* () {
    const t = performance.now()
    yield* repo.addRollups(batch, new Date())
    ingestMs += performance.now() - t
    rollupRows += batch.length
    batch = []
  }
  while (events < TARGET) {
    const p = it.next().value!
    const t = performance.now()
    const evs = yield* gateway.events(p.day, p.adId, p.buildingId)
    const traffic = trafficOf(evs)
    ingestMs += performance.now() - t
    // The same rows for the COPY (written outside the timed part).
    for (const e of evs) lines.push(`${e.adId},${e.buildingId},${e.kind},${e.at.toISOString()}`)
    events += evs.length
    batch.push({ ...p, cost: 0n, ...traffic })
    if (batch.length >= BATCH) yield* flush()
    if (lines.length >= 200_000) {
      writeFileSync(csv, lines.join("\n") + "\n", { flag: "a" })
      lines.length = 0
    }
  }
  if (batch.length > 0) yield* flush()
  writeFileSync(csv, lines.join("\n") + "\n", { flag: "a" })
})
await runtime.runPromise(ingest.pipe(Effect.orDie))

// 1b. The same events as rows, by a plain COPY on the same server (the file is read by the server itself).
const client = new pg.Client({ connectionString: url })
await client.connect()
await client.query(`create table "${schema}".bench_ad_events (ad_id integer, building_id integer, kind text, at timestamptz)`)
const t0 = performance.now()
await client.query(`copy "${schema}".bench_ad_events from '${csv}' with (format csv)`)
const copyMs = performance.now() - t0
const copied = Number((await client.query(`select count(*)::int as n from "${schema}".bench_ad_events`)).rows[0].n)

// 2. Statistics p99 over the rollups: the queries behind statistics/total, member/daily and member/today.
const samples: Array<number> = []
const stats = Effect.gen(function* () {
  const repo = yield* AdsRepository
  for (let i = 0; i < 50; i++) yield* repo.totals({ memberId: (i % MEMBERS) + 1, adId: null, from: FIRST_DAY, to: addCstDays(FIRST_DAY, DAYS - 1) })
  for (let i = 0; i < 300; i++) {
    const memberId = (i % MEMBERS) + 1
    const range = { memberId, adId: null, from: FIRST_DAY, to: addCstDays(FIRST_DAY, DAYS - 1) }
    for (const q of [repo.totals(range), repo.daily(range), repo.byAd(memberId, addCstDays(FIRST_DAY, i % DAYS)), repo.lastUpdate()]) {
      const t = performance.now()
      yield* q
      samples.push(performance.now() - t)
    }
  }
})
await runtime.runPromise(stats)
samples.sort((a, b) => a - b)
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!

const ingestRate = events / (ingestMs / 1000)
const copyRate = copied / (copyMs / 1000)
const ratio = ingestRate / copyRate
console.log({ events, copied, rollupRows, ingestMs: Math.round(ingestMs), copyMs: Math.round(copyMs), ingestRate: Math.round(ingestRate), copyRate: Math.round(copyRate), ratio, p50: pct(50), p99: pct(99) })

await client.query(`drop schema if exists "${schema}" cascade`)
await client.end()
await runtime.dispose()
await handle.close()

record(`
## Ads: rollup ingest against COPY, and statistics p99 (PostgreSQL 15)

${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… BENCH_ADS_EVENTS=${TARGET} npx tsx bench/ads.bench.ts\` · ${machine()} · machine shared with other jobs while it ran

| path | events | time s | events/s |
|---|---:|---:|---:|
| simulated events through WorldGateway → trafficOf → rollup upsert (${rollupRows} rollup rows, batches of ${BATCH}) | ${events} | ${(ingestMs / 1000).toFixed(1)} | ${Math.round(ingestRate)} |
| plain \`COPY … FROM file\` of the same events as rows (no index) | ${copied} | ${(copyMs / 1000).toFixed(1)} | ${Math.round(copyRate)} |

Ingest/COPY ratio: **${ratio.toFixed(2)}** (goal ≥ 0.3). The rollups keep one row per ad, building and CST day, so the
ingest writes ~1/73 of the rows COPY writes; the event generation of the simulation is inside the timed part.

| statistics query (over ${rollupRows} rollup rows from ${events} events; ${samples.length} calls, sequential, after 50 warm-up calls) | p50 ms | p99 ms |
|---|---:|---:|
| totals, daily, today per ad, last update (the SQL behind the four statistics endpoints, through the repository) | ${pct(50).toFixed(1)} | ${pct(99).toFixed(1)} |

${TARGET < 10_000_000 ? `Scaled down from the issue's 10 million events to ${TARGET} (set BENCH_ADS_EVENTS=10000000 for the full size).` : "The full size of the issue (10 million events)."} The statistics read only the rollups; their size grows with ads × buildings × days, not events.
`)
