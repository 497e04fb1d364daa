import {
  AREA_ACTIONS,
  CART_LIMIT,
  HELD_STATES,
  type MemberPrincipal,
  type Plot,
  type StaffPrincipal,
  accountKey,
  activatePlot,
  activationFee,
  areasOverlap,
  buyPlots,
  changeAreaAvailability,
  deleteDistrict,
  isRefusal,
  isWithin,
  member,
  registerPlots,
  reserveArea,
  system,
  transition,
  unreserveArea,
  viewOf
} from "@iw/core"
import { RESTING_STATE } from "../../src/land/domain/area-change"
import { FOUNDERS_PHASE_2_STARTS } from "@iw/contracts"
import { Cause, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type LandWorld, emptyLandWorld, runLand, seedPlots } from "./in-memory-land"

/**
 * The purchase, activation and staff-area rules as the use-cases apply them, against the in-memory ports: each
 * property states a rule of spec §5/§8 and checks the whole world (plots, ledger, sales, events) after every run.
 */
const ME = 100001
const NOW = Date.UTC(2026, 5, 1)
const me: MemberPrincipal = { kind: "member", memberId: ME, sessionId: "s", impersonatorId: null }
const staff: StaffPrincipal = { kind: "staff", staffId: 1, roles: ["admin"], sessionId: "t" }
const CALENDAR = { phase2Starts: FOUNDERS_PHASE_2_STARTS }

const ordinaryRef = accountKey(member(ME, "abey", "main"))
const bonusRef = accountKey(member(ME, "abey", "bonus"))
const revenueRef = accountKey(system("revenue", "abey"))
const issuanceRef = accountKey(system("issuance", "abey"))

/** A world with the demo member, their ABEY (issued from `issuance`, so every asset sums to zero) and legal info. */
const worldWith = (o: { ordinary: bigint; bonus: bigint; legal?: "none" | "unverified" | "verified" }) => {
  const w = emptyLandWorld(NOW)
  w.members.push({
    id: ME,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: null,
    phoneCountry: null,
    ownerId: null,
    lang: "en",
    referrerId: null,
    hearAboutUs: "other" as never,
    status: "active",
    openDate: new Date(NOW - 86_400_000),
    createdAt: new Date(NOW - 86_400_000),
    updatedAt: new Date(NOW - 86_400_000),
    passwordHash: "h"
  })
  w.ledger.accounts[ordinaryRef] = o.ordinary
  w.ledger.accounts[bonusRef] = o.bonus
  w.ledger.accounts[issuanceRef] = -(o.ordinary + o.bonus)
  const legal = o.legal ?? "verified"
  if (legal !== "none") w.legal[ME] = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square", verifiedAt: legal === "verified" ? new Date(NOW - 1000) : null }
  return w
}

const abeySum = (w: LandWorld) => Object.entries(w.ledger.accounts).filter(([k]) => k.split(":")[2] === "abey").reduce((s, [, v]) => s + v, 0n)
const frozen = (w: LandWorld) => structuredClone({ plots: w.land.plots, accounts: w.ledger.accounts, transfers: w.ledger.transfers.length, sales: w.land.sales, activations: w.land.activations, published: w.land.published, reserved: w.land.reserved, districts: w.land.districts })
const failureTag = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { _tag?: string })._tag : null)
const failureOf = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as Record<string, unknown>) : null)

/** ABEY amounts in minor units, small enough to collide often with a cart's total. */
const amount = fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 2_000n }))
/** Up to 6 plots of a 4 × 4 world with prices, some free. */
const cartOf = fc.uniqueArray(fc.record({ x: fc.integer({ min: 0, max: 3 }), y: fc.integer({ min: 0, max: 3 }), price: amount, level: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3> }), {
  selector: (p) => `${p.x},${p.y}`,
  minLength: 1,
  maxLength: 6
})

