import { FOUNDERS_PHASE_2_STARTS, cst } from "@iw/contracts"
import {
  FOUNDER_PRODUCT_IDS,
  PACKAGE_PERKS,
  PSV_EXEMPTION_DAYS,
  type ProgrammeDates,
  currentLevel,
  dayRefusal,
  defaultGates,
  eligibility,
  flagsFor,
  founderPlanIsVisible,
  founderStanding,
  perkOf,
  phaseAt,
  poolOf,
  requiredPlots,
  splitPool
} from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const DATES: ProgrammeDates = {
  phase2Starts: FOUNDERS_PHASE_2_STARTS,
  phase3Starts: cst("2023-01-01T00:00"),
  phase4Starts: cst("2024-01-01T00:00"),
  revenueSharingFirstDay: "2023-01-01",
  founderPlanEnds: cst("2023-01-01T00:00")
}
const DAY = 86_400_000
const instant = fc.integer({ min: Date.UTC(2022, 0, 1), max: Date.UTC(2027, 0, 1) }).map((t) => new Date(t))
/** Instants within a few seconds of a boundary, where off-by-one mistakes live. */
const near = (d: Date) => fc.integer({ min: -3000, max: 3000 }).map((ms) => new Date(d.getTime() + ms))

describe("programmes: phases and eligibility (spec §6, §9)", () => {
  it("phase 1 ends 2022-09-01 07:59:59 CST and phase 2 starts 08:00:00 CST; phases 3 and 4 start at their instants", () => {
    expect(phaseAt(DATES, cst("2022-09-01T07:59:59"))).toBe(1)
    expect(phaseAt(DATES, new Date(cst("2022-09-01T07:59:59").getTime() + 999))).toBe(1)
    expect(phaseAt(DATES, cst("2022-09-01T08:00:00"))).toBe(2)
    expect(FOUNDERS_PHASE_2_STARTS.toISOString()).toBe("2022-09-01T14:00:00.000Z")
    fc.assert(
      fc.property(fc.constantFrom(DATES.phase2Starts, DATES.phase3Starts, DATES.phase4Starts).chain((b) => near(b).map((at) => [b, at] as const)), ([b, at]) => {
        const before = phaseAt(DATES, new Date(b.getTime() - 1))
        expect(phaseAt(DATES, at)).toBe(at.getTime() >= b.getTime() ? before + 1 : before)
      }),
      { numRuns: 200 }
    )
  })

  it("eligible exactly with the phase's activated owned PLOTs (1, 1, 2, 3) and a building, and never on the hide-for list", () => {
    fc.assert(
      fc.property(instant, fc.nat({ max: 5 }), fc.nat({ max: 3 }), fc.boolean(), (at, plots, buildings, hidden) => {
        const phase = phaseAt(DATES, at)
        const need = [0, 1, 1, 2, 3][phase]!
        expect(requiredPlots(phase)).toBe(need)
        const e = eligibility({ activatedPlots: plots, buildings }, phase, hidden)
        expect(e.eligible).toBe(plots >= need && buildings >= 1 && !hidden)
        // Every missing part is named, and only those.
        expect(e.reasons.some((r) => r.code === "plots")).toBe(plots < need)
        expect(e.reasons.some((r) => r.code === "buildings")).toBe(buildings < 1)
        expect(e.reasons.some((r) => r.code === "hidden")).toBe(hidden)
      }),
      { numRuns: 300 }
    )
  })

  it("at the phase 3 and phase 4 boundaries the same holdings stop qualifying at the exact instant", () => {
    fc.assert(
      fc.property(near(DATES.phase3Starts), (at) => {
        const e = eligibility({ activatedPlots: 1, buildings: 1 }, phaseAt(DATES, at))
        expect(e.eligible).toBe(at.getTime() < DATES.phase3Starts.getTime())
      })
    )
    fc.assert(
      fc.property(near(DATES.phase4Starts), (at) => {
        const e = eligibility({ activatedPlots: 2, buildings: 1 }, phaseAt(DATES, at))
        expect(e.eligible).toBe(at.getTime() < DATES.phase4Starts.getTime())
      })
    )
  })
})

