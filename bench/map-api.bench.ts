// Map API under load (issue 4 §7): autocannon against the binary world snapshot (GET /api/public/map/snapshot,
// answered from memory; and the 304 answer to a client that already has this version) and against
// GET /api/member/map, 12,000 plots a page, as JSON.
//   npx tsx bench/map-api.bench.ts                         (npm run bench:map-api; PGlite in memory)
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/map-api.bench.ts
// WORLD=full (default) loads the 166,464-plot world of bench/land-world.ts (408 × 408) into the server's database
// first; WORLD=demo keeps the 15,900-plot demo world. SECONDS (default 10) sets each load's duration;
// RECORD=0 skips docs/benchmarks.md.
import { promisify } from "node:util"
import { gzip } from "node:zlib"
import { api, encodeWire } from "@iw/contracts"
import { MAP_PAGE_SIZE } from "@iw/core"
import { mapPageWire } from "@iw/http-express"
import { makeClient } from "@iw/contracts/client"
import { loadSyntheticWorld } from "./land-world"
import { benchServer, load, machine, record, table } from "./support"

const gzipAsync = promisify(gzip)
const SECONDS = Number(process.env.SECONDS ?? 10)
const FULL = (process.env.WORLD ?? "full") !== "demo"
const { close, url, database, server } = await benchServer()

const anon = makeClient(api, { baseUrl: url, token: () => null, lang: () => "en" })
const token = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
if (FULL) await loadSyntheticWorld(server.db.db)

// The server's own time for the one request that rebuilds the snapshot after a change (read every row, encode,
// gzip -9), and for the next one, answered from memory.
const timed = async (headers: Record<string, string> = {}) => {
  const started = performance.now()
  const res = await fetch(`${url}/api/public/map/snapshot`, { headers: { "accept-encoding": "gzip", ...headers } })
  const decoded = (await res.arrayBuffer()).byteLength
  // fetch hands over the body decompressed: what travelled is the Content-Length of the gzip'd answer.
  const bytes = Number(res.headers.get("content-length") ?? decoded)
  return { ms: performance.now() - started, res, bytes, decoded }
}
const cold = await timed()
const warm = await timed()
const etag = cold.res.headers.get("etag") ?? ""
const snapshotBytes = cold.bytes
const member = makeClient(api, { baseUrl: url, token: () => token, lang: () => "en" })
const plotsInWorld = (await member.land.map({ query: { perPage: 1 } })).meta.total
// member/map: the first request after the world changed reads and encodes the page; the next is answered from memory.
const pageStarted = performance.now()
const page = await fetch(`${url}/api/member/map`, { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } })
const pageText = await page.text()
const pageColdMs = performance.now() - pageStarted
const pageGzipBytes = Number(page.headers.get("content-length") ?? 0)
const pageEtag = page.headers.get("etag") ?? ""
const pageWarmStarted = performance.now()
await (await fetch(`${url}/api/member/map`, { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } })).arrayBuffer()
const pageWarmMs = performance.now() - pageWarmStarted
const pageRaw = Buffer.byteLength(pageText)
const plotsOnPage = (JSON.parse(pageText) as { data: Array<unknown> }).data.length

const n = (v: number) => v.toLocaleString("en-US")
const world = `${n(plotsInWorld)} plots`
const results = [
  await load({ title: `GET /api/public/map/snapshot, ${world} (gzip, ${database}, 10 connections)`, url: `${url}/api/public/map/snapshot`, headers: { "accept-encoding": "gzip" }, connections: 10, seconds: SECONDS }),
  await load({ title: `GET /api/public/map/snapshot with If-None-Match → 304, ${world} (${database}, 10 connections)`, url: `${url}/api/public/map/snapshot`, headers: { "if-none-match": etag }, connections: 10, seconds: SECONDS }),
  await load({ title: `GET /api/member/map, ${n(plotsOnPage)} plots of ${world} (gzip, ${database}, 4 connections)`, url: `${url}/api/member/map`, headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" }, connections: 4, seconds: SECONDS }),
  await load({ title: `GET /api/member/map, ${n(plotsOnPage)} plots of ${world} (identity, ${database}, 4 connections)`, url: `${url}/api/member/map`, headers: { authorization: `Bearer ${token}` }, connections: 4, seconds: SECONDS }),
  await load({ title: `GET /api/member/map with If-None-Match → 304, ${world} (${database}, 4 connections)`, url: `${url}/api/member/map`, headers: { authorization: `Bearer ${token}`, "if-none-match": pageEtag }, connections: 4, seconds: SECONDS })
]
// Before, in the same run: what the route did on every request until the page was kept per version (read the page
// and the count, encode it as JSON, gzip it), with 4 workers in this process and no HTTP around it.
const uncached = await (async () => {
  let done = 0
  const until = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        const value = await server.runtime.runPromise(mapPageWire({ page: 1, perPage: MAP_PAGE_SIZE }))
        await gzipAsync(Buffer.from(JSON.stringify(encodeWire(api.land.map.success, value))))
        done++
      }
    })
  )
  return done / SECONDS
})()
await close()

const section = `
## Land: map API under load, ${world} (${database})

${new Date().toISOString().slice(0, 10)} · \`${database === "PGlite" ? "" : "BENCH_DATABASE_URL=postgres://… "}${FULL ? "" : "WORLD=demo "}npm run bench:map-api\` (\`npx tsx bench/map-api.bench.ts\`), autocannon ${SECONDS} s per load · ${machine()}

${FULL ? "The 166,464-plot world of `bench/land-world.ts` (408 × 408), loaded into the server's database." : "The 15,900-plot demo world."} The snapshot is ${(snapshotBytes / 1000).toFixed(1)} kB on the wire (gzip; ${(cold.decoded / 1000).toFixed(1)} kB decoded); one \`member/map\` page of
${n(plotsOnPage)} plots is ${(pageRaw / 1000).toFixed(0)} kB of JSON before compression, ${(pageGzipBytes / 1000).toFixed(0)} kB gzip'd. The first snapshot request after the world changed took
${cold.ms.toFixed(0)} ms (the server reads every plot row, encodes, gzips once); the next, from memory, ${warm.ms.toFixed(1)} ms. The first
\`member/map\` request at this version took ${pageColdMs.toFixed(0)} ms (reads ${n(plotsOnPage)} rows and the count, encodes, gzips once); the next, from memory, ${pageWarmMs.toFixed(1)} ms.

${table(results)}

Before, measured in the same run: the work the route did for every request until pages were kept per version (read
${n(plotsOnPage)} rows and the count, encode as JSON, gzip), 4 workers in the bench process and no HTTP at all:
**${uncached.toFixed(1)} pages/s**. Served from memory, gzip'd, 4 connections over HTTP: **${results[2]!.requestsPerSecond.toFixed(0)} requests/s**,
${(results[2]!.requestsPerSecond / uncached).toFixed(0)}× (goal ≥ 500 requests/s: ${results[2]!.requestsPerSecond >= 500 ? "met" : "not met"}). The machine is shared with other engineers' test
runs, so the absolute numbers move between runs; the ratio within one run is what to compare.

The snapshot and \`member/map\` pages are answered from memory: the world version comes from the live channel, so
neither a 200 nor a 304 reads the database (\`member/map\` still looks up the caller's session). A page is read,
encoded and gzip'd once per world version, on the first request that asks for it. The 304 rows' non-2xx counts are
their 304 answers, as intended.
`
console.log(section)
if (process.env.RECORD !== "0") record(section)