describe("buying PLOTs (spec §5, §8) through the use-case", () => {
  it("needs verified legal information: without it nothing is bought, charged or announced", async () => {
    await fc.assert(
      fc.asyncProperty(cartOf, fc.constantFrom("none" as const, "unverified" as const, "verified" as const), async (cart, legal) => {
        const w = worldWith({ ordinary: 100_000n, bonus: 0n, legal })
        seedPlots(w, cart)
        const before = frozen(w)
        const exit = await runLand(w, buyPlots(me, cart))
        if (legal === "verified") expect(Exit.isSuccess(exit)).toBe(true)
        else {
          expect(failureTag(exit)).toBe("LegalInfoNotVerified")
          expect(frozen(w)).toEqual(before)
        }
      }),
      { numRuns: 60 }
    )
  })

  it("needs enough ABEY; pays the total through the ledger, bonus balance first; records every sale, free ones too", async () => {
    await fc.assert(
      fc.asyncProperty(cartOf, amount, amount, async (cart, ordinary, bonus) => {
        const w = worldWith({ ordinary, bonus })
        seedPlots(w, cart)
        const before = frozen(w)
        const total = cart.reduce((s, p) => s + p.price, 0n)
        const exit = await runLand(w, buyPlots(me, cart))
        expect(abeySum(w)).toBe(0n)
        if (total > ordinary + bonus) {
          expect(failureOf(exit)).toMatchObject({ _tag: "InsufficientFunds", asset: "abey", needed: total, available: ordinary + bonus })
          expect(frozen(w)).toEqual(before)
          return
        }
        expect(Exit.isSuccess(exit)).toBe(true)
        const fromBonus = total < bonus ? total : bonus
        expect(w.ledger.accounts[bonusRef]).toBe(bonus - fromBonus)
        expect(w.ledger.accounts[ordinaryRef]).toBe(ordinary - (total - fromBonus))
        expect(w.ledger.accounts[revenueRef] ?? 0n).toBe(total)
        expect(w.ledger.transfers.length).toBe(total > 0n ? 1 : 0)
        for (const c of cart) expect(w.land.plots.find((p) => p.x === c.x && p.y === c.y)).toMatchObject({ status: "sold", ownerId: ME, purchasedAt: new Date(NOW) })
        expect(w.land.sales.map((s) => `${s.x},${s.y}:${s.price}`).sort()).toEqual(cart.map((c) => `${c.x},${c.y}:${c.price}`).sort())
        expect(w.land.sales.every((s) => s.transferId === (total > 0n ? w.ledger.transfers[0]!.id : null))).toBe(true)
        expect(w.land.published).toHaveLength(1)
      }),
      { numRuns: 150 }
    )
  })

  it("counts the same plot once: the cart limit applies to distinct plots, as when the cart is checked", async () => {
    const grid = Array.from({ length: 40 }, (_, i) => ({ x: i % 8, y: Math.floor(i / 8) }))
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 45 }), async (picks) => {
        const w = worldWith({ ordinary: 0n, bonus: 0n })
        seedPlots(w, grid)
        const coords = picks.map((i) => grid[i]!)
        const distinct = new Set(picks).size
        const exit = await runLand(w, buyPlots(me, coords))
        if (distinct <= CART_LIMIT) {
          expect(Exit.isSuccess(exit)).toBe(true)
          expect(w.land.plots.filter((p) => p.ownerId === ME)).toHaveLength(distinct)
          expect(w.land.sales).toHaveLength(distinct)
        } else {
          expect(failureOf(exit)).toMatchObject({ _tag: "CartLimitExceeded", limit: CART_LIMIT })
          expect(w.land.plots.filter((p) => p.ownerId === ME)).toHaveLength(0)
        }
      }),
      { numRuns: 100 }
    )
  })
})

