import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/** Issue 15 over real HTTP: packages and credits, ads and their rules, owners' opt-in, placement, the simulated day, statistics, public calls, staff. */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/octet-stream" })
const cst = (offsetDays: number) => new Date(Date.now() - 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
const today = cst(0)
const yesterday = cst(-1)

const member = async (tag: string) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  const client = s.clientWith(r.accessToken)
  await client.wallet.saveLegalInfo({ body: LEGAL })
  await staff.ledger.simulateDeposit({ body: { memberId: r.memberId, amount: 100_000 } })
  await client.ledger.topUp({ body: { amount: 100_000 } })
  return { id: r.memberId, client }
}

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0", ADS_WORLD_DOWN_DAYS: yesterday })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("ads and AdNet (spec §4, §5, §7, §8, §9)", () => {
  it("runs from a package to a displayed ad-day, deducting credits once with the spec's codes", async () => {
    // A building owner opts a placed building in.
    const owner = await member("owner")
    const plot = { x: 71, y: 41 }
    await owner.client.land.purchase({ body: { plots: [plot] } })
    await owner.client.land.activate({ body: plot })
    const b = await owner.client.buildings.buy({ body: { templatesId: 1 } })
    await owner.client.buildings.place({ body: { buildingId: b.building.id, startX: 71, startY: 41, endX: 71, endY: 41 } })
    const optIn = await owner.client.ads.enableBuildings({ body: {} })
    expect(optIn.changed).toBe(1)
    expect(optIn.effectiveAt.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000)
    expect((await owner.client.ads.buildingsStatus()).data).toMatchObject([{ buildingId: b.building.id, placed: true, enabled: true }])

    const m = await member("advertiser")
    const refused = await m.client.ads.canCreate()
    expect(refused).toMatchObject({ canCreate: false, reason: "errors.ADNET_PACKAGE_REQUIRED", hasActivePackage: false })
    const image = await m.client.ads.upload({ files: { file: [file(PNG, "ad.png")] } })
    expect(image).toMatchObject({ kind: "image", mime: "image/png" })
    const fields = { title: "Fresh bread", imageId: image.id, categoryId: 2, description: "Baked daily", siteUrl: "https://bakery.example.com" }
    const noPackage = await failureOf(m.client.ads.create({ body: fields }))
    expect([noPackage.status, noPackage.code, noPackage.message]).toEqual([403, "ADNET_PACKAGE_REQUIRED", "To activate AdNetwork display program you need to have an active AdNetwork Package purchased."])

    // The catalogue, and packages bought through the ledger's payments face.
    const catalogue = (await m.client.ads.creditPackages()).data.map((p) => p.code)
    expect(catalogue).toEqual(["I", "II", "III", "IV", "V", "100", "200", "500", "1000", "TOPUP", "C10", "C20", "C30", "C40", "C50", "C60", "C70", "C80", "C90", "C100"])
    expect((await failureOf(m.client.ads.buyPackage({ body: { code: "C10" } }))).fieldErrors?.code?.[0]?.code).toBe("ads.package_required")
    const bought = await m.client.ads.buyPackage({ body: { code: "I" } })
    expect(bought).toMatchObject({ code: "I", credits: { decimal: "5000" }, status: "active" })
    expect((await m.client.ads.creditBalance()).balance.decimal).toBe("5000")

    // The ad's rules.
    const bad = await failureOf(m.client.ads.create({ body: { ...fields, siteUrl: "javascript:alert(1)", categoryId: 17, title: " " } }))
    expect(bad.status).toBe(422)
    expect(Object.fromEntries(Object.entries(bad.fieldErrors ?? {}).map(([k, v]) => [k, v[0]?.code]))).toEqual({ title: "validation.required", categoryId: "validation.in", siteUrl: "ads.site_url" })
    const ad = await m.client.ads.create({ body: fields })
    expect(ad).toMatchObject({ version: 1, moderation: "pending", categoryId: 2 })
    const limit = await failureOf(m.client.ads.create({ body: fields }))
    expect([limit.status, limit.code, limit.params]).toEqual([403, "AD_LIMIT_REACHED", { items: 1, amount: "50" }])
    const last = await failureOf(m.client.ads.delete({ query: { adId: ad.id } }))
    expect([last.status, last.code]).toEqual([403, "CANT_DELETE_LAST_AD"])
    const missing = await failureOf(m.client.ads.get({ query: { adId: 999_999 } }))
    expect([missing.status, missing.code, missing.message]).toEqual([404, "AD_NOT_FOUND", "Ad #999999 not found"])
    // An id past the database's integer is refused as input on every operation (tests/fuzz, "ids past …").
    expect((await failureOf(m.client.ads.place({ body: { adId: ad.id, buildingIds: [b.building.id], from: "2026-02-30", to: "2026-03-01" } }))).fieldErrors?.from?.[0]?.code).toBe("validation.date")
    const edited = await m.client.ads.update({ body: { adId: ad.id, ...fields, title: "Fresh bread daily" } })
    expect(edited.version).toBe(2)
    expect((await m.client.ads.versions({ query: { adId: ad.id } })).data.map((v) => v.version)).toEqual([2, 1])
    expect((await m.client.ads.categories()).data).toHaveLength(16)

    // Placement on the opted-in building: CST days, each range ending at 23:59:59 CST.
    expect((await m.client.ads.placementBuildings()).data.map((x) => x.buildingId)).toContain(b.building.id)
    const placed = await m.client.ads.place({ body: { adId: ad.id, buildingIds: [b.building.id], from: yesterday, to: cst(2) } })
    expect(placed.data[0]!.endsAt.toISOString()).toBe(`${cst(3)}T05:59:59.000Z`)
    const closed = await failureOf(m.client.ads.place({ body: { adId: ad.id, buildingIds: [999_999], from: today, to: today } }))
    expect(closed.fieldErrors?.buildingIds?.[0]?.code).toBe("ads.building_not_in_network")

    // The simulated day: once per ad-day, however often it runs.
    const first = await staff.staffAds.runDisplayDay({ body: { day: today } })
    expect(first).toMatchObject({ displaying: 1, alreadyDone: 0 })
    const again = await staff.staffAds.runDisplayDay({ body: { day: today } })
    expect(again).toMatchObject({ displaying: 0, alreadyDone: 1 })
    const down = await staff.staffAds.runDisplayDay({ body: { day: yesterday } })
    expect(down.skipped).toBe(1)
    const schedule = await m.client.ads.schedule({ query: { adId: ad.id } })
    expect(schedule.days.find((d) => d.day === yesterday)).toMatchObject({ status: "skipped", skipReason: "gatewayUnavailable" })
    expect(schedule.days.find((d) => d.day === today)).toMatchObject({ status: "displaying" })
    expect(schedule.days.find((d) => d.day === cst(2))).toMatchObject({ status: "planned" })

    // Credits: every movement carries a spec code; the balance is their sum and the ledger's.
    const history = await m.client.ads.creditTransactions({ query: { perPage: 100 } })
    const codes = new Set(history.data.map((t) => t.code))
    expect(codes.has("deductByPlacement")).toBe(true)
    const sum = history.data.reduce((acc, t) => acc + Math.round(Number(t.amount.decimal) * 100), 0)
    const balance = await m.client.ads.creditBalance()
    expect(Math.round(Number(balance.balance.decimal) * 100)).toBe(sum)
    expect((await staff.ledger.memberBalances({ params: { memberId: m.id } })).adnetCredits.decimal).toBe(balance.balance.decimal)
    const deducted = await sql<{ n: number }>`select count(*)::int as n from ledger_transfers where idempotency_key like ${`ad-day:${ad.id}:${today}:%`}`.execute(s.db.db)
    expect(deducted.rows[0]!.n).toBeGreaterThanOrEqual(1)

    // Statistics from the rollups, and the public calls.
    const total = await m.client.ads.total({ query: {} })
    expect(total.impressions).toBeGreaterThan(0)
    expect((await m.client.ads.daily({ query: {} })).data.map((d) => d.day)).toEqual([today])
    expect((await m.client.ads.today()).byAd[0]?.adId).toBe(ad.id)
    expect((await m.client.ads.lastUpdate()).updatedAt).not.toBeNull()
    expect((await s.anon.ads.publicAd({ query: { adId: ad.id } })).title).toBe("Fresh bread daily")
    expect((await s.anon.ads.publicList({ query: { buildingId: b.building.id } })).data.map((a) => a.id)).toEqual([ad.id])
    expect((await s.anon.ads.publicTotals()).ads).toBeGreaterThanOrEqual(1)
    expect((await s.anon.ads.publicCategories()).data[15]?.name).toBe("Others")

    // Staff: moderation with a reason and history, statistics, credit grants and refunds in the audit log.
    expect((await failureOf(staff.staffAds.moderate({ params: { id: ad.id }, body: { decision: "reject", reason: " " } }))).fieldErrors?.reason?.[0]?.code).toBe("validation.required")
    const rejected = await staff.staffAds.moderate({ params: { id: ad.id }, body: { decision: "reject", reason: "Blurry image" } })
    expect(rejected.ad.moderation).toBe("rejected")
    expect(rejected.history.map((h) => h.action)).toEqual(["rejected", "edited", "created"])
    expect((await failureOf(s.anon.ads.publicAd({ query: { adId: ad.id } }))).code).toBe("AD_NOT_FOUND")
    expect((await staff.staffAds.statistics({ query: {} })).totals.impressions).toBe(total.impressions)
    expect((await staff.staffAds.adStatistics({ params: { id: ad.id }, query: {} })).days.length).toBe(2)
    const before = await m.client.ads.creditBalance()
    await staff.staffAds.grant({ params: { memberId: m.id }, body: { amount: "50", reason: "Goodwill" } })
    expect(Number((await m.client.ads.creditBalance()).balance.decimal)).toBe(Number(before.balance.decimal) + 50)
    const refund = await staff.staffAds.refund({ params: { memberId: m.id }, body: { purchaseId: bought.id, reason: "Asked for it" } })
    const cents = (d: string) => Math.round(Number(d) * 100)
    // A refund takes back at most what the package bought (5000), never more than the member holds.
    expect(cents(refund.balance.decimal)).toBe(Math.max(0, cents(before.balance.decimal) + 5000 - 500_000))
    expect((await failureOf(staff.staffAds.refund({ params: { memberId: m.id }, body: { purchaseId: bought.id, reason: "Twice" } }))).code).toBe("ADNET_REFUND_STATE")
    expect((await failureOf(staff.staffAds.grant({ params: { memberId: 987_654 }, body: { amount: "1", reason: "x" } }))).status).toBe(404)
    expect((await failureOf(staff.staffAds.credits({ params: { memberId: 987_654 } }))).status).toBe(404)
    const audit = await sql<{ action: string; details: unknown }>`select action, details from audit_log where action like 'ads.%' order by id`.execute(s.db.db)
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(["ads.reject", "ads.credits.grant", "ads.credits.refund", "ads.display-day"]))
    // The audit log says credits as credits (50, not 5000 minor units), and the member reads the staff's reason as the note.
    const detailsOf = (action: string) => {
      const d = audit.rows.find((r) => r.action === action)?.details
      return typeof d === "string" ? (JSON.parse(d) as unknown) : d
    }
    expect(detailsOf("ads.credits.grant")).toMatchObject({ amount: "50", reason: "Goodwill" })
    expect(detailsOf("ads.credits.refund")).toMatchObject({ purchaseId: bought.id, reason: "Asked for it" })
    const notes = (await m.client.ads.creditTransactions({ query: { page: 1, perPage: 50 } })).data.filter((e) => e.memo !== null)
    expect(notes.map((e) => [e.code, e.memo])).toEqual(
      expect.arrayContaining([
        ["accountTransferIncome", { code: "staffNote", params: { text: "Goodwill" } }],
        ["packageRefund", { code: "staffNote", params: { text: "Asked for it" } }]
      ])
    )

    // An archived ad is never shown: it is not scheduled, and says why on the ad; restored, it is scheduled again.
    await m.client.ads.archive({ body: { adId: ad.id, archived: true } })
    const archived = await failureOf(m.client.ads.place({ body: { adId: ad.id, buildingIds: [b.building.id], from: cst(4), to: cst(5) } }))
    expect([archived.status, archived.fieldErrors?.adId?.[0]?.code]).toEqual([422, "ads.ad_archived"])
    expect((await m.client.ads.schedule({ query: { adId: ad.id } })).days.some((d) => d.day === cst(4))).toBe(false)
    await m.client.ads.archive({ body: { adId: ad.id, archived: false } })
    expect((await m.client.ads.place({ body: { adId: ad.id, buildingIds: [b.building.id], from: cst(4), to: cst(5) } })).data).toHaveLength(1)
  })
})

