import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { makeLogger } from "@iw/api"
import { createHttpApp } from "@iw/http-express"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 11 §1: defects found from outside, each with a test that fails on the code before the fix: the log-in
 * lockout by any spelling of the member ID or staff e-mail, and malformed input (charsets, broken multipart,
 * undecodable paths, bodies read before the caller is admitted) answered 4xx, never 500, and logged once at warn.
 */
let s: TestServer
let pages: string
let memberToken = ""
let modelsToken = ""
let ticketId = 0
beforeAll(async () => {
  pages = mkdtempSync(join(tmpdir(), "iw-pages-"))
  writeFileSync(join(pages, "index.html"), "<!doctype html><title>Interworld</title>")
  s = await startTestServer({ JOBS_EVERY_SECONDS: "0", WEB_DIR: pages, STAFF_DIR: pages, TRUST_PROXY: "true" })
  memberToken = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  modelsToken = (await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken
  ticketId = (await s.clientWith(memberToken).support.create({ body: { subject: "Hello", message: "A first message" } })).ticket.ticketId
})
afterAll(async () => {
  await s?.stop()
  rmSync(pages, { recursive: true, force: true })
})

const registerMember = async (email: string) => {
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: "Zed", password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return r.memberId
}

const raw = (path: string, init: RequestInit = {}) => fetch(`${s.url}${path}`, { redirect: "manual", ...init })

describe("the log-in lockout counts the member, not the spelling (§1.1)", () => {
  it("after five failures for a member ID, no other spelling of it gets in, even with the right password", async () => {
    const id = await registerMember(`lock.${Date.now()}@example.com`)
    for (let i = 0; i < 5; i++) await failureOf(s.anon.identity.login({ body: { username: String(id), password: "wrong" } }))
    for (const spelling of [`0${id}`, `00${id}`, `000000000${id}`, ` ${id} `, id]) {
      const e = await failureOf(s.anon.identity.login({ body: { username: spelling, password: "Str0ng!pass" } }))
      expect(e.fieldErrors?.username?.[0].code, String(spelling)).toBe("auth.throttle")
    }
  })

  it("failures under different spellings add up to one block", async () => {
    const id = await registerMember(`lock2.${Date.now()}@example.com`)
    const spellings = [`0${id}`, `00${id}`, `000${id}`, `0000${id}`]
    for (const spelling of spellings) expect((await failureOf(s.anon.identity.login({ body: { username: spelling, password: "wrong" } }))).fieldErrors?.username?.[0].code).toBe("auth.failed")
    expect((await failureOf(s.anon.identity.login({ body: { username: String(id), password: "wrong" } }))).fieldErrors?.username?.[0].code).toBe("auth.blocked")
  })

  it("a staff e-mail's case and surrounding spaces are the same account to the lockout", async () => {
    for (const email of ["support@interworld.local", "SUPPORT@interworld.local", " support@interworld.local", "Support@Interworld.Local ", "support@INTERWORLD.local"]) {
      await failureOf(s.anon.staff.login({ body: { email, password: "wrong" } }))
    }
    const e = await failureOf(s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } }))
    expect(e.fieldErrors?.email?.[0].code).toBe("auth.throttle")
  })
})

const multipart = (boundary: string, parts: ReadonlyArray<string>, end = true) =>
  parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("") + (end ? `--${boundary}--\r\n` : "")
const PNG = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR"