describe("activating a PLOT (spec §5, §8: 'Not enough balance to activate')", () => {
  it("charges the fee bonus first when the balance covers it, else refuses with the fee and the balance and changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 20_000n }), amount, amount, async (price, ordinary, bonus) => {
        const w = worldWith({ ordinary, bonus })
        seedPlots(w, [{ x: 1, y: 1, price, status: "sold", ownerId: ME, purchasedAt: new Date(NOW - 1000) }])
        const before = frozen(w)
        const fee = activationFee({ price })
        const exit = await runLand(w, activatePlot(me, { x: 1, y: 1 }, CALENDAR))
        expect(abeySum(w)).toBe(0n)
        if (fee > ordinary + bonus) {
          expect(failureOf(exit)).toMatchObject({ _tag: "NotEnoughBalanceToActivate", needed: fee, available: ordinary + bonus })
          expect(frozen(w)).toEqual(before)
          return
        }
        expect(Exit.isSuccess(exit)).toBe(true)
        const fromBonus = fee < bonus ? fee : bonus
        expect(w.ledger.accounts[bonusRef]).toBe(bonus - fromBonus)
        expect(w.ledger.accounts[ordinaryRef]).toBe(ordinary - (fee - fromBonus))
        expect(w.ledger.accounts[revenueRef] ?? 0n).toBe(fee)
        expect(w.land.activations).toHaveLength(1)
        expect(w.land.plots[0]).toMatchObject({ status: "owned", ownerId: ME })
      }),
      { numRuns: 150 }
    )
  })
})

const STORED = ["available", "sold", "owned", "minted", "staked", "placed", "unavailable", "temporarily_unavailable", "reserved"] as const
const areaArb = fc.record({ x0: fc.integer({ min: 0, max: 5 }), y0: fc.integer({ min: 0, max: 5 }), w: fc.integer({ min: 0, max: 3 }), h: fc.integer({ min: 0, max: 3 }) }).map((a) => ({ x0: a.x0, y0: a.y0, x1: a.x0 + a.w, y1: a.y0 + a.h }))
/** A 6 × 6 world of plots in every stored state and kind. */
const worldPlots = fc.array(fc.record({ status: fc.constantFrom(...STORED), kind: fc.constantFrom("land", "land", "land", "road", "plaza") as fc.Arbitrary<Plot["kind"]> }), { minLength: 36, maxLength: 36 }).map((cells) =>
  cells.map((c, i) => {
    const held = (HELD_STATES as ReadonlyArray<string>).includes(c.status)
    const kind = held ? "land" : c.kind
    const status = kind === "land" ? c.status : RESTING_STATE[kind]
    return { x: i % 6, y: Math.floor(i / 6), kind, status, ownerId: held ? 7 : null, minted: c.status === "minted" }
  })
)
const inside = (a: { x0: number; y0: number; x1: number; y1: number }, p: { x: number; y: number }) => p.x >= a.x0 && p.x <= a.x1 && p.y >= a.y0 && p.y <= a.y1

