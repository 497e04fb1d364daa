import { api } from "@iw/contracts"
import { ApiError, makeClient } from "@iw/contracts/client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { onRealPostgres } from "../support/database"
import { startProductPages } from "../support/product-pages"

/**
 * Issue 15 §4 / spec §9 "Amazon scrape: 1 request per minute" across API processes: the limit is one upsert in
 * PostgreSQL, so scrapes of one member fired at two processes at once are accepted exactly once.
 */
describe.runIf(onRealPostgres())("the scrape limit across two API processes (PostgreSQL)", () => {
  const processes = twoApiProcesses("scrape", { AD_SCRAPE_HOST: "localhost", AD_SCRAPE_ALLOW_PRIVATE: "true" })
  let pages: Awaited<ReturnType<typeof startProductPages>> | undefined

  beforeAll(async () => {
    pages = await startProductPages()
  })
  afterAll(async () => {
    await pages?.stop()
  })

  it("accepts one of 8 simultaneous scrapes of one member; the other 7 answer 429 SCRAPING_LIMIT_REACHED", async () => {
    const anon = makeClient(api, { baseUrl: processes.a().base, token: () => null, lang: () => "en" })
    const { accessToken } = await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const on = (p: ApiProcess) => makeClient(api, { baseUrl: p.base, token: () => accessToken, lang: () => "en" })
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => on(i % 2 === 0 ? processes.a() : processes.b()).adScrape.scrape({ query: { url: `${pages!.origin}/dp/B0TRAIL0002` } })))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    for (const r of results) {
      if (r.status === "fulfilled") continue
      expect(r.reason).toBeInstanceOf(ApiError)
      expect([(r.reason as ApiError).status, (r.reason as ApiError).code]).toEqual([429, "SCRAPING_LIMIT_REACHED"])
    }
  })
})
