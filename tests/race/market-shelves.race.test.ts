import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, loadConfig, startServer } from "@iw/api"
import { api, encodeWire } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { browseListings } from "@iw/core"
import { listingWire } from "@iw/http-express"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ApiProcess, startApiProcess } from "../support/api-process"
import { dropSchema, freshSchemaName, onRealPostgres, testDatabaseUrl } from "../support/database"

/**
 * Issue 13 §4: the store's shelves are encoded once per listing change and served from memory by every API process.
 * Two processes on one database: every kind of change made through one (staff stock registered and revised, a
 * purchase, a member's listing and its cancelling, a staff cancel, an expiry) is on the other's next answer, and every
 * answer, from memory or not, is byte for byte what the route computes from the database.
 */
describe.runIf(onRealPostgres())("the store's shelves across two API processes (PostgreSQL)", () => {
  const url = testDatabaseUrl()
  const schema = freshSchemaName()
  const dataDir = mkdtempSync(join(tmpdir(), "iw-shelves-"))
  const env = { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema, WEB_DIR: "", STAFF_DIR: "", QUIET: "true", SEED_DEMO: "true", JOBS_EVERY_SECONDS: "0", CHAIN_SIM_CONFIRM_SECONDS: "-1", APP_SECRET: "market-shelves-race-test-secret-0123456789ab" }
  let a: RunningServer | undefined
  let b: ApiProcess | undefined
  let db: pg.Client | undefined
  const bases = () => ({ a: `http://127.0.0.1:${a!.port}`, b: b!.base })
  const clients = (token: string | null) => ({
    a: makeClient(api, { baseUrl: bases().a, token: () => token, lang: () => "en" }),
    b: makeClient(api, { baseUrl: bases().b, token: () => token, lang: () => "en" })
  })

  beforeAll(async () => {
    a = await startServer(loadConfig({ ...env, PGLITE_DIR: "memory://" }, process.cwd()))
    b = await startApiProcess(env, "API process B")
    db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` })
    await db.connect()
  }, 240_000)
  afterAll(async () => {
    await db?.end()
    await Promise.all([a?.close(), b?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    await dropSchema(url, schema)
  })

  /** The shelf as the route computes it from the database: read the page, encode it as `res.json` does. */
  const computed = async (query: { category?: "pets" | "minerals"; page?: number }) => {
    const p = await a!.runtime.runPromise(browseListings({ page: query.page ?? 1, perPage: 15, ...(query.category ? { category: query.category } : {}) }))
    return JSON.stringify(encodeWire(api.market.listings.success, { data: p.data.map(listingWire), meta: p.meta }))
  }
  const raw = async (base: string, token: string, path: string) => {
    const r = await fetch(`${base}/api/member/market/listings${path}`, { headers: { authorization: `Bearer ${token}` } })
    expect(r.status).toBe(200)
    return r.text()
  }
  /**
   * What process `on` answers, once it shows `expected`: the announcement of a change reaches the other process over
   * LISTEN/NOTIFY a moment after the commit, so the other process is given up to 2 s (the lag is reported).
   */
  const lags: Array<number> = []
  const seen = async (on: string, token: string, path: string, expected: string) => {
    const started = performance.now()
    let got = await raw(on, token, path)
    while (got !== expected && performance.now() - started < 2000) {
      await new Promise((r) => setTimeout(r, 5))
      got = await raw(on, token, path)
    }
    lags.push(performance.now() - started)
    return got
  }

  it("shows every listing change made through one process on the other's next answer, byte for byte the computed shelf", async () => {
    const { a: anonA, b: anonB } = clients(null)
    const member = (await anonB.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const staffToken = (await anonA.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    const staff = clients(staffToken)
    const buyer = clients(member)
    const { a: baseA, b: baseB } = bases()
    const shelf = "?category=pets"
    const same = async (expected: string) => {
      // The process that made the change answers it at once; the other once the announcement arrives.
      expect(await seen(baseA, member, shelf, expected)).toBe(expected)
      expect(await seen(baseB, member, shelf, expected)).toBe(expected)
      // From memory the second time: the same bytes.
      expect(await raw(baseA, member, shelf)).toBe(expected)
      expect(await raw(baseB, member, shelf)).toBe(expected)
    }
    // Both processes keep the shelf before any change, and the whole store's first page too.
    await same(await computed({ category: "pets" }))
    expect(await raw(baseB, member, "")).toBe(await computed({}))

    const stock = await staff.a.market.staffStockCreate({ body: { assetType: "pet", name: "Shelf fox", quantity: 3, unitPrice: "10" } })
    const listed = await computed({ category: "pets" })
    expect(listed).toContain("Shelf fox")
    expect(await raw(baseA, member, shelf)).toBe(listed) // the process that changed it: at once
    await same(listed)

    await buyer.b.market.buy({ body: { listingId: stock.id, quantity: 1 } })
    const bought = await computed({ category: "pets" })
    expect(bought).not.toBe(listed)
    expect(await raw(baseB, member, shelf)).toBe(bought)
    await same(bought)

    await staff.a.market.staffStockRevise({ params: { id: stock.id }, body: { quantity: 4, unitPrice: "12.5" } })
    await same(await computed({ category: "pets" }))

    const pets = (await buyer.a.market.myAssets()).data.filter((x) => x.type === "pet")
    const resale = await buyer.a.market.create({ body: { category: "pets", assetId: pets[0]!.id, unitPrice: "11" } })
    await same(await computed({ category: "pets" }))
    await buyer.b.market.cancel({ params: { id: resale.id } })
    await same(await computed({ category: "pets" }))

    await staff.b.market.staffCancel({ params: { id: stock.id }, body: { reason: "End of season" } })
    const withdrawn = await computed({ category: "pets" })
    expect(withdrawn).not.toContain(`"id":${stock.id},`)
    await same(withdrawn)
  }, 120_000)

  it("drops a listing at its expiry on both processes, before anything announces it", async () => {
    const staffToken = (await clients(null).a.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    const member = (await clients(null).a.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const stock = await clients(staffToken).a.market.staffStockCreate({ body: { assetType: "pet", name: "Brief fox", quantity: 1, unitPrice: "10" } })
    // It expires in 1.5 s (the update is a change: both processes drop their pages and read the new expiry).
    await db!.query("update market_listings set expires_at = now() + interval '1500 milliseconds' where id = $1", [stock.id])
    const { a: baseA, b: baseB } = bases()
    const before = await computed({ category: "pets" })
    expect(before).toContain("Brief fox")
    expect(await seen(baseA, member, "?category=pets", before)).toBe(before)
    expect(await seen(baseB, member, "?category=pets", before)).toBe(before)
    await new Promise((r) => setTimeout(r, 1600))
    // Nothing was announced since: each process drops the page at the listing's expiry, as the database stops answering it.
    const after = await computed({ category: "pets" })
    expect(after).not.toContain("Brief fox")
    expect(await raw(baseA, member, "?category=pets")).toBe(after)
    expect(await raw(baseB, member, "?category=pets")).toBe(after)
    console.log(`announcement lag to the other process (ms): max ${Math.max(...lags).toFixed(0)}, median ${lags.sort((x, y) => x - y)[Math.floor(lags.length / 2)]!.toFixed(0)}`)
  }, 60_000)
})
