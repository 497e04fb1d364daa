// Map API under load (issue 4 §7): autocannon against the binary world snapshot (GET /api/public/map/snapshot, from
// memory; and the 304 answer to a client that already has this version) and against GET /api/member/map, 12,000
// plots a page (the first page of the 15,900-plot demo world, as JSON).
//   npx tsx bench/map-api.bench.ts                         (npm run bench:map-api; PGlite in memory)
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/map-api.bench.ts
// SECONDS (default 10) sets each load's duration; RECORD=0 skips docs/benchmarks.md.
import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { benchServer, load, machine, record, table } from "./support"

const SECONDS = Number(process.env.SECONDS ?? 10)
const { close, url, database } = await benchServer()

const anon = makeClient(api, { baseUrl: url, token: () => null, lang: () => "en" })
const token = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken

const snapshot = await fetch(`${url}/api/public/map/snapshot`, { headers: { "accept-encoding": "gzip" } })
const etag = snapshot.headers.get("etag") ?? ""
const snapshotBytes = (await snapshot.arrayBuffer()).byteLength
const page = await fetch(`${url}/api/member/map`, { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } })
const pageText = await page.text()
const pageRaw = Buffer.byteLength(pageText)
const plotsOnPage = (JSON.parse(pageText) as { data: Array<unknown> }).data.length

const results = [
  await load({ title: `GET /api/public/map/snapshot (gzip, ${database}, 10 connections)`, url: `${url}/api/public/map/snapshot`, headers: { "accept-encoding": "gzip" }, connections: 10, seconds: SECONDS }),
  await load({ title: `GET /api/public/map/snapshot with If-None-Match → 304 (${database}, 10 connections)`, url: `${url}/api/public/map/snapshot`, headers: { "if-none-match": etag }, connections: 10, seconds: SECONDS }),
  await load({ title: `GET /api/member/map, ${plotsOnPage.toLocaleString("en-US")} plots (gzip, ${database}, 4 connections)`, url: `${url}/api/member/map`, headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" }, connections: 4, seconds: SECONDS }),
  await load({ title: `GET /api/member/map, ${plotsOnPage.toLocaleString("en-US")} plots (identity, ${database}, 4 connections)`, url: `${url}/api/member/map`, headers: { authorization: `Bearer ${token}` }, connections: 4, seconds: SECONDS })
]
await close()

const section = `
## Land: map API under load (${database})

${new Date().toISOString().slice(0, 10)} · \`${database === "PGlite" ? "" : "BENCH_DATABASE_URL=postgres://… "}npm run bench:map-api\` (\`npx tsx bench/map-api.bench.ts\`), autocannon ${SECONDS} s per load · ${machine()}

The 15,900-plot demo world. The snapshot is ${(snapshotBytes / 1000).toFixed(1)} kB on the wire (gzip); one \`member/map\` page of
${plotsOnPage.toLocaleString("en-US")} plots is ${(pageRaw / 1000).toFixed(0)} kB of JSON before compression.

${table(results)}

The snapshot is answered from memory (rebuilt only when the world version changes); \`member/map\` reads
${plotsOnPage.toLocaleString("en-US")} rows and encodes them as JSON on every request, which is why the map draws from the snapshot. The 304 row's non-2xx count is its 304 answers, as intended.
`
console.log(section)
if (process.env.RECORD !== "0") record(section)