describe("an ad sent as a form (spec §7 POST member/ad (form: title, imageId, categoryId, description, siteUrl, mediaUrl or mediaId))", () => {
  it("creates and edits an ad from urlencoded and multipart fields as from JSON, and refuses bad fields on their names", async () => {
    const email = `form.${Date.now()}@example.com`
    await s.anon.identity.sendEmailCode({ query: { email } })
    const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
    const r = await s.anon.identity.register({ body: { token, lang: "en", name: "form", password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
    const m = s.clientWith(r.accessToken)
    await m.wallet.saveLegalInfo({ body: LEGAL })
    await staff.ledger.simulateDeposit({ body: { memberId: r.memberId, amount: 100_000 } })
    await m.ledger.topUp({ body: { amount: 100_000 } })
    await m.ads.buyPackage({ body: { code: "II" } })
    const image = await m.ads.upload({ files: { file: [file(PNG, "ad.png")] } })
    const auth = { authorization: `Bearer ${r.accessToken}` }

    const urlencoded = await fetch(`${s.url}/api/member/ad`, {
      method: "POST",
      headers: auth,
      body: new URLSearchParams({ title: "Form bread", imageId: String(image.id), categoryId: "2", description: "Baked daily", siteUrl: "https://bakery.example.com", mediaId: "" })
    })
    expect(urlencoded.status).toBe(201)
    const created = (await urlencoded.json()) as { id: number; title: string; imageId: number; categoryId: number; mediaId: number | null; version: number }
    expect(created).toMatchObject({ title: "Form bread", imageId: image.id, categoryId: 2, mediaId: null, version: 1 })

    const multipart = new FormData()
    for (const [k, v] of Object.entries({ adId: String(created.id), title: "123", imageId: String(image.id), categoryId: "3" })) multipart.append(k, v)
    // A file part in the form is skipped (images come through member/ad/upload), not taken for an upload's attachments.
    multipart.append("image", new File([PNG as Uint8Array<ArrayBuffer>], "ad.png", { type: "image/png" }))
    const edited = await fetch(`${s.url}/api/member/ad`, { method: "PUT", headers: auth, body: multipart })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ id: created.id, title: "123", categoryId: 3, version: 2 })

    const bad = await fetch(`${s.url}/api/member/ad`, { method: "POST", headers: auth, body: new URLSearchParams({ title: "x", imageId: "one", categoryId: "" }) })
    expect(bad.status).toBe(422)
    const errors = ((await bad.json()) as { errors: Record<string, Array<{ code: string }>> }).errors
    expect(Object.keys(errors).sort()).toEqual(["categoryId", "imageId"])
    expect(errors.categoryId?.[0]?.code).toBe("validation.required")
  })
})
