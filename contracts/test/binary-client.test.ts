import { describe, expect, it } from "vitest"
import { api } from "../src/api"
import { ApiError, makeClient } from "../src/client"
import { endpointUrl } from "../src/endpoint"

/**
 * Binary endpoints through the typed client: the world snapshot (a conditional GET with an ETag and a version
 * header), the delta, and a support download's link, all derived from the contract as JSON endpoints are.
 */
type Seen = { url: string; headers: Record<string, string>; cache?: RequestCache }

const fakeFetch = (answer: (seen: Seen) => Response) => {
  const seen: Array<Seen> = []
  const fetchFn = (async (url: string, init?: RequestInit) => {
    const s: Seen = { url, headers: { ...(init?.headers as Record<string, string>) }, ...(init?.cache ? { cache: init.cache } : {}) }
    seen.push(s)
    return answer(s)
  }) as typeof fetch
  return { seen, fetchFn }
}

const BYTES = new Uint8Array([0x49, 0x57, 0x53, 0x31, 1, 2, 3])

describe("the typed client's binary endpoints", () => {
  it("answers a snapshot's bytes with its ETag and the X-World-Version header read as a number", async () => {
    const { seen, fetchFn } = fakeFetch(() => new Response(BYTES, { status: 200, headers: { "Content-Type": "application/octet-stream", ETag: '"w7"', "X-World-Version": "7" } }))
    const client = makeClient(api, { baseUrl: "http://x", fetch: fetchFn })
    const r = await client.land.snapshot()
    expect(r.notModified).toBe(false)
    expect(r.bytes).toEqual(BYTES)
    expect(r.etag).toBe('"w7"')
    expect(r.contentType).toBe("application/octet-stream")
    expect(r.headers["X-World-Version"]).toBe(7)
    expect(seen[0]!.url).toBe("http://x/api/public/map/snapshot")
    expect(seen[0]!.headers.Accept).toBe("application/octet-stream")
    expect(seen[0]!.headers["If-None-Match"]).toBeUndefined()
  })

  it("sends If-None-Match when asked, and answers 'not modified' on a 304 without bytes", async () => {
    const { seen, fetchFn } = fakeFetch((s) => (s.headers["If-None-Match"] === '"w7"' ? new Response(null, { status: 304, headers: { ETag: '"w7"', "X-World-Version": "7" } }) : new Response(BYTES)))
    const client = makeClient(api, { baseUrl: "", fetch: fetchFn })
    const r = await client.land.snapshot({}, { ifNoneMatch: '"w7"' })
    expect(r).toEqual({ notModified: true, etag: '"w7"', headers: { "X-World-Version": 7 } })
    expect(seen[0]!.headers["If-None-Match"]).toBe('"w7"')
    // No ETag to send (null): a plain GET.
    expect((await client.land.snapshot({}, { ifNoneMatch: null })).notModified).toBe(false)
    expect(seen[1]!.headers["If-None-Match"]).toBeUndefined()
  })

  it("encodes the delta's query with its schema and never lets the browser cache it", async () => {
    const { seen, fetchFn } = fakeFetch(() => new Response(BYTES, { headers: { "X-World-Version": "nine" } }))
    const client = makeClient(api, { baseUrl: "", fetch: fetchFn })
    const r = await client.land.delta({ query: { since: 12 } })
    expect(seen[0]!.url).toBe("/api/public/map/delta?since=12")
    expect(seen[0]!.cache).toBe("no-store")
    expect(r.bytes).toEqual(BYTES)
    // A header that does not read as the contract types it is null, not a wrong number.
    expect(r.headers["X-World-Version"]).toBeNull()
  })

  it("takes the one error path on a failure: the JSON error body becomes an ApiError passed to onError", async () => {
    const { fetchFn } = fakeFetch(
      () => new Response(JSON.stringify({ message: "The since field must be a number.", errors: { since: [{ code: "validation.numeric" }] } }), { status: 422, headers: { "Content-Type": "application/json" } })
    )
    const reported: Array<ApiError> = []
    const client = makeClient(api, { baseUrl: "", fetch: fetchFn, onError: (e) => reported.push(e) })
    const error = await client.land.delta({ query: { since: 1 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: "VALIDATION_FAILED", endpointId: "land.delta", fieldErrors: { since: [{ code: "validation.numeric" }] } })
    expect(reported).toEqual([error])
  })

  it("a network failure is status 0, as for JSON endpoints", async () => {
    const client = makeClient(api, { baseUrl: "", fetch: (async () => Promise.reject(new TypeError("offline"))) as typeof fetch })
    await expect(client.land.snapshot()).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" })
  })

  it("reports a download's progress as its bytes arrive, ending at 1", async () => {
    const parts = [BYTES.slice(0, 3), BYTES.slice(3)]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of parts) controller.enqueue(p)
        controller.close()
      }
    })
    const { fetchFn } = fakeFetch(() => new Response(body, { headers: { "Content-Length": String(BYTES.length) } }))
    const seen: Array<number> = []
    const r = await makeClient(api, { baseUrl: "", fetch: fetchFn }).land.snapshot({}, { onProgress: (f) => seen.push(f) })
    expect(r.bytes).toEqual(BYTES)
    expect(seen).toEqual([3 / 7, 1, 1])
  })

  it("a download's link is the endpoint's URL, its parts encoded by the contract", () => {
    expect(endpointUrl(api.support.file, { params: { id: 42 }, query: { exp: 1_700_000_400, sig: "a-b_c" } })).toBe("/api/files/support/42?exp=1700000400&sig=a-b_c")
  })
})