describe("programmes: founders plan (spec §3, §6, §9)", () => {
  it("a founder bought one of products 1–4 before the fixed end date; the plan shows only with the gate, off the hide-for list", () => {
    const purchase = fc.record({ purchaseId: fc.nat({ max: 1000 }), productId: fc.integer({ min: 0, max: 8 }), at: fc.oneof(instant, near(DATES.founderPlanEnds)) })
    fc.assert(
      fc.property(fc.array(purchase, { maxLength: 5 }), fc.boolean(), fc.boolean(), (purchases, gate, hidden) => {
        const s = founderStanding(purchases, DATES)
        const counts = purchases.filter((p) => FOUNDER_PRODUCT_IDS.includes(p.productId) && p.at.getTime() < DATES.founderPlanEnds.getTime())
        expect(s.founder).toBe(counts.length > 0)
        expect(s.purchases.length).toBe(counts.length)
        if (s.founder) expect(s.since!.getTime()).toBe(Math.min(...counts.map((p) => p.at.getTime())))
        expect(founderPlanIsVisible(gate, hidden, s)).toBe(gate && !hidden && s.founder)
      }),
      { numRuns: 300 }
    )
  })

  it("the hide-for list hides citizen and founders for its member only (FEATURE_HIDE_FOR)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (hidden, other) => {
        fc.pre(hidden !== other)
        const gates = { ...defaultGates, hideFor: [hidden] }
        expect(flagsFor(gates, hidden).citizenProgramIsVisible).toBe(false)
        expect(flagsFor(gates, other).citizenProgramIsVisible).toBe(true)
      })
    )
  })
})

describe("programmes: package perks (spec §9)", () => {
  it("1000 → 180 days Gold, 2000 → 360 days Gold, 5000 and 10000 → 360 days Platinum, each with a 90-day PSV exemption", () => {
    const at = cst("2026-01-01T00:00")
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_000_000n }), (cents) => {
        const p = perkOf(1, cents, at)
        const usd = cents / 100n
        if (usd < 1000n) {
          expect(p).toBeNull()
          return
        }
        const want = usd >= 5000n ? { level: "platinum", days: 360 } : usd >= 2000n ? { level: "gold", days: 360 } : { level: "gold", days: 180 }
        expect(p!.level).toBe(want.level)
        expect((p!.endsAt.getTime() - at.getTime()) / DAY).toBe(want.days)
        expect((p!.psvExemptionEndsAt.getTime() - at.getTime()) / DAY).toBe(PSV_EXEMPTION_DAYS)
      }),
      { numRuns: 300 }
    )
    expect(PACKAGE_PERKS.map((p) => p.packageUsd)).toEqual([10000, 5000, 2000, 1000])
    // The boundary: exactly $1,000.00 is a package, a cent less is not.
    expect(perkOf(1, 100_000n, at)).not.toBeNull()
    expect(perkOf(1, 99_999n, at)).toBeNull()
  })

  it("the level now is the best running perk; an ended perk gives nothing", () => {
    const at = cst("2026-01-01T00:00")
    const gold = perkOf(1, 100_000n, at)!
    const plat = perkOf(2, 500_000n, at)!
    expect(currentLevel([gold, plat], new Date(at.getTime() + DAY))!.level).toBe("platinum")
    expect(currentLevel([gold], gold.endsAt)).toBeNull()
    expect(currentLevel([gold], new Date(gold.endsAt.getTime() - 1))!.level).toBe("gold")
  })
})

describe("programmes: revenue sharing (spec §4, §9)", () => {
  it("the sum paid for a day never exceeds the pool, and every qualified member gets exactly one equal share", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }), (income, balance, members) => {
        const pool = poolOf(income, balance)
        expect(pool <= balance && pool <= income).toBe(true)
        expect(pool).toBe([(income * 10n) / 100n, balance].reduce((a, b) => (a < b ? a : b)))
        const { shares, remainder } = splitPool(pool, members)
        const paid = shares.reduce((s, x) => s + x.amount, 0n)
        expect(paid <= pool).toBe(true)
        expect(paid + remainder).toBe(pool)
        const unique = new Set(members)
        expect(shares.length).toBe(pool > 0n ? unique.size : 0)
        expect(new Set(shares.map((s) => s.memberId)).size).toBe(shares.length)
        if (shares.length > 0) {
          expect(shares.every((s) => s.amount === shares[0]!.amount)).toBe(true)
          expect(remainder < BigInt(shares.length)).toBe(true)
        }
      }),
      { numRuns: 300 }
    )
  })

  it("a day runs only from 2023-01-01 and only once it is over", () => {
    const ends = (day: string) => new Date(cst(`${day}T00:00`).getTime() + DAY)
    expect(dayRefusal("2022-12-31", "2023-01-01", ends("2022-12-31"), cst("2026-01-01T00:00"))).toBe("before_start")
    expect(dayRefusal("2023-01-01", "2023-01-01", ends("2023-01-01"), cst("2026-01-01T00:00"))).toBeNull()
    expect(dayRefusal("nope", "2023-01-01", null, new Date())).toBe("malformed")
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (ms) => {
        const end = ends("2026-11-20")
        expect(dayRefusal("2026-11-20", "2023-01-01", end, new Date(end.getTime() + ms))).toBe(ms < 0 ? "not_over" : null)
      })
    )
  })
})
