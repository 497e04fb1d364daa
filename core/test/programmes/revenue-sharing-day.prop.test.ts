import { Features, RevenueSharingRepository, type StaffPrincipal, defaultGates, postTransfer, runRevenueSharingDay, settleRevenueSharingDay, system } from "@iw/core"
import { Effect, Exit, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { seedPlots } from "../land/in-memory-land"
import { interleaved } from "../support/interleaving"
import { type ProgrammesWorld, emptyProgrammesWorld, inMemoryRevenueSharingRepository, programmesLayer } from "./in-memory-programmes"

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Phase 4 (3 PLOTs) starts 2024-01-01 00:00 CST, that is 06:00 UTC; before it, from 2023, phase 3 asks 2. */
const PHASE_4 = Date.parse("2024-01-01T06:00:00.000Z")
/** CST is UTC−6: a CST day runs from 06:00 UTC for 24 hours. */
const dayStart = (day: string) => Date.parse(`${day}T06:00:00.000Z`)

interface Holder {
  readonly plots: number
  /** How the activations end, from the day's end: negative ends before the day's last instant. */
  readonly endsFromDayEnd: ReadonlyArray<number>
  readonly buildings: number
  readonly buildingLate: boolean
  readonly hidden: boolean
}

const holder: fc.Arbitrary<Holder> = fc.nat({ max: 4 }).chain((plots) =>
  fc.record({
    plots: fc.constant(plots),
    endsFromDayEnd: fc.array(fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.constant(DAY)), { minLength: plots, maxLength: plots }),
    buildings: fc.nat({ max: 2 }),
    buildingLate: fc.boolean(),
    hidden: fc.boolean()
  })
)

/** The day, what the platform earned in it and around it, what the revenue account spent before the run, and how the day is run. */
const scenario = fc.record({
  day: fc.constantFrom("2023-01-01", "2023-06-15", "2023-12-31", "2024-01-01", "2026-11-20"),
  holders: fc.array(holder, { minLength: 0, maxLength: 7 }),
  incomeIn: fc.array(fc.record({ ms: fc.integer({ min: 0, max: DAY - 1 }), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }) }), { maxLength: 5 }),
  incomeOut: fc.array(fc.record({ ms: fc.oneof(fc.integer({ min: -DAY, max: -1 }), fc.integer({ min: DAY, max: 2 * DAY })), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }) }), { maxLength: 3 }),
  spentPercent: fc.integer({ min: 0, max: 100 }),
  /** Which markSharePaid of the first run fails as a process stopping would (null: none). */
  crashAt: fc.option(fc.nat({ max: 6 }), { nil: null }),
  concurrent: fc.boolean(),
  reruns: fc.integer({ min: 1, max: 3 })
})

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never

const REVENUE_KEY = "system:revenue:abey:main"

/** Seeds members 1..n with their activated PLOTs and buildings, the day's income and the revenue account's spending. */
const seed = (world: ProgrammesWorld, s: Scenario) => {
  const start = dayStart(s.day)
  const end = start + DAY
  let x = 0
  s.holders.forEach((h, i) => {
    const memberId = i + 1
    for (const ends of h.endsFromDayEnd) {
      seedPlots(world, [{ x, y: 0, ownerId: memberId, status: "owned" }])
      world.land.activations.push({ x, y: 0, memberId, activatedAt: new Date(start - 30 * DAY), expiresAt: new Date(end + ends), transferId: 0 })
      x++
    }
    for (let b = 0; b < h.buildings; b++)
      world.buildings.buildings.push({ id: world.buildings.nextId++, memberId, templateId: 1, size: "1x1", direction: "horizontal", area: null, minted: false, purchasedAt: new Date(h.buildingLate ? end : start - DAY) })
  })
  return { start, end }
}

