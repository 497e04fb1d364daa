import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MP4_HEAD, PNG_HEAD, streamUpload } from "../support/multipart-stream"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 11 §1.3: uploads stream to temporary files, so the server's memory stays flat however much arrives at once.
 * 10 parallel uploads of the largest allowed image (20,000,000 bytes each, 200 MB in all) run in `npm test`; with
 * UPLOAD_RSS_HEAVY=true the same runs with 10 of the largest allowed video (57,886,080 bytes each, 579 MB). Before
 * the change (memory storage) the resident set grew by at least the bytes in flight; the bound here is well under.
 * The sender generates each body as it sends it, so what grows is the server's (same process) and nothing else.
 */
const HEAVY = process.env.UPLOAD_RSS_HEAVY === "true" || process.env.UPLOAD_RSS_HEAVY === "1"
const PARALLEL = 10
const SIZE = HEAVY ? 57_886_080 : 20_000_000
const HEAD = HEAVY ? MP4_HEAD : PNG_HEAD
/** Allowed growth of the resident set while they run: well under the bytes in flight (200 MB, or 579 MB heavy). */
const BOUND = 96 * 1024 * 1024

let s: TestServer
let token = ""

beforeAll(async () => {
  s = await startTestServer({ JOBS_EVERY_SECONDS: "0", UPLOAD_CONCURRENT_PER_MEMBER: String(PARALLEL), UPLOAD_QUOTA_BYTES: String(2 * 1024 * 1024 * 1024) })
  const email = `rss.${Date.now()}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token: reg } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  token = (await s.anon.identity.register({ body: { token: reg, lang: "en", name: "Rss", password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })).accessToken
}, 180_000)
afterAll(async () => {
  await s?.stop()
})

describe("memory under parallel maximum-size uploads", () => {
  it(`stays flat under ${PARALLEL} parallel uploads of ${SIZE.toLocaleString("en")} bytes`, { timeout: HEAVY ? 300_000 : 120_000 }, async () => {
    const url = `${s.url}/api/member/vshop/upload`
    // Warm the path once (code loaded, pools open), then take the baseline.
    expect((await streamUpload({ url, token, field: "files[]", filename: "warm.png", head: PNG_HEAD, size: 1_000_000 })).status).toBe(201)
    globalThis.gc?.()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
    try {
      const results = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => streamUpload({ url, token, field: "files[]", filename: `big-${i}.${HEAVY ? "mp4" : "png"}`, head: HEAD, size: SIZE })))
      expect(results.map((r) => r.status)).toEqual(Array(PARALLEL).fill(201))
    } finally {
      clearInterval(sampler)
    }
    peak = Math.max(peak, process.memoryUsage().rss)
    const grew = peak - baseline
    console.log(`upload memory: ${PARALLEL} × ${SIZE} bytes, RSS ${Math.round(baseline / 2 ** 20)} → peak ${Math.round(peak / 2 ** 20)} MiB (+${Math.round(grew / 2 ** 20)} MiB)`)
    expect(grew).toBeLessThan(BOUND)
    const list = await s.clientWith(token).files.list()
    expect(list.data.filter((f) => f.size === SIZE)).toHaveLength(PARALLEL)
  })
})