describe("staff operations on an area move plots only through the state machine", () => {
  it("suspend, resume, withdraw and release move exactly the land the machine allows, inside the area, and nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(worldPlots, areaArb, fc.constantFrom(...AREA_ACTIONS), async (plots, area, action) => {
        const w = worldWith({ ordinary: 0n, bonus: 0n })
        seedPlots(w, plots)
        const before = structuredClone(w.land.plots)
        const exit = await runLand(w, changeAreaAvailability(staff, { area, action }))
        expect(Exit.isSuccess(exit)).toBe(true)
        let moved = 0
        for (const p of before) {
          const after = w.land.plots.find((q) => q.x === p.x && q.y === p.y)!
          const next = transition(viewOf(p), { type: action })
          const expected = inside(area, p) && p.kind === "land" && !isRefusal(next) ? next.state : p.status
          expect(after.status).toBe(expected)
          expect(after.ownerId).toBe(p.ownerId)
          if (after.status !== p.status) moved++
        }
        if (Exit.isSuccess(exit)) expect(exit.value.count).toBe(moved)
      }),
      { numRuns: 150 }
    )
  })

  it("reserving and then un-reserving an area gives every plot back its kind's resting state, but where another reservation still covers it", async () => {
    await fc.assert(
      fc.asyncProperty(areaArb, fc.option(areaArb, { nil: null }), async (area, other) => {
        const w = worldWith({ ordinary: 0n, bonus: 0n })
        seedPlots(w, Array.from({ length: 100 }, (_, i) => ({ x: i % 10, y: Math.floor(i / 10), kind: (i % 7 === 0 ? "road" : i % 11 === 0 ? "plaza" : "land") as Plot["kind"] })).map((p) => ({ ...p, status: RESTING_STATE[p.kind] })))
        if (other) expect(Exit.isSuccess(await runLand(w, reserveArea(staff, { area: other, name: "Other" })))).toBe(true)
        const reserved = await runLand(w, reserveArea(staff, { area, name: "Park" }))
        expect(Exit.isSuccess(reserved)).toBe(true)
        for (const p of w.land.plots) if (inside(area, p)) expect(p.status).toBe("reserved")
        const id = Exit.isSuccess(reserved) ? reserved.value.area.id : 0
        expect(Exit.isSuccess(await runLand(w, unreserveArea(staff, id)))).toBe(true)
        expect(w.land.reserved.map((r) => r.name)).toEqual(other ? ["Other"] : [])
        for (const p of w.land.plots) expect(p.status).toBe(other && inside(other, p) ? "reserved" : RESTING_STATE[p.kind])
      }),
      { numRuns: 100 }
    )
  })

  it("a registration ends the reserved areas it covers whole, and is refused (changing nothing) by one it covers in part", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(areaArb, { maxLength: 3 }), areaArb, async (reservations, area) => {
        const w = worldWith({ ordinary: 0n, bonus: 0n })
        seedPlots(w, Array.from({ length: 100 }, (_, i) => ({ x: i % 10, y: Math.floor(i / 10) })))
        for (const [i, r] of reservations.entries()) expect(Exit.isSuccess(await runLand(w, reserveArea(staff, { area: r, name: `R${i}` })))).toBe(true)
        const before = frozen(w)
        const exit = await runLand(w, registerPlots(staff, { area, level: 2, price: "0.00000005", kind: "land", district: null }))
        const partly = w.land.reserved.filter((r) => areasOverlap(r, area) && !isWithin(r, area))
        if (reservations.some((r) => areasOverlap(r, area) && !isWithin(r, area))) {
          expect(failureTag(exit)).toBe("AreaOverlapsReservedArea")
          expect(frozen(w)).toEqual(before)
          return
        }
        expect(partly).toEqual([])
        expect(Exit.isSuccess(exit)).toBe(true)
        expect(w.land.reserved.filter((r) => areasOverlap(r, area))).toEqual([])
        for (const p of w.land.plots) if (inside(area, p)) expect(p).toMatchObject({ status: "available", level: 2, price: 5n })
      }),
      { numRuns: 100 }
    )
  })

  it("a district members hold plots in cannot be deleted; an empty one can, and its plots stay in no district", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), async (sold) => {
        const w = worldWith({ ordinary: 0n, bonus: 0n })
        w.land.districts.push({ id: 1, name: "Genesis", x0: 0, y0: 0, x1: 1, y1: 1, thumbnail: null })
        seedPlots(w, [0, 1, 2, 3].map((i) => ({ x: i % 2, y: Math.floor(i / 2), districtId: 1, ...(sold[i] ? { status: "sold" as const, ownerId: ME } : {}) })))
        const exit = await runLand(w, deleteDistrict(staff, 1))
        const held = sold.filter(Boolean).length
        if (held > 0) {
          expect(failureOf(exit)).toMatchObject({ _tag: "DistrictHasSoldPlots", count: held })
          expect(w.land.districts).toHaveLength(1)
        } else {
          expect(Exit.isSuccess(exit)).toBe(true)
          expect(w.land.districts).toHaveLength(0)
          expect(w.land.plots.every((p) => p.districtId === null)).toBe(true)
        }
      }),
      { numRuns: 30 }
    )
  })
})
