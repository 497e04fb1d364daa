// Shares of a V8 CPU profile of the API process by layer, over the activity tracker bench's load window (the samples
// between the first and the last on the tracker's code), each sample given to the nearest library on its stack.
//   API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" BENCH_DATABASE_URL=… npx tsx bench/activity-tracker.bench.ts
//   node bench/profile-layers.mjs /tmp/prof/CPU.*.001.cpuprofile <posts>
import { readFileSync } from "node:fs"
const prof = JSON.parse(readFileSync(process.argv[2], "utf8"))
const posts = Number(process.argv[3])
const nodes = new Map(prof.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const stackOf = (id) => { const s = []; for (let x = id; x !== undefined; x = parent.get(x)) s.push(nodes.get(x)); return s }
const isTracker = (s) => s.some((n) => /track-activity|activity\.kysely-repository/.test(n.callFrame.url))
let first = -1, last = -1
prof.samples.forEach((id, i) => { if (isTracker(stackOf(id))) { if (first < 0) first = i; last = i } })
const layers = [
  ["token check (HMAC) and the authenticate use-case", /crypto-node\/src|authenticate\.use-case|known-callers/],
  ["database client: pg protocol and sockets, Kysely building and compiling", /node_modules\/(pg|pg-protocol|pg-pool|kysely)\//],
  ["logging (pino) and metrics (prom-client)", /node_modules\/(pino|sonic-boom|fast-redact|prom-client)|apps\/api\/src\/(logger|metrics)/],
  ["Effect runtime (two runs a request: authenticate, handler)", /node_modules\/effect\//],
  ["Express: app middleware, routing, res.json/send, compression", /node_modules\/(express|router|body-parser|raw-body|compression|finalhandler|send|on-finished|qs|content-type|type-is|iconv-lite|depd|debug|media-typer|accepts|negotiator|mime|vary|fresh|etag)\/|http-express\/src\/app\.ts/],
  ["binder: authenticate-first, JSON body, decode, answer (router.ts, contracts)", /http-express\/src\/router\.ts|contracts\/src/],
  ["tracker use-case, limiter, buffer (core, postgres adapter)", /core\/src|adapters\/postgres\/src|apps\/api\/src\/server/],
  ["JSON parse/stringify", /^$/],
]
const out = new Map(); let busy = 0
for (let i = first; i <= last; i++) {
  const s = stackOf(prof.samples[i]); const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000
  const leaf = s[0].callFrame.functionName
  if (leaf === "(idle)") continue
  busy += dt
  let k = leaf === "(garbage collector)" ? "garbage collection" : leaf === "(program)" ? "V8/native (program)" : null
  if (!k) for (const n of s) { const l = layers.find(([, r]) => r.source !== "^$" && r.test(n.callFrame.url)); if (l) { k = l[0]; break } }
  if (!k) k = /^node:(_http|http)/.test(s.find((n) => n.callFrame.url)?.callFrame.url ?? "") || s.some((n) => /parserOn|_http/.test(n.callFrame.url + n.callFrame.functionName)) ? "Node HTTP: parsing requests, writing answers, sockets" : "other Node internals (timers, microtasks, sockets)"
  out.set(k, (out.get(k) ?? 0) + dt)
}
console.log(`busy ${(busy/1000).toFixed(1)} s in the load window, ${(busy * 1000 / posts).toFixed(0)} µs of profiled time a post`)
for (const [k, v] of [...out].sort((a, b) => b[1] - a[1])) console.log(`| ${k} | ${(100 * v / busy).toFixed(0)}% | ${(v * 1000 / posts).toFixed(0)} |`)
