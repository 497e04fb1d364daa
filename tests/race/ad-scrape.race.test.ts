import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { api } from "@iw/contracts"
import { ApiError, makeClient } from "@iw/contracts/client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ApiProcess, startApiProcess } from "../support/api-process"
import { dropSchema, freshSchemaName, onRealPostgres, testDatabaseUrl } from "../support/database"
import { startProductPages } from "../support/product-pages"

/**
 * Issue 15 §4 / spec §9 "Amazon scrape: 1 request per minute" across API processes: the limit is one upsert in
 * PostgreSQL, so scrapes of one member fired at two processes at once are accepted exactly once.
 */
describe.runIf(onRealPostgres())("the scrape limit across two API processes (PostgreSQL)", () => {
  const url = testDatabaseUrl()
  const schema = freshSchemaName()
  const dataDir = mkdtempSync(join(tmpdir(), "iw-scrape-"))
  let a: ApiProcess | undefined
  let b: ApiProcess | undefined
  let pages: Awaited<ReturnType<typeof startProductPages>> | undefined

  beforeAll(async () => {
    pages = await startProductPages()
    const env = {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      WEB_DIR: "",
      STAFF_DIR: "",
      QUIET: "true",
      SEED_DEMO: "true",
      JOBS_EVERY_SECONDS: "0",
      APP_SECRET: "ad-scrape-race-test-secret-0123456789abcdef",
      AD_SCRAPE_HOST: "localhost",
      AD_SCRAPE_ALLOW_PRIVATE: "true"
    }
    a = await startApiProcess(env, "API process A")
    b = await startApiProcess(env, "API process B")
  }, 240_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), pages?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    await dropSchema(url, schema)
  })

  it("accepts one of 8 simultaneous scrapes of one member; the other 7 answer 429 SCRAPING_LIMIT_REACHED", async () => {
    const anon = makeClient(api, { baseUrl: a!.base, token: () => null, lang: () => "en" })
    const { accessToken } = await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const on = (p: ApiProcess) => makeClient(api, { baseUrl: p.base, token: () => accessToken, lang: () => "en" })
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => on(i % 2 === 0 ? a! : b!).adScrape.scrape({ query: { url: `${pages!.origin}/dp/B0TRAIL0002` } })))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    for (const r of results) {
      if (r.status === "fulfilled") continue
      expect(r.reason).toBeInstanceOf(ApiError)
      expect([(r.reason as ApiError).status, (r.reason as ApiError).code]).toEqual([429, "SCRAPING_LIMIT_REACHED"])
    }
  })
})
