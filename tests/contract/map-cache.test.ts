import { request } from "node:http"
import { gunzipSync } from "node:zlib"
import { api, encodeWire } from "@iw/contracts"
import { mapPageWire } from "@iw/http-express"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 11 §2: `GET member/map` is answered from memory, encoded and gzip'd once per world version. What it sends
 * must be, byte for byte, what the route computed from the database on every request before.
 */
let s: TestServer
let token: string
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

/** A GET as it travels: the raw bytes and headers, nothing decompressed for us. */
const get = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${s.url}${path}`, { headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })

/** The answer as the route computed it before the cache: read the page, encode it as `res.json` does. */
const computed = async (page: number, perPage: number) => JSON.stringify(encodeWire(api.land.map.success, await s.runtime.runPromise(mapPageWire({ page, perPage }))))

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  token = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
})
afterAll(async () => {
  await s?.stop()
})

describe("member/map from memory (issue 11 §2)", () => {
  it("sends the bytes the route computed before, gzip'd or not, with an ETag by world version that answers 304", async () => {
    const auth = { authorization: `Bearer ${token}` }
    for (const [page, perPage] of [[1, 12000], [2, 12000], [3, 50]] as const) {
      const path = `/api/member/map?page=${page}&perPage=${perPage}`
      const plain = await get(path, auth)
      const gz = await get(path, { ...auth, "accept-encoding": "gzip" })
      expect(plain.status).toBe(200)
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8")
      expect(gz.headers["content-encoding"]).toBe("gzip")
      const expected = await computed(page, perPage)
      expect(plain.body.toString("utf8")).toBe(expected)
      expect(gunzipSync(gz.body).toString("utf8")).toBe(expected)
      expect(gz.headers.etag).toBe(plain.headers.etag)
      expect(gz.headers.vary).toContain("Accept-Encoding")
      expect((await get(path, { ...auth, "if-none-match": String(plain.headers.etag) })).status).toBe(304)
    }
    // The page is the same for every caller: nothing in it depends on who asks (so one copy serves all).
    expect((await get("/api/member/map?perPage=50", auth)).body.toString("utf8")).toBe(await computed(1, 50))
    // Still a member endpoint.
    expect((await get("/api/member/map", {})).status).toBe(401)
  })

  it("changes when the world version changes: a purchase shows at once, under a new ETag", async () => {
    const auth = { authorization: `Bearer ${token}` }
    const path = "/api/member/map?perPage=200"
    const before = await get(path, auth)
    const plotBefore = (JSON.parse(before.body.toString("utf8")) as { data: Array<{ x: number; y: number; status: string; ownerId: number | null }> }).data.find((p) => p.x === 3 && p.y === 1)
    expect(plotBefore).toMatchObject({ status: "available", ownerId: null })
    const demo = s.clientWith(token)
    await demo.wallet.saveLegalInfo({ body: LEGAL })
    await demo.land.purchase({ body: { plots: [{ x: 3, y: 1 }] } })
    const after = await get(path, { ...auth, "if-none-match": String(before.headers.etag) })
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const text = after.body.toString("utf8")
    expect(text).toBe(await computed(1, 200))
    expect((JSON.parse(text) as { data: Array<{ x: number; y: number; status: string; ownerId: number | null }> }).data.find((p) => p.x === 3 && p.y === 1)).toMatchObject({ status: "sold", ownerId: 100001 })
  })
})
