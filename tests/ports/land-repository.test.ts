import { ActivationRepository, DistrictRepository, MemberRepository, PlotRepository, SalesRepository, Transactor } from "@iw/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { emptyLandWorld, landLayer } from "../../core/test/land/in-memory-land"
import { onRealPostgres } from "../support/database"
import { type PortEnv, inMemoryEnvOf, kyselyEnv } from "../support/ports"

/**
 * One suite for the land's ports (plots; districts and reserved areas; activations and mints; sales and statistics),
 * run against the Kysely adapters (PGlite or PostgreSQL) and the in-memory ones the core's properties use, so the two
 * mean the same thing (conventions.md: one suite per port). The cases build on each other's plots, in order.
 */
const inMemoryLandEnv = async (): Promise<PortEnv> => {
  const world = emptyLandWorld(Date.UTC(2026, 0, 1))
  return inMemoryEnvOf(world, landLayer(world))
}

const at = new Date(Date.UTC(2026, 0, 1))

const landRepositorySuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  let owner = 0
  beforeAll(async () => {
    env = await make()
    const m = await env.run(
      MemberRepository.use((r) =>
        r.create({ firstName: "Ada", lastName: "Lovelace", email: `ada.${adapter}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h", openDate: at, createdAt: at })
      )
    )
    owner = m.id
    await env.run(PlotRepository.use((r) => r.registerArea({ x0: 0, y0: 0, x1: 4, y1: 3 }, { level: 2, price: 5n, kind: "land", districtId: null, status: "available" }, 0)))
  })
  afterAll(async () => {
    await env?.close()
  })

  describe(`PlotRepository (${adapter})`, () => {
    it("locks an area's plots in (x, y) order, the order lockPlots uses", async () => {
      const plots = await env.run(Transactor.use((tx) => tx.transaction(PlotRepository.use((r) => r.lockArea({ x0: 1, y0: 1, x1: 2, y1: 2 })))))
      expect(plots.map((p) => `${p.x},${p.y}`)).toEqual(["1,1", "1,2", "2,1", "2,2"])
      const same = await env.run(Transactor.use((tx) => tx.transaction(PlotRepository.use((r) => r.lockPlots([{ x: 2, y: 2 }, { x: 1, y: 1 }, { x: 2, y: 1 }, { x: 1, y: 2 }])))))
      expect(same).toEqual(plots)
    })

    it("saves many plots under one version, setting the purchase date only where a change carries one", async () => {
      const sold = new Date(Date.UTC(2026, 0, 2))
      const v = await env.run(Transactor.use((tx) => tx.transaction(Effect.flatMap(PlotRepository.use((r) => r.nextVersion), (version) => Effect.as(PlotRepository.use((r) => r.savePlots([
        { x: 0, y: 0, status: "sold", ownerId: owner, minted: false, purchasedAt: sold },
        { x: 1, y: 0, status: "temporarily_unavailable", ownerId: null, minted: false }
      ], version)), version)))))
      const a = await env.run(PlotRepository.use((r) => r.plot({ x: 0, y: 0 })))
      const b = await env.run(PlotRepository.use((r) => r.plot({ x: 1, y: 0 })))
      expect(a).toMatchObject({ status: "sold", ownerId: owner, purchasedAt: sold, version: v })
      expect(b).toMatchObject({ status: "temporarily_unavailable", ownerId: null, purchasedAt: null, version: v })
      const v2 = await env.run(PlotRepository.use((r) => r.nextVersion))
      await env.run(PlotRepository.use((r) => r.savePlots([{ x: 0, y: 0, status: "owned", ownerId: owner, minted: false }], v2)))
      expect((await env.run(PlotRepository.use((r) => r.plot({ x: 0, y: 0 }))))?.purchasedAt).toEqual(sold)
      // Many at once: every cell of the area, in one call.
      const all = await env.run(PlotRepository.use((r) => r.inArea({ x0: 0, y0: 1, x1: 4, y1: 3 })))
      await env.run(PlotRepository.use((r) => r.savePlots(all.map((p) => ({ x: p.x, y: p.y, status: "reserved", ownerId: null, minted: false })), v2)))
      expect((await env.run(PlotRepository.use((r) => r.inArea({ x0: 0, y0: 1, x1: 4, y1: 3 })))).every((p) => p.status === "reserved")).toBe(true)
    })

    it("reads the cells changed since a version with the version they are at, and every cell with the world's version", async () => {
      const world = await env.run(PlotRepository.use((r) => r.worldVersion))
      const since = await env.run(PlotRepository.use((r) => r.changedSince(0, 100)))
      expect(since?.version).toBe(world)
      expect(since?.cells.map((c) => `${c.x},${c.y}`).sort()).toEqual(["0,0", "1,0", ...[1, 2, 3].flatMap((y) => [0, 1, 2, 3, 4].map((x) => `${x},${y}`))].sort())
      expect(await env.run(PlotRepository.use((r) => r.changedSince(0, 3)))).toBeNull()
      expect((await env.run(PlotRepository.use((r) => r.changedSince(world, 100))))?.cells).toEqual([])
      const cells = await env.run(PlotRepository.use((r) => r.cells))
      expect(cells.version).toBe(world)
      expect(cells.cells).toHaveLength(20)
      expect(cells.cells.find((c) => c.x === 0 && c.y === 0)).toEqual({ x: 0, y: 0, status: "owned", level: 2, kind: "land", minted: false, ownerId: owner })
    })

  })

  describe(`DistrictRepository (${adapter})`, () => {
    it("keeps reserved areas until they are deleted", async () => {
      const a = await env.run(DistrictRepository.use((r) => r.createReservedArea({ x0: 0, y0: 1, x1: 1, y1: 1 }, "Park", at)))
      const b = await env.run(DistrictRepository.use((r) => r.createReservedArea({ x0: 3, y0: 1, x1: 4, y1: 1 }, "Pond", at)))
      expect(await env.run(DistrictRepository.use((r) => r.reservedArea(a.id)))).toEqual(a)
      await env.run(DistrictRepository.use((r) => r.deleteReservedAreas([a.id])))
      expect(await env.run(DistrictRepository.use((r) => r.reservedArea(a.id)))).toBeNull()
      expect((await env.run(DistrictRepository.use((r) => r.reservedAreas))).map((x) => x.name)).toEqual(["Pond"])
      await env.run(DistrictRepository.use((r) => r.deleteReservedAreas([b.id])))
      expect(await env.run(DistrictRepository.use((r) => r.reservedAreas))).toEqual([])
    })

    it("takes the reserved-area lock inside a unit of work, and reads what it protects after it", async () => {
      const inside = await env.run(
        Transactor.use((tx) =>
          tx.transaction(
            Effect.gen(function* () {
              const r = yield* DistrictRepository
              yield* r.lockReservedAreas
              const made = yield* r.createReservedArea({ x0: 2, y0: 3, x1: 2, y1: 3 }, "Kiosk", at)
              // Taking it again in the same unit of work does not wait for itself.
              yield* r.lockReservedAreas
              const seen = yield* r.reservedAreas
              yield* r.deleteReservedAreas([made.id])
              return seen.map((a) => a.name)
            })
          )
        )
      )
      expect(inside).toEqual(["Kiosk"])
      expect(await env.run(DistrictRepository.use((r) => r.reservedAreas))).toEqual([])
    })

    it("locks a district's row and answers it, or null when there is none", async () => {
      const d = await env.run(DistrictRepository.use((r) => r.createDistrict({ name: "Mill", x0: 3, y0: 3, x1: 4, y1: 3, thumbnail: "/m.png" })))
      const locked = await env.run(Transactor.use((tx) => tx.transaction(Effect.all([DistrictRepository.use((r) => r.lockDistrict(d.id)), DistrictRepository.use((r) => r.lockDistrict(99_999))]))))
      expect(locked).toEqual([{ id: d.id, name: "Mill", x0: 3, y0: 3, x1: 4, y1: 3, thumbnail: "/m.png" }, null])
      expect(await env.run(DistrictRepository.use((r) => r.deleteDistrict(d.id)))).toBe(0)
      expect(await env.run(Transactor.use((tx) => tx.transaction(DistrictRepository.use((r) => r.lockDistrict(d.id)))))).toBeNull()
    })

    it("edits a district, counts the plots members hold in it, and deletes it leaving its plots in no district", async () => {
      const d = await env.run(DistrictRepository.use((r) => r.createDistrict({ name: "Quay", x0: 0, y0: 0, x1: 1, y1: 0, thumbnail: null })))
      await env.run(PlotRepository.use((r) => r.registerArea({ x0: 0, y0: 0, x1: 1, y1: 0 }, { level: 2, price: 5n, kind: "land", districtId: d.id, status: "available" }, 10)))
      // 0,0 is held: registering skipped it, so only 1,0 is in the district.
      expect(await env.run(DistrictRepository.use((r) => r.district(d.id)))).toMatchObject({ name: "Quay", plots: 1, available: 1 })
      expect(await env.run(DistrictRepository.use((r) => r.updateDistrict(d.id, { name: "Old Quay", thumbnail: "/q.png" })))).toMatchObject({ id: d.id, name: "Old Quay", thumbnail: "/q.png" })
      expect(await env.run(DistrictRepository.use((r) => r.updateDistrict(99_999, { name: "None", thumbnail: null })))).toBeNull()
      expect(await env.run(DistrictRepository.use((r) => r.heldInDistrict(d.id)))).toBe(0)
      await env.run(PlotRepository.use((r) => r.savePlots([{ x: 1, y: 0, status: "sold", ownerId: owner, minted: false }], 11)))
      expect(await env.run(DistrictRepository.use((r) => r.heldInDistrict(d.id)))).toBe(1)
      expect(await env.run(DistrictRepository.use((r) => r.deleteDistrict(d.id)))).toBe(1)
      expect(await env.run(DistrictRepository.use((r) => r.district(d.id)))).toBeNull()
      expect((await env.run(PlotRepository.use((r) => r.plot({ x: 1, y: 0 }))))?.districtId).toBeNull()
    })

  })

  describe(`ActivationRepository (${adapter})`, () => {
    it("answers each plot's latest activation and its mint", async () => {
      const day = 86_400_000
      for (const [x, days] of [[0, 0], [0, 10], [1, 5]] as const)
        await env.run(ActivationRepository.use((r) => r.recordActivation({ x, y: 0, memberId: owner, activatedAt: new Date(at.getTime() + days * day), expiresAt: new Date(at.getTime() + (days + 360) * day) }, 0)))
      const latest = await env.run(ActivationRepository.use((r) => r.latestActivations([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 2 }])))
      expect(latest.map((a) => `${a.x},${a.y}:${(a.activatedAt.getTime() - at.getTime()) / day}`).sort()).toEqual(["0,0:10", "1,0:5"])
      await env.run(ActivationRepository.use((r) => r.recordMint({ x: 0, y: 0 }, owner, "0xabc", at)))
      expect(await env.run(ActivationRepository.use((r) => r.mintOf({ x: 0, y: 0 })))).toEqual({ x: 0, y: 0, memberId: owner, address: "0xabc", mintedAt: at })
      expect(await env.run(ActivationRepository.use((r) => r.mintOf({ x: 1, y: 0 })))).toBeNull()
    })
  })

  describe(`SalesRepository (${adapter})`, () => {
    it("counts a free sale (no transfer) in the sales report, and the land's plots by status and level", async () => {
      const day = 86_400_000
      await env.run(SalesRepository.use((r) => r.recordSales([{ x: 1, y: 0, memberId: owner, price: 0n, level: 2, transferId: null, soldAt: at }])))
      const report = await env.run(SalesRepository.use((r) => r.salesReport({ from: new Date(at.getTime() - day), to: new Date(at.getTime() + day) })))
      expect(report).toMatchObject({ count: 1, amount: 0n, buyers: 1 })
      const statistics = await env.run(SalesRepository.use((r) => r.statistics))
      expect(statistics.total).toBe(20)
      expect(statistics.byStatus).toEqual({ owned: 1, sold: 1, reserved: 15, available: 3 })
      expect(statistics.byLevel).toEqual([{ level: 2, total: 20, available: 3, minPrice: 5n, maxPrice: 5n }])
    })
  })
}

describe(`land repository, Kysely on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => landRepositorySuite("kysely", kyselyEnv))
describe("land repository, in memory", () => landRepositorySuite("in-memory", inMemoryLandEnv))
