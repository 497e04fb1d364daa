import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"
import { PNG_HEAD, streamUpload } from "../support/multipart-stream"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 11 §1.3 on real PostgreSQL: 4 uploads of one member race for a quota that holds only 2 of them. Each fits
 * what is left when it starts; the recheck under the member's lock, where the rows are written, lets exactly 2 land
 * and removes the others' bytes.
 */
describe.runIf(onRealPostgres())("uploads race for one member's quota (PostgreSQL)", () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0", UPLOAD_QUOTA_BYTES: "5000000", UPLOAD_CONCURRENT_PER_MEMBER: "4" })
  }, 120_000)
  afterAll(async () => {
    await s?.stop()
  })

  it("stores exactly as many as fit; the others answer 413 and leave nothing", async () => {
    const token = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const url = `${s.url}/api/member/vshop/upload`
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => streamUpload({ url, token, field: "files[]", filename: `r${i}.png`, head: PNG_HEAD, size: 2_000_000 })))
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 413, 413])
    const list = await s.clientWith(token).files.list()
    expect(list.data.reduce((n, f) => n + f.size, 0)).toBe(4_000_000)
    const { readdirSync } = await import("node:fs")
    const { join } = await import("node:path")
    expect(readdirSync(join(s.dataDir, "files", "vshop"))).toHaveLength(2)
  })
})