const run = <A, E>(world: ProgrammesWorld, effect: Effect.Effect<A, E, any>, gates = defaultGates, repo?: Layer.Layer<RevenueSharingRepository>) =>
  Effect.runPromiseExit(Effect.provide(Effect.provideService(effect, Features, gates), programmesLayer(world, repo)) as Effect.Effect<A, E, never>)

/** The in-memory repository whose `markSharePaid` dies at its n-th call: the unit of work it is in rolls back. */
const crashingRepository = (world: ProgrammesWorld, n: number) => {
  const inner = Effect.runSync(Effect.provide(RevenueSharingRepository.use((r) => Effect.succeed(r)), inMemoryRevenueSharingRepository(world)))
  let calls = 0
  return Layer.succeed(RevenueSharingRepository)({
    ...inner,
    markSharePaid: (...args) => (calls++ === n ? Effect.die(new Error("the process stopped")) : inner.markSharePaid(...args))
  })
}

describe("revenue sharing, run through the use-case over the in-memory adapters (spec §4, §9)", () => {
  it("the sum paid for a day never exceeds its pool, and every qualified member is paid their share exactly once across reruns, crashes and two runners", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const world = emptyProgrammesWorld()
        const { start, end } = seed(world, s)
        // The platform's income: into the revenue account during the day and around it.
        let k = 0
        for (const inc of [...s.incomeIn, ...s.incomeOut]) {
          world.now = start + inc.ms
          const posted = await run(world, postTransfer({ code: "openingBalance", reference: { type: "test", id: String(k) }, idempotencyKey: `income:${k++}`, legs: [{ from: system("issuance", "abey"), to: system("revenue", "abey"), amount: inc.amount }] }))
          expect(Exit.isSuccess(posted)).toBe(true)
        }
        world.now = end + HOUR
        const held = world.ledger.accounts[REVENUE_KEY] ?? 0n
        const spent = (held * BigInt(s.spentPercent)) / 100n
        if (spent > 0n) await run(world, postTransfer({ code: "openingBalance", reference: { type: "test", id: "spent" }, idempotencyKey: "spent", legs: [{ from: system("revenue", "abey"), to: system("issuance", "abey"), amount: spent }] }))
        const balanceBefore = world.ledger.accounts[REVENUE_KEY] ?? 0n

        // The rule, stated independently of the code: the day's pool and who qualifies at its last instant.
        const income = s.incomeIn.reduce((n, i) => n + i.amount, 0n)
        const tenth = (income * 10n) / 100n
        const pool = tenth < balanceBefore ? tenth : balanceBefore
        const need = end - 1 < PHASE_4 ? 2 : 3
        const qualified = s.holders.flatMap((h, i) => (!h.hidden && h.endsFromDayEnd.filter((e) => end + e > end - 1).length >= need && h.buildings >= 1 && !h.buildingLate ? [i + 1] : []))
        const each = qualified.length === 0 ? 0n : pool / BigInt(qualified.length)
        const gates = { ...defaultGates, hideFor: s.holders.flatMap((h, i) => (h.hidden ? [i + 1] : [])) }

        const settle = settleRevenueSharingDay(s.day)
        if (s.crashAt !== null) await run(world, settle, gates, crashingRepository(world, s.crashAt))
        if (s.concurrent) expect(Exit.isSuccess(await run(world, Effect.all([settle, settle], { concurrency: "unbounded" }), gates, interleaved(RevenueSharingRepository, inMemoryRevenueSharingRepository(world))))).toBe(true)
        for (let r = 0; r < s.reruns; r++) expect(Exit.isSuccess(await run(world, settle, gates))).toBe(true)

        const payouts = world.ledger.transfers.filter((t) => t.reference.type === "revenue-sharing" && t.reference.id === s.day)
        const paidTo = payouts.flatMap((t) => t.legs.filter((l) => l.from.owner.kind === "system").map((l) => ({ to: l.to, amount: l.amount })))
        const total = paidTo.reduce((n, p) => n + p.amount, 0n)
        expect(total <= pool).toBe(true)
        // Each qualified member once, with the equal share; nobody else.
        const byMember = paidTo.map((p) => (p.to.owner.kind === "member" ? p.to.owner.memberId : -1)).sort((a, b) => a - b)
        expect(byMember).toEqual(each > 0n ? qualified : [])
        expect(paidTo.every((p) => p.amount === each)).toBe(true)
        expect(world.ledger.accounts[REVENUE_KEY] ?? 0n).toBe(balanceBefore - total)
        // The day and its shares say the same: paid, once per qualified member.
        const d = world.programmes.days.find((x) => x.day === s.day)!
        expect([d.state, d.pool, d.qualified, d.paidTotal, d.income]).toEqual(["paid", pool, qualified.length, total, income])
        const shares = world.programmes.shares.filter((x) => x.day === s.day)
        expect(shares.map((x) => [x.memberId, x.state, x.amount])).toEqual(pool > 0n ? qualified.map((m) => [m, "paid", each]) : [])
      }),
      { numRuns: 150 }
    )
  })

  it("staff run a day and re-run it: each run is audited (run, then rerun) and counted, and a re-run pays nobody again", async () => {
    const staff: StaffPrincipal = { kind: "staff", staffId: 9, roles: ["back-office"], sessionId: "s" }
    const artist: StaffPrincipal = { kind: "staff", staffId: 10, roles: ["3d-models"], sessionId: "s" }
    await fc.assert(
      fc.asyncProperty(scenario, fc.integer({ min: 1, max: 4 }), async (s, runs) => {
        const world = emptyProgrammesWorld()
        const { start, end } = seed(world, s)
        world.now = start + 1000
        for (const [k, inc] of s.incomeIn.entries()) await run(world, postTransfer({ code: "openingBalance", reference: { type: "test", id: String(k) }, idempotencyKey: `income:${k}`, legs: [{ from: system("issuance", "abey"), to: system("revenue", "abey"), amount: inc.amount }] }))
        world.now = end + HOUR
        // Without the back-office permission nothing happens.
        expect(Exit.isFailure(await run(world, runRevenueSharingDay(artist, s.day)))).toBe(true)
        expect(world.programmes.days).toEqual([])
        const payoutsAfter: Array<string> = []
        for (let r = 0; r < runs; r++) {
          expect(Exit.isSuccess(await run(world, runRevenueSharingDay(staff, s.day)))).toBe(true)
          const keys = world.ledger.transfers.filter((t) => t.reference.type === "revenue-sharing").map((t) => t.idempotencyKey)
          expect(new Set(keys).size).toBe(keys.length)
          payoutsAfter.push(keys.join(","))
        }
        expect(new Set(payoutsAfter).size).toBe(1)
        const audited = world.audit.filter((a) => a.target.type === "revenue-sharing-day" && a.target.id === s.day)
        expect(audited.map((a) => a.action)).toEqual(["programmes.revenue_sharing.run", ...Array.from({ length: runs - 1 }, () => "programmes.revenue_sharing.rerun")])
        expect(world.programmes.days.find((d) => d.day === s.day)).toMatchObject({ runs, state: "paid" })
      }),
      { numRuns: 60 }
    )
  })

  it("a day before 2023 or not over yet is refused and changes nothing", async () => {
    const world = emptyProgrammesWorld(dayStart("2026-11-20") + DAY - 1)
    expect(Exit.isFailure(await run(world, settleRevenueSharingDay("2026-11-20")))).toBe(true)
    expect(Exit.isFailure(await run(world, settleRevenueSharingDay("2022-12-31")))).toBe(true)
    world.now = dayStart("2026-11-20") + DAY
    expect(Exit.isSuccess(await run(world, settleRevenueSharingDay("2026-11-20")))).toBe(true)
    expect(world.programmes.days.map((d) => d.day)).toEqual(["2026-11-20"])
  })
})
