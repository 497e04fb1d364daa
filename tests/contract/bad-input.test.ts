import { type Endpoint, api } from "@iw/contracts"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue §6: random, wrong-typed and oversized input to every endpoint of identity, staff, the ledger, wallets,
 * purchases and support never gets a 5xx,
 * never a stack trace, and a 422 always has the `errors: {field: [{code}]}` shape.
 */
let s: TestServer
let memberToken = ""
let staffToken = ""
beforeAll(async () => {
  s = await startTestServer()
  memberToken = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  staffToken = (await s.anon.staff.login({ body: { email: "admin@interworld.local", password: "Admin#2026pass" } })).accessToken
})
afterAll(async () => {
  await s?.stop()
})

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie("value"), { maxKeys: 5 })
  )
})).value

const fieldNames = ["subject", "message", "language", "assigneeId", "filter", "waitingHours", "days", "memberId", "languages", "title", "body", "amount", "address", "productId", "quantity", "txHash", "checkbox", "translations", "pinned", "public", "published", "publishedAt", "startsAt", "endsAt", "location", "sort", "ids", "eventId", "username", "password", "email", "phone", "phoneCountry", "code", "token", "name", "referrerId", "lang", "hearAboutUs", "password_confirmation", "roles", "status", "reason", "q", "page", "perPage", "otp", "member_id", "path", "seconds", "firstName"]
const body = fc.oneof(
  json,
  fc.dictionary(fc.constantFrom(...fieldNames), json, { maxKeys: 8 }),
  fc.record({ username: fc.string({ minLength: 5000, maxLength: 20000 }), password: fc.string() })
)
const query = fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(fc.string({ maxLength: 300 }), fc.integer().map(String)), { maxKeys: 5 })
const pathId = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constant("-1"), fc.constant("99999999999999999999"))

const endpoints: Array<Endpoint> = [api.identity, api.staff, api.ledger, api.wallet, api.purchases, api.support, api.content, api.staffAnnouncements, api.staffEvents, api.staffTutorials].flatMap((area) => Object.values(area as Record<string, Endpoint>))

const send = async (ep: Endpoint, b: unknown, q: Record<string, string>, id: string, raw: boolean) => {
  const path = ep.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(id))
  const qs = new URLSearchParams(q).toString()
  const token = ep.access === "staff" ? staffToken : memberToken
  const res = await fetch(`${s.url}/api/${path}${qs ? `?${qs}` : ""}`, {
    method: ep.method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "accept-language": "en" },
    body: ep.method === "GET" ? undefined : raw && typeof b === "string" ? b : JSON.stringify(b)
  })
  const text = await res.text()
  return { status: res.status, text }
}

describe("bad input never breaks the server", () => {
  for (const ep of endpoints) {
    if (ep.id === "identity.logout" || ep.id === "staff.logout" || ep.id === "identity.refresh" || ep.id === "staff.refresh") continue
    it(`${ep.method} ${ep.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, query, pathId, fc.boolean(), async (b, q, id, raw) => {
          const r = await send(ep, b, q, id, raw && ep.method !== "GET")
          expect(r.status, r.text).toBeLessThan(500)
          expect(r.text).not.toMatch(/\bat .+\.(ts|js):\d+/)
          const parsed = JSON.parse(r.text)
          if (r.status === 422) {
            expect(typeof parsed.message).toBe("string")
            for (const list of Object.values(parsed.errors as Record<string, Array<{ code: string }>>)) {
              expect(list.length).toBeGreaterThan(0)
              for (const e of list) expect(typeof e.code).toBe("string")
            }
          } else if (r.status >= 400) {
            expect(typeof parsed.code).toBe("string")
            expect(typeof parsed.message).toBe("string")
          }
        }),
        { numRuns: ep.id.startsWith("identity.") || ep.id.startsWith("staff.") ? 25 : 12 }
      )
    })
  }

  it("a body that is not JSON gets 400 BAD_REQUEST in JSON", async () => {
    const r = await send(api.identity.login, "{not json", {}, "1", true)
    expect(r.status).toBe(400)
    expect(JSON.parse(r.text).code).toBe("BAD_REQUEST")
  })

  it("a body over 1 MB gets 413 in JSON", async () => {
    const r = await send(api.identity.login, JSON.stringify({ username: "x".repeat(1_200_000) }), {}, "1", true)
    expect(r.status).toBe(413)
    expect(JSON.parse(r.text).code).toBe("PAYLOAD_TOO_LARGE")
  })
})