describe("malformed input is a 4xx, never a 500 (§1.2)", () => {
  it("answers 415 to a JSON body in a charset the server does not read", async () => {
    for (const charset of ["koi8-r", "ebcdic", "utf-7"]) {
      const r = await raw("/api/member/login", { method: "POST", headers: { "content-type": `application/json; charset=${charset}` }, body: '{"username":"100001","password":"x"}' })
      expect(r.status, charset).toBe(415)
      expect((await r.json()).code).toBe("UNSUPPORTED_MEDIA_TYPE")
    }
  })

  const uploads = () => [`/api/member/support/ticket`, `/api/member/support/ticket/${ticketId}/message`, `/api/member/support/ticket/${ticketId}/attachment`]

  it("answers 400 to a multipart body with no boundary, or cut short, on the ticket, message and attachment endpoints", async () => {
    for (const path of uploads()) {
      const auth = { authorization: `Bearer ${memberToken}` }
      const noBoundary = await raw(path, { method: "POST", headers: { ...auth, "content-type": "multipart/form-data" }, body: "subject=x" })
      expect(noBoundary.status, path).toBe(400)
      const cut = multipart("XyZ", ['Content-Disposition: form-data; name="subject"\r\n\r\nHi', `Content-Disposition: form-data; name="attachments"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG}`], false).slice(0, -10)
      const truncated = await raw(path, { method: "POST", headers: { ...auth, "content-type": "multipart/form-data; boundary=XyZ" }, body: cut })
      expect(truncated.status, path).toBe(400)
      expect((await truncated.json()).code).toBe("BAD_REQUEST")
    }
  })

  it("refuses a NUL in a file name (400 as a raw byte, 422 when encoded) or in a field (422)", async () => {
    for (const path of uploads()) {
      for (const [disposition, status] of [['filename="a\0.png"', 400], ["filename*=UTF-8''a%00.png", 422]] as const) {
        const body = multipart("XyZ", [
          'Content-Disposition: form-data; name="subject"\r\n\r\nHi',
          'Content-Disposition: form-data; name="message"\r\n\r\nThere',
          `Content-Disposition: form-data; name="attachments"; ${disposition}\r\nContent-Type: image/png\r\n\r\n${PNG}`
        ])
        const r = await raw(path, { method: "POST", headers: { authorization: `Bearer ${memberToken}`, "content-type": "multipart/form-data; boundary=XyZ" }, body: Buffer.from(body, "latin1") })
        expect(r.status, `${path} ${disposition}`).toBe(status)
      }
      const field = multipart("XyZ", ['Content-Disposition: form-data; name="subject"\r\n\r\nH\0i', 'Content-Disposition: form-data; name="message"\r\n\r\nThere'])
      const r = await raw(path, { method: "POST", headers: { authorization: `Bearer ${memberToken}`, "content-type": "multipart/form-data; boundary=XyZ" }, body: field })
      expect(r.status, path).toBe(422)
    }
    const r = await raw("/api/member/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001\u0000", password: "x" }) })
    expect(r.status).toBe(422)
  })

  it("answers paths that do not decode with 400, under /api and on the pages", async () => {
    for (const path of ["/en/%FF", "/staff/%C0%AE", "/en/a%E0%A4%A", "/api/member/support/ticket/%FF", "/api/%C0%AE"]) {
      const r = await raw(path, { headers: { authorization: `Bearer ${memberToken}` } })
      expect(r.status, path).toBe(400)
      expect(await r.text()).not.toMatch(/\bat .+\.(ts|js):\d+/)
    }
  })

  it("checks the caller and the staff role before reading the body: anonymous junk is 401, a 3d-models member's junk to the back-office is 403", async () => {
    const junk = { method: "POST", body: "{not json", headers: { "content-type": "application/json" } }
    expect((await raw("/api/member/support/ticket", junk)).status).toBe(401)
    expect((await raw("/api/staff/support/saved-replies", junk)).status).toBe(401)
    const models = { ...junk, headers: { ...junk.headers, authorization: `Bearer ${modelsToken}` } }
    const r = await raw("/api/staff/support/saved-replies", models)
    expect(r.status).toBe(403)
    expect((await r.json()).code).toBe("FORBIDDEN")
    expect((await raw("/api/staff/management", { ...models, body: JSON.stringify({ email: 1 }) })).status).toBe(403)
    const charset = await raw("/api/staff/support/saved-replies", { ...models, headers: { ...models.headers, "content-type": "application/json; charset=koi8-r" } })
    expect(charset.status).toBe(403)
    // The staff member's own profile is any role's.
    expect((await raw("/api/staff/profile", { ...models, method: "PUT" })).status).toBe(400)
  })

  it("logs malformed input once at warn, without a stack", async () => {
    const lines: Array<{ level: string; message: string; detail?: unknown }> = []
    const app = createHttpApp({
      run: s.run,
      log: { error: (message, detail) => lines.push({ level: "error", message, detail }), warn: (message, detail) => lines.push({ level: "warn", message, detail }) },
      webDir: pages,
      staffDir: pages
    })
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const requests: Array<[string, RequestInit]> = [
        ["/api/member/login", { method: "POST", headers: { "content-type": "application/json; charset=koi8-r" }, body: "{}" }],
        ["/api/member/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{broken" }],
        ["/api/member/support/ticket", { method: "POST", headers: { authorization: `Bearer ${memberToken}`, "content-type": "multipart/form-data" }, body: "x" }],
        ["/en/%FF", {}]
      ]
      for (const [path, init] of requests) {
        const before = lines.length
        const r = await fetch(`${base}${path}`, { redirect: "manual", ...init })
        expect(r.status, path).toBeLessThan(500)
        const logged = lines.slice(before)
        expect(logged, path).toHaveLength(1)
        expect(logged[0].level).toBe("warn")
        expect(JSON.stringify(logged[0])).not.toMatch(/\bat .+\.(ts|js):\d+/)
      }
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

describe("pages are served with a strict Content-Security-Policy, and HSTS behind TLS (§1.5)", () => {
  it("sends the policy on /{lang} and /staff pages", async () => {
    for (const path of ["/en", "/jp/map", "/staff/", "/staff/login"]) {
      const r = await raw(path)
      expect(r.status, path).toBe(200)
      const csp = r.headers.get("content-security-policy") ?? ""
      expect(csp, path).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
      expect(csp).toContain("frame-ancestors 'self'")
    }
  })

  it("sends HSTS only when a trusted proxy says the request came over TLS", async () => {
    expect((await raw("/en", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toMatch(/max-age=\d+/)
    expect((await raw("/en")).headers.get("strict-transport-security")).toBeNull()
    expect((await raw("/api/health", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toMatch(/max-age/)
  })
})

describe("operable (§3)", () => {
  it("serves Prometheus metrics: requests and latency by route, the database pool, live clients, upload bytes", async () => {
    await s.clientWith(memberToken).support.addAttachments({ params: { id: ticketId }, files: { attachments: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])], "m.png")] } })
    const r = await raw("/metrics")
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/text\/plain/)
    const text = await r.text()
    expect(text).toMatch(/iw_http_requests_total\{method="POST",route="member\/login",status="200"\} \d+/)
    expect(text).toMatch(/iw_http_request_duration_seconds_bucket\{le="[^"]+",method="[A-Z]+",route="[^"]+"\} \d+/)
    expect(text).toMatch(/iw_db_pool_connections\{state="total"\} \d+/)
    expect(text).toMatch(/iw_live_clients \d+/)
    expect(text).toMatch(/iw_upload_bytes_total\{route="member\/support\/ticket\/:id\/attachment"\} [1-9]\d*/)
    expect(text).toContain("iw_live_notify_lag_seconds")
  })

  it("GET /api/health reports liveness and readiness of the database and the live channel", async () => {
    const h = await s.anon.health.check()
    expect(h).toMatchObject({ status: "ok", live: true, ready: true, checks: { database: { ok: true }, liveChannel: { ok: true } } })
  })
})

describe("structured request logs (§3)", () => {
  it("log method, route, status, time, the caller's id and the request id (also in X-Request-Id), and no secret", async () => {
    const out: Array<string> = []
    const logger = makeLogger("info", { write: (line: string) => void out.push(line) })
    const app = createHttpApp({ run: s.run, log: logger.log, onRequest: logger.onRequest })
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const login = await fetch(`${base}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001", password: "Demo#2026pass" }) })
      const { accessToken } = await login.json()
      const me = await fetch(`${base}/api/member?otp=4321&token=${accessToken}`, { headers: { authorization: `Bearer ${accessToken}`, "x-request-id": "trace-abc.1" } })
      expect(me.headers.get("x-request-id")).toBe("trace-abc.1")
      const odd = await fetch(`${base}/api/member/login-by-otp?otp=9876&member_id=100001`, { headers: { "x-request-id": "bad id with spaces" } })
      const oddId = odd.headers.get("x-request-id") ?? ""
      expect(oddId).toMatch(/^[0-9a-f-]{36}$/)
      await new Promise((r) => setTimeout(r, 50))
      const lines = out.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "request")
      const meLine = lines.find((l) => l.requestId === "trace-abc.1")
      expect(meLine).toMatchObject({ level: 30, method: "GET", route: "member", status: 200, memberId: 100001 })
      expect(typeof meLine?.ms).toBe("number")
      expect(lines.find((l) => l.requestId === oddId)).toMatchObject({ route: "member/login-by-otp" })
      expect(lines.find((l) => l.route === "member/login")).toMatchObject({ method: "POST", status: 200 })
      const all = out.join("\n")
      for (const secret of ["Demo#2026pass", accessToken, "4321", "9876"]) expect(all).not.toContain(secret)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
