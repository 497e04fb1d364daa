import { rmSync } from "node:fs"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dropSchema, testDatabaseUrl } from "../support/database"
import { gamer } from "../support/games"
import { type TestServer, startTestServer } from "../support/server"

/**
 * The tracker's lean path (adapters/http-express/src/lean-path.ts, issue 16 §3): a known member's plain beat is
 * answered ahead of the app's middleware. It must answer exactly as the app does. Each case is sent twice: once as
 * the plain request the lean path takes, once with a query string, which the lean path leaves to the app (where the
 * same endpoint is bound and ignores the query). Only the app's answers carry Express's ETag, which tells the two
 * paths apart.
 */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

type Sent = { status: number; body: unknown; headers: Headers }
const beat = async (token: string | null, body: string | Uint8Array, via: "lean" | "app", headers: Record<string, string> = {}): Promise<Sent> => {
  const r = await fetch(`${s.url}/api/member/common/tracker${via === "app" ? "?via=app" : ""}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "jp", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === "string" ? body : new Uint8Array(body)
  })
  const text = await r.text()
  return { status: r.status, body: text === "" ? null : JSON.parse(text), headers: r.headers }
}
const SHARED_HEADERS = ["x-content-type-options", "referrer-policy", "x-frame-options", "cache-control", "content-type", "vary"] as const
const expectSame = (lean: Sent, app: Sent) => {
  expect(lean.headers.get("etag"), "the plain request took the lean path").toBeNull()
  expect(app.headers.get("etag"), "the request with a query string took the app's path").not.toBeNull()
  expect(lean.status).toBe(app.status)
  expect(lean.body).toEqual(app.body)
  for (const h of SHARED_HEADERS) expect([h, lean.headers.get(h)]).toEqual([h, app.headers.get(h)])
  expect(lean.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._:-]{1,64}$/)
}

describe("the tracker's lean path answers as the app does", () => {
  it("a member known from the moment they signed up: the first beat, bad input, a broken body, the limit", async () => {
    const a = await gamer(s, staff, "lean-a", [])
    const b = await gamer(s, staff, "lean-b", [])
    const valid = JSON.stringify({ route: "/en/map", seconds: 15, visibility: "visible" })
    // The first beat of each member is credited the whole interval.
    const first = await beat(a.token, valid, "lean")
    expectSame(first, await beat(b.token, valid, "app"))
    expect(first.body).toEqual({ credited: 15 })
    // Refused input, in the caller's language; none of these reaches the limiter.
    for (const body of [
      JSON.stringify({ route: "https://evil.example/x", seconds: 15, visibility: "visible" }),
      JSON.stringify({ route: "/en/map", seconds: "many", visibility: "sideways" }),
      JSON.stringify({ route: "/en/map\u0000", seconds: 15, visibility: "visible" }),
      JSON.stringify([1, 2]),
      "",
      "{not json",
      "\"a string\"",
      "\uFEFF{\"route\":\"/en/map\",\"seconds\":15,\"visibility\":\"bad\"}",
      `{"__proto__":{"route":"/en/map"},"constructor":1,"seconds":15,"visibility":"visible"}`,
      "[".repeat(8000) + "]".repeat(8000),
      // Bytes that are not UTF-8, inside a string.
      Buffer.concat([Buffer.from(`{"route":"/en/m`), Buffer.from([0xff, 0xc0, 0xae]), Buffer.from(`","seconds":15,"visibility":"x"}`)])
    ]) {
      const lean = await beat(a.token, body, "lean")
      expect(lean.status, String(body).slice(0, 60)).toBeGreaterThanOrEqual(400)
      expectSame(lean, await beat(b.token, body, "app"))
    }
    // The limit: quick beats past 8 in a clock minute are refused the same way on both paths.
    const leanAnswers = await Promise.all(Array.from({ length: 17 }, () => beat(a.token, valid, "lean")))
    const appAnswers = await Promise.all(Array.from({ length: 17 }, () => beat(b.token, valid, "app")))
    const leanRefused = leanAnswers.find((x) => x.status === 429)
    const appRefused = appAnswers.find((x) => x.status === 429)
    expect(leanRefused).toBeDefined()
    expectSame(leanRefused!, appRefused!)
  })

  it("keeps the caller's request id, and leaves other charsets, encodings and unknown tokens to the app", async () => {
    const m = await gamer(s, staff, "lean-c", [])
    const valid = JSON.stringify({ route: "/en/plots", seconds: 5, visibility: "hidden" })
    const withId = await beat(m.token, valid, "lean", { "x-request-id": "trace-lean.1" })
    expect(withId.status).toBe(200)
    expect(withId.headers.get("x-request-id")).toBe("trace-lean.1")
    expect(withId.headers.get("etag")).toBeNull()
    // Not the plain case: the app answers, with its own refusals.
    const latin = await beat(m.token, valid, "lean", { "content-type": "application/json; charset=koi8-r" })
    expect([latin.status, (latin.body as { code: string }).code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"])
    const forged = await beat(`${m.token}x`, valid, "lean")
    expect(forged.status).toBe(401)
    expect(forged.headers.get("etag")).not.toBeNull()
    expect((await beat(null, valid, "lean")).status).toBe(401)
  })

  it("refuses a signed-out token at once, on either path", async () => {
    const m = await gamer(s, staff, "lean-d", [])
    const valid = JSON.stringify({ route: "/en/map", seconds: 15, visibility: "visible" })
    expect((await beat(m.token, valid, "lean")).status).toBe(200)
    await m.client.identity.logout()
    const after = await beat(m.token, valid, "lean")
    expect(after.status).toBe(401)
    // The app answered it: the lean path no longer knows the token.
    expect(after.headers.get("etag")).not.toBeNull()
  })
})

describe("the tracker's buffer", () => {
  // On PostgreSQL only: the schema outlives the server there, and is read after it stopped.
  it.skipIf(testDatabaseUrl() === "")("a beat still buffered when the server stops is written, not lost", async () => {
    const t = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
    const schema = t.db.schema
    try {
      const tStaff = t.clientWith((await t.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
      const m = await gamer(t, tStaff, "lean-close", [])
      expect(await m.client.activity.tracker({ body: { route: "/en/map", seconds: 15, visibility: "visible" } })).toEqual({ credited: 15 })
      // Straight away, within the buffer's second.
      await t.close()
      const c = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${schema}` })
      await c.connect()
      const { rows } = await c.query("select count(*)::int as n from activity_beats where member_id = $1", [m.id])
      await c.end()
      expect(rows[0].n).toBe(1)
    } finally {
      rmSync(t.dataDir, { recursive: true, force: true })
      await dropSchema(testDatabaseUrl(), schema)
    }
  })
})
