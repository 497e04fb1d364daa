import { ApiError } from "@iw/contracts/client"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, testDatabaseUrl } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Staff land operations racing members and each other on real PostgreSQL. Each operation must decide on the state
 * it has locked: a purchase that commits while a district is being deleted refuses the deletion or buys a plot
 * already out of the district; a reservation that commits while another is being ended, or while its area is
 * being registered, is either seen (and kept, or ended with its row) or waits. Afterwards every reserved area's
 * plots are all `reserved` and no reserved plot (other than a plaza, which rests reserved) lies outside one.
 *
 * Everything happens east of the 150 × 106 demo world (x ≥ 200), on plots these tests register themselves.
 */
type Staff = ReturnType<TestServer["clientWith"]>

describe.runIf(onRealPostgres())("staff land operations race purchases and each other (PostgreSQL)", () => {
  let s: TestServer
  let staff: Staff
  let db: pg.Client
  const buyers: Array<ReturnType<TestServer["clientWith"]>> = []

  beforeAll(async () => {
    s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
    staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    db = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
    await db.connect()
    // A few buyers beside the demo member (same password), signed in over HTTP; the plots they race for are free.
    for (let i = 0; i < 4; i++) {
      const row = await db.query(
        `insert into members (first_name, last_name, email, phone, phone_country, owner_id, lang, referrer_id, hear_about_us, status, password_hash, open_date, created_at, updated_at)
         select $1, last_name, $2, null, null, null, lang, null, hear_about_us, status, password_hash, open_date, now(), now() from members where id = 100001 returning id`,
        [`landracer${i}`, `landracer${i}.${Date.now()}@example.com`]
      )
      const client = s.clientWith((await s.anon.identity.login({ body: { username: String(row.rows[0].id), password: "Demo#2026pass" } })).accessToken)
      await client.wallet.saveLegalInfo({ body: { fullName: "Race Buyer", birthDate: "1990-01-01", country: "us", address: "1 Market Street, Springfield" } })
      buyers.push(client)
    }
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    await s?.stop()
  })

  /** Reserved areas whose plots are not all reserved, and reserved plots no reserved area covers (x ≥ 200). */
  const reservationBreaches = async () => {
    const partly = await db.query(`
      select r.id, r.name, p.x, p.y, p.status from reserved_areas r
      join plots p on p.x between r.x0 and r.x1 and p.y between r.y0 and r.y1
      where p.status <> 'reserved' order by r.id, p.x, p.y`)
    const orphans = await db.query(`
      select p.x, p.y from plots p
      where p.x >= 200 and p.status = 'reserved' and p.kind <> 'plaza'
        and not exists (select 1 from reserved_areas r where p.x between r.x0 and r.x1 and p.y between r.y0 and r.y1)
      order by p.x, p.y`)
    return { reservedAreasWithPlotsNotReserved: partly.rows, reservedPlotsWithoutArea: orphans.rows }
  }

  const settle = (ps: ReadonlyArray<Promise<unknown>>) => Promise.allSettled(ps)
  const failure = (r: PromiseSettledResult<unknown>) => {
    if (r.status === "fulfilled") return null
    if (r.reason instanceof ApiError) return r.reason
    throw r.reason
  }

  it("a purchase racing a district's deletion: the deletion is refused, or the plot was bought after it (out of the district)", async () => {
    const ROUNDS = 40
    const rounds: Array<{ id: number; area: { x0: number; y0: number; x1: number; y1: number } }> = []
    for (let i = 0; i < ROUNDS; i++) {
      const area = { x0: 200 + (i % 10) * 3, y0: 1 + Math.floor(i / 10) * 3, x1: 201 + (i % 10) * 3, y1: 2 + Math.floor(i / 10) * 3 }
      const reg = await staff.land.register({ body: { area, level: 1, price: "0", kind: "land", district: { name: `Race ${i}` } } })
      rounds.push({ id: reg.districtId!, area })
    }
    const all = rounds.flatMap((r, i) => [
      buyers[i % buyers.length]!.land.purchase({ body: { plots: [{ x: r.area.x0, y: r.area.y0 }, { x: r.area.x1, y: r.area.y1 }] } }),
      staff.land.deleteDistrict({ params: { id: r.id } })
    ])
    const results = await settle(all)

    let refused = 0
    for (const [i, r] of rounds.entries()) {
      const bought = results[2 * i]!
      const deleted = results[2 * i + 1]!
      expect(failure(bought), `purchase ${i}`).toBeNull()
      const version = (bought as PromiseFulfilledResult<{ version: number }>).value.version
      const refusal = failure(deleted)
      const plots = await db.query(`select x, y, status, district_id, version::int from plots where x between $1 and $2 and y between $3 and $4 and status <> 'available'`, [r.area.x0, r.area.x1, r.area.y0, r.area.y1])
      const district = await db.query(`select id from districts where id = $1`, [r.id])
      if (refusal) {
        refused++
        expect(refusal.fieldErrors?.id?.[0]?.code, `deletion ${i}`).toBe("land.district_has_sold_plots")
        expect(district.rows, `district ${i} stays`).toHaveLength(1)
        expect(plots.rows.map((p) => p.district_id)).toEqual([r.id, r.id])
      } else {
        // Deleted: the member bought after the deletion committed, so the plots they hold are in no district.
        const deletion = (deleted as PromiseFulfilledResult<{ version: number }>).value.version
        expect(district.rows, `district ${i} gone`).toHaveLength(0)
        expect(version, `round ${i}: purchase (version ${version}) committed before the deletion (version ${deletion}) it should have refused`).toBeGreaterThan(deletion)
        expect(plots.rows.map((p) => p.district_id)).toEqual([null, null])
      }
    }
    // Both outcomes should occur over the rounds; the invariant is what matters, so this is informational.
    console.info(`district deletions refused in ${refused} of ${ROUNDS} rounds`)
  }, 180_000)

  it("an edit racing a district's deletion: the edit commits first, or answers 404 (never an edit of a deleted district)", async () => {
    const ROUNDS = 30
    const ids: Array<number> = []
    for (let i = 0; i < ROUNDS; i++) {
      const area = { x0: 200 + (i % 10) * 3, y0: 14 + Math.floor(i / 10) * 2, x1: 201 + (i % 10) * 3, y1: 14 + Math.floor(i / 10) * 2 }
      ids.push((await staff.land.register({ body: { area, level: 1, price: "1", kind: "land", district: { name: `Edit ${i}` } } })).districtId!)
    }
    const results = await settle(ids.flatMap((id, i) => [staff.land.deleteDistrict({ params: { id } }), staff.land.editDistrict({ params: { id }, body: { name: `Edited ${i}` } })]))
    for (const [i, id] of ids.entries()) {
      const deletion = results[2 * i]!
      const edit = results[2 * i + 1]!
      expect(failure(deletion), `deletion ${i}`).toBeNull()
      const refusal = failure(edit)
      // The audit log records each in its unit of work: an edit answered as done was recorded before the deletion.
      const log = await db.query(`select action from audit_log where target_type = 'district' and target_id = $1 and action like 'land.district.%' order by id`, [String(id)])
      if (refusal) {
        expect(refusal.status, `edit ${i}`).toBe(404)
        expect(log.rows.map((r) => r.action)).toEqual(["land.district.delete"])
      } else expect(log.rows.map((r) => r.action), `round ${i}: district ${id} edited after its deletion`).toEqual(["land.district.edit", "land.district.delete"])
    }
  }, 180_000)

  it("the same reservation ended twice at once: one un-reserve ends it, the other answers 404", async () => {
    const ROUNDS = 20
    const Y0 = 160
    await staff.land.register({ body: { area: { x0: 200, y0: Y0, x1: 204, y1: Y0 + ROUNDS - 1 }, level: 1, price: "1", kind: "land" } })
    const areas = []
    for (let i = 0; i < ROUNDS; i++) areas.push((await staff.land.reserve({ body: { area: { x0: 200, y0: Y0 + i, x1: 204, y1: Y0 + i }, name: `Twice ${i}` } })).area)
    const results = await settle(areas.flatMap((a) => [staff.land.unreserve({ params: { id: a.id } }), staff.land.unreserve({ params: { id: a.id } })]))
    for (const [i] of areas.entries()) {
      const outcomes = [results[2 * i]!, results[2 * i + 1]!].map((r) => failure(r)?.status ?? 200).sort()
      expect(outcomes, `reserved area ${i}`).toEqual([200, 404])
    }
    expect(await reservationBreaches()).toEqual({ reservedAreasWithPlotsNotReserved: [], reservedPlotsWithoutArea: [] })
  }, 180_000)

  it("reserving an area racing the end of an overlapping reservation leaves reserved exactly what reserved areas cover", async () => {
    const ROUNDS = 50
    const Y0 = 20
    await staff.land.register({ body: { area: { x0: 200, y0: Y0, x1: 209, y1: Y0 + ROUNDS - 1 }, level: 1, price: "1", kind: "land" } })
    const before = []
    for (let i = 0; i < ROUNDS; i++) before.push(await staff.land.reserve({ body: { area: { x0: 200, y0: Y0 + i, x1: 205, y1: Y0 + i }, name: `Before ${i}` } }))
    const results = await settle(
      before.flatMap((b, i) => [
        staff.land.reserve({ body: { area: { x0: 203, y0: Y0 + i, x1: 209, y1: Y0 + i }, name: `After ${i}` } }),
        staff.land.unreserve({ params: { id: b.area.id } })
      ])
    )
    for (const r of results) expect(failure(r)).toBeNull()
    expect(await reservationBreaches()).toEqual({ reservedAreasWithPlotsNotReserved: [], reservedPlotsWithoutArea: [] })
    // Each strip: 203..209 reserved (the new area), 200..202 back on sale.
    const strips = await db.query(`select x, count(*)::int as n from plots where y between $1 and $2 and x between 200 and 209 and status = 'reserved' group by x order by x`, [Y0, Y0 + ROUNDS - 1])
    expect(strips.rows).toEqual([203, 204, 205, 206, 207, 208, 209].map((x) => ({ x, n: ROUNDS })))
  }, 180_000)

  it("reserving an area racing a registration that covers it: the registration ends the reservation or comes first", async () => {
    const ROUNDS = 30
    const Y0 = 80
    await staff.land.register({ body: { area: { x0: 200, y0: Y0, x1: 209, y1: Y0 + ROUNDS - 1 }, level: 1, price: "1", kind: "land" } })
    const results = await settle(
      Array.from({ length: ROUNDS }, (_, i) => [
        staff.land.reserve({ body: { area: { x0: 203, y0: Y0 + i, x1: 209, y1: Y0 + i }, name: `Stall ${i}` } }),
        staff.land.register({ body: { area: { x0: 200, y0: Y0 + i, x1: 209, y1: Y0 + i }, level: 2, price: "2", kind: "land" } })
      ]).flat()
    )
    for (const r of results) expect(failure(r)).toBeNull()
    expect(await reservationBreaches()).toEqual({ reservedAreasWithPlotsNotReserved: [], reservedPlotsWithoutArea: [] })
  }, 180_000)

  it("reserving cells no plot covers yet, racing their registration: the new plots are reserved or the reservation ended", async () => {
    const ROUNDS = 30
    const Y0 = 120
    const results = await settle(
      Array.from({ length: ROUNDS }, (_, i) => [
        staff.land.reserve({ body: { area: { x0: 303, y0: Y0 + i, x1: 309, y1: Y0 + i }, name: `Plan ${i}` } }),
        staff.land.register({ body: { area: { x0: 300, y0: Y0 + i, x1: 309, y1: Y0 + i }, level: 1, price: "1", kind: "land" } })
      ]).flat()
    )
    for (const r of results) expect(failure(r)).toBeNull()
    expect(await reservationBreaches()).toEqual({ reservedAreasWithPlotsNotReserved: [], reservedPlotsWithoutArea: [] })
  }, 180_000)
})
