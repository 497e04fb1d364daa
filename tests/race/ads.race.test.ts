import { api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { onRealPostgres } from "../support/database"

/**
 * Issue 15 §6 on real PostgreSQL: two API processes on one schema run the display job for the same CST day at the
 * same time, several times over. Each ad-day is settled once: one claim row, one display row per building, one
 * ledger transfer and one credit entry per charge code, whatever the interleaving.
 */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
const ADS = 8

describe.runIf(onRealPostgres())("the display job from two API processes at once (PostgreSQL)", () => {
  const processes = twoApiProcesses("ads", { SEED_DEMO_BUILDINGS: "true", CHAIN_SIM_CONFIRM_SECONDS: "-1" })
  let staffA: Client<typeof api>
  let staffB: Client<typeof api>
  let demo: Client<typeof api>

  beforeAll(async () => {
    const [a, b] = [processes.a(), processes.b()]
    const anonA = makeClient(api, { baseUrl: a.base, token: () => null, lang: () => "en" })
    const staffToken = (await anonA.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    staffA = makeClient(api, { baseUrl: a.base, token: () => staffToken, lang: () => "en" })
    staffB = makeClient(api, { baseUrl: b.base, token: () => staffToken, lang: () => "en" })
    const token = (await anonA.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    demo = makeClient(api, { baseUrl: a.base, token: () => token, lang: () => "en" })
  }, 400_000)

  it("deducts each ad-day once, whichever process gets there first", async () => {
    // Today (CST): the seed settled its own demo ad already; the race ads are new to the job.
    const cst = (d: number) => new Date(Date.now() - 6 * 3_600_000 + d * 86_400_000).toISOString().slice(0, 10)
    const day = cst(0)
    await demo.ads.buyPackage({ body: { code: "V", paymentOption: "bonusFirst" } }).catch(() => demo.ads.buyPackage({ body: { code: "IV" } }))
    await staffA.staffAds.grant({ params: { memberId: 100001 }, body: { amount: "100000", reason: "race test" } })
    const buildings = (await demo.ads.buildingsStatus()).data.filter((x) => x.placed && x.enabled).map((x) => x.buildingId)
    expect(buildings.length).toBeGreaterThan(0)
    const image = await demo.ads.upload({ files: { file: [new File([PNG as Uint8Array<ArrayBuffer>], "race.png")] } })
    const ids: Array<number> = []
    for (let i = 0; i < ADS; i++) {
      const ad = await demo.ads.create({ body: { title: `Race ad ${i}`, imageId: image.id, categoryId: 16 } })
      await demo.ads.place({ body: { adId: ad.id, buildingIds: buildings, from: day, to: day } })
      ids.push(ad.id)
    }

    const runs = await Promise.all([staffA, staffB, staffA, staffB, staffA, staffB].map((c) => c.staffAds.runDisplayDay({ body: { day } })))
    const settled = runs.reduce((s, r) => s + r.displaying + r.skipped, 0)
    // The seeded demo ad was settled by the seed already; every race ad's buildings are settled exactly once.
    expect(settled).toBe(ADS * buildings.length)

    const db = new pg.Client({ connectionString: processes.url, options: `-c search_path=${processes.schema}` })
    await db.connect()
    try {
      const claims = await db.query(`select count(*)::int as n from ad_days where ad_id = any($1) and day = $2`, [ids, day])
      expect(claims.rows[0].n).toBe(ADS)
      const displays = await db.query(`select count(*)::int as n from ad_displays where ad_id = any($1) and day = $2`, [ids, day])
      expect(displays.rows[0].n).toBe(ADS * buildings.length)
      const transfers = await db.query(`select idempotency_key, count(*)::int as n from ledger_transfers where idempotency_key like 'ad-day:%' group by idempotency_key having count(*) > 1`)
      expect(transfers.rows).toEqual([])
      const placement = await db.query(`select count(*)::int as n from ad_credit_entries where code = 'deductByPlacement' and reference_id = any($1)`, [ids.map((id) => `${id}:${day}`)])
      expect(placement.rows[0].n).toBe(ADS)
      const perDay = await db.query(`select reference_id, code, count(*)::int as n from ad_credit_entries where reference_type = 'ad-day' group by reference_id, code having count(*) > 1`)
      expect(perDay.rows).toEqual([])
      // The credit history and the ledger agree.
      const sum = await db.query(`select coalesce(sum(amount), 0)::text as s from ad_credit_entries where member_id = 100001`)
      const ledger = await staffA.ledger.memberBalances({ params: { memberId: 100001 } })
      expect(BigInt(sum.rows[0].s)).toBe(BigInt(Math.round(Number(ledger.adnetCredits.decimal) * 100)))
    } finally {
      await db.end()
    }
  })
})
