import {
  ActivationRepository,
  BuildingRepository,
  MemberRepository,
  PlotRepository,
  ProductRepository,
  ProgrammeCalendar,
  ProgrammeHoldings,
  PurchaseRepository,
  type RevenueShare,
  RevenueSharingRepository,
  Transactor,
  member,
  postTransfer,
  system
} from "@iw/core"
import { Effect, Exit, type Layer } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

const DAY = 86_400_000
const at = new Date(Date.UTC(2026, 5, 1, 4))

const newMember = (env: PortEnv, tag: string) =>
  env.run(
    MemberRepository.use((r) =>
      r.create({ firstName: "Pat", lastName: tag, email: `${tag}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h", openDate: at, createdAt: at })
    )
  ).then((m) => m.id)

/**
 * The RevenueSharingRepository's contract, run against every adapter: a day is claimed once and only its creator's
 * shares are kept; a share is keyed by day and member and is paid once; totals add up the paid shares only; lists
 * are newest day first; the day's income is the ABEY paid into the revenue account in `[from, to)`; a failed unit of
 * work leaves nothing.
 */
export const revenueSharingPortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  let a: number
  let b: number
  let c: number
  const repo = <A>(f: (r: RevenueSharingRepository["Service"]) => Effect.Effect<A>) => env.run(RevenueSharingRepository.use(f))
  const inTx = <A>(f: (r: RevenueSharingRepository["Service"]) => Effect.Effect<A>) => env.run(Transactor.use((tx) => tx.transaction(RevenueSharingRepository.use(f))))
  beforeAll(async () => {
    env = await make()
    a = await newMember(env, `rs-a-${adapter}`)
    b = await newMember(env, `rs-b-${adapter}`)
    c = await newMember(env, `rs-c-${adapter}`)
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: a day is claimed once, with its shares "calculation in progress"; a second claim keeps the first's pool and shares`, async () => {
    const first = await inTx((r) => r.claimDay({ day: "2026-05-01", income: 1000n, pool: 100n, qualified: 2, at }, [{ memberId: a, amount: 50n }, { memberId: b, amount: 50n }]))
    expect(first).toEqual({ created: true, day: { day: "2026-05-01", income: 1000n, pool: 100n, qualified: 2, paidTotal: 0n, state: "calculating", runs: 0, createdAt: at, paidAt: null } })
    const later = new Date(at.getTime() + 60_000)
    const second = await inTx((r) => r.claimDay({ day: "2026-05-01", income: 9999n, pool: 999n, qualified: 3, at: later }, [{ memberId: a, amount: 333n }, { memberId: b, amount: 333n }, { memberId: c, amount: 333n }]))
    expect(second).toEqual({ created: false, day: first.day })
    const unpaid = await inTx((r) => r.unpaidShares("2026-05-01"))
    expect(unpaid.map((s) => [s.memberId, s.amount, s.state])).toEqual([
      [a, 50n, "calculating"],
      [b, 50n, "calculating"]
    ])
    expect(await repo((r) => r.getDay("2026-05-01"))).toEqual(first.day)
    expect(await repo((r) => r.getDay("2026-05-02"))).toBeNull()
    // Two runners claiming one new day at once: one creates it, the other finds it.
    const both = await Promise.all([1n, 2n].map((n) => inTx((r) => r.claimDay({ day: "2026-05-02", income: n, pool: n, qualified: 1, at }, [{ memberId: a, amount: n }]))))
    expect(both.filter((x) => x.created)).toHaveLength(1)
    expect(both[0]!.day).toEqual(both[1]!.day)
    expect((await inTx((r) => r.unpaidShares("2026-05-02"))).map((s) => s.memberId)).toEqual([a])
  })

  it(`${adapter}: a share is paid once per member and day; totals count the paid shares only; the day is finished and its runs counted`, async () => {
    const lockA = await inTx((r) => r.lockShare("2026-05-01", a))
    expect(lockA).toEqual({ day: "2026-05-01", memberId: a, amount: 50n, state: "calculating", transferId: null, paidAt: null } satisfies RevenueShare)
    expect(await inTx((r) => r.lockShare("2026-05-01", c))).toBeNull()
    const paidAt = new Date(at.getTime() + DAY)
    await inTx((r) => r.markSharePaid("2026-05-01", a, 77, paidAt))
    expect(await inTx((r) => r.lockShare("2026-05-01", a))).toEqual({ ...lockA, state: "paid", transferId: 77, paidAt })
    expect((await inTx((r) => r.unpaidShares("2026-05-01"))).map((s) => s.memberId)).toEqual([b])
    expect(await repo((r) => r.sharesTotal("2026-05-01"))).toBe(50n)
    expect(await repo((r) => r.paidTotalOf(a))).toBe(50n)
    expect(await repo((r) => r.paidTotalOf(b))).toBe(0n)
    // A share of nothing is paid without a transfer.
    await inTx((r) => r.markSharePaid("2026-05-01", b, null, paidAt))
    expect(await inTx((r) => r.unpaidShares("2026-05-01"))).toEqual([])
    expect(await repo((r) => r.sharesTotal("2026-05-01"))).toBe(100n)
    await inTx((r) => r.finishDay("2026-05-01", 100n, paidAt))
    await inTx((r) => r.countRun("2026-05-01"))
    await inTx((r) => r.countRun("2026-05-01"))
    expect(await repo((r) => r.getDay("2026-05-01"))).toMatchObject({ state: "paid", paidTotal: 100n, paidAt, runs: 2, pool: 100n })
    // Two shares of one member on one day cannot exist: the claim that tries it is refused whole.
    const twice = await env.runExit(
      Transactor.use((tx) => tx.transaction(RevenueSharingRepository.use((r) => r.claimDay({ day: "2026-05-03", income: 2n, pool: 2n, qualified: 1, at }, [{ memberId: c, amount: 1n }, { memberId: c, amount: 1n }]))))
    )
    expect(Exit.isFailure(twice)).toBe(true)
    expect(await repo((r) => r.getDay("2026-05-03"))).toBeNull()
  })

  it(`${adapter}: a member's shares and the days are listed newest first, with their totals`, async () => {
    await inTx((r) => r.claimDay({ day: "2026-04-30", income: 10n, pool: 1n, qualified: 1, at }, [{ memberId: a, amount: 1n }]))
    const mine = await repo((r) => r.sharesOf(a, 2, 0))
    expect([mine.total, mine.rows.map((s) => s.day)]).toEqual([3, ["2026-05-02", "2026-05-01"]])
    expect((await repo((r) => r.sharesOf(a, 2, 2))).rows.map((s) => s.day)).toEqual(["2026-04-30"])
    expect(await repo((r) => r.sharesOf(c, 10, 0))).toEqual({ rows: [], total: 0 })
    const days = await repo((r) => r.days(2, 1))
    expect([days.total, days.rows.map((d) => d.day)]).toEqual([3, ["2026-05-01", "2026-04-30"]])
  })

  it(`${adapter}: a claim in a unit of work that fails leaves no day and no share`, async () => {
    const failed = await env.runExit(
      Transactor.use((tx) => tx.transaction(Effect.flatMap(RevenueSharingRepository.use((r) => r.claimDay({ day: "2026-04-29", income: 5n, pool: 5n, qualified: 1, at }, [{ memberId: b, amount: 5n }])), () => Effect.fail("rolled back"))))
    )
    expect(Exit.isFailure(failed)).toBe(true)
    expect(await repo((r) => r.getDay("2026-04-29"))).toBeNull()
    expect((await repo((r) => r.sharesOf(b, 10, 0))).rows.map((s) => s.day)).toEqual(["2026-05-01"])
  })

  it(`${adapter}: the day's income is the ABEY paid into the revenue account in [from, to), nothing else`, async () => {
    const from = new Date(Date.UTC(2026, 6, 1, 16))
    const to = new Date(from.getTime() + DAY)
    const move = async (ms: number, key: string, legs: Parameters<typeof postTransfer>[0]["legs"]) => {
      env.setNow(ms)
      await env.run(postTransfer({ code: "openingBalance", reference: { type: "test", id: key }, idempotencyKey: `rs-income:${adapter}:${key}`, legs }))
    }
    await move(from.getTime() - 1, "fund", [{ from: system("issuance", "abey"), to: member(a, "abey"), amount: 1_000_000n }])
    await move(from.getTime() - 1, "before", [{ from: member(a, "abey"), to: system("revenue", "abey"), amount: 1n }])
    await move(from.getTime(), "first", [{ from: member(a, "abey"), to: system("revenue", "abey"), amount: 20n }])
    await move(from.getTime() + 5000, "other-account", [{ from: member(a, "abey"), to: member(b, "abey"), amount: 300n }])
    await move(from.getTime() + 6000, "two-legs", [
      { from: member(a, "abey"), to: system("revenue", "abey"), amount: 4000n },
      { from: member(a, "abey"), to: system("escrow", "abey"), amount: 50_000n }
    ])
    await move(to.getTime() - 1, "last", [{ from: member(a, "abey"), to: system("revenue", "abey"), amount: 600_000n }])
    await move(to.getTime(), "after", [{ from: member(a, "abey"), to: system("revenue", "abey"), amount: 7n }])
    expect(await repo((r) => r.incomeBetween(from, to))).toBe(604_020n)
    expect(await repo((r) => r.incomeBetween(to, new Date(to.getTime() + DAY)))).toBe(7n)
    expect(await repo((r) => r.incomeBetween(from, from))).toBe(0n)
  })
}

/**
 * The ProgrammeHoldings port's contract, run against every adapter over the land, buildings and purchases ports'
 * own writes: a PLOT counts at an instant when one of its activations covers it (from its start, up to but not at its
 * end) and its activator owns it, once however many activations cover it; a building counts from its purchase; the
 * day job's candidates are the members with a counted PLOT, by member; purchases are the approved ones, newest first,
 * in US cents.
 */
export const programmeHoldingsPortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  let a: number
  let b: number
  let c: number
  const t0 = new Date(Date.UTC(2026, 2, 1, 12))
  const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000)
  const of = (memberId: number, instant: Date) => env.run(ProgrammeHoldings.use((h) => h.of(memberId, instant)))
  beforeAll(async () => {
    env = await make()
    a = await newMember(env, `ph-a-${adapter}`)
    b = await newMember(env, `ph-b-${adapter}`)
    c = await newMember(env, `ph-c-${adapter}`)
    await env.run(
      Effect.gen(function* () {
        const plots = yield* PlotRepository
        yield* plots.registerArea({ x0: 900, y0: 900, x1: 903, y1: 900 }, { level: 1, price: 1n, kind: "land", districtId: null, status: "available" }, 0)
        const v = yield* plots.nextVersion
        yield* plots.savePlots(
          [
            { x: 900, y: 900, status: "owned", ownerId: a, minted: false },
            { x: 901, y: 900, status: "owned", ownerId: a, minted: false },
            { x: 902, y: 900, status: "owned", ownerId: b, minted: false },
            { x: 903, y: 900, status: "owned", ownerId: c, minted: false }
          ],
          v
        )
        const act = yield* ActivationRepository
        // a: (900) hours 0–10 and again 5–20 (counted once), (901) hours 2–4. b: (902) hours 0–10, then sold to c.
        yield* act.recordActivation({ x: 900, y: 900, memberId: a, activatedAt: hours(0), expiresAt: hours(10) }, 0)
        yield* act.recordActivation({ x: 900, y: 900, memberId: a, activatedAt: hours(5), expiresAt: hours(20) }, 0)
        yield* act.recordActivation({ x: 901, y: 900, memberId: a, activatedAt: hours(2), expiresAt: hours(4) }, 0)
        yield* act.recordActivation({ x: 902, y: 900, memberId: b, activatedAt: hours(0), expiresAt: hours(10) }, 0)
        const buildings = yield* BuildingRepository
        const t = yield* buildings.saveTemplate(null, { name: "Hut", size: "1x1", price: 1n, ticketPrice: null, exchangeableTo: [], premium3d: false, virtual: false, active: true, image: null })
        yield* buildings.create({ memberId: a, templateId: t.id, size: "1x1", direction: "horizontal", area: null, minted: false, purchasedAt: hours(3) })
        yield* buildings.create({ memberId: c, templateId: t.id, size: "1x1", direction: "horizontal", area: null, minted: false, purchasedAt: hours(0) })
        yield* buildings.create({ memberId: c, templateId: t.id, size: "1x1", direction: "horizontal", area: null, minted: false, purchasedAt: hours(1) })
      })
    )
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: activated owned PLOTs count from the activation's start up to, not at, its end, each PLOT once`, async () => {
    expect(await of(a, new Date(hours(0).getTime() - 1))).toEqual({ activatedPlots: 0, buildings: 0 })
    expect(await of(a, hours(0))).toEqual({ activatedPlots: 1, buildings: 0 })
    expect(await of(a, hours(2))).toEqual({ activatedPlots: 2, buildings: 0 })
    expect(await of(a, hours(3))).toEqual({ activatedPlots: 2, buildings: 1 })
    expect(await of(a, new Date(hours(4).getTime() - 1))).toEqual({ activatedPlots: 2, buildings: 1 })
    expect(await of(a, hours(4))).toEqual({ activatedPlots: 1, buildings: 1 })
    // Two activations cover (900, 900) in hours 5–10: one PLOT.
    expect(await of(a, hours(7))).toEqual({ activatedPlots: 1, buildings: 1 })
    expect(await of(a, hours(20))).toEqual({ activatedPlots: 0, buildings: 1 })
    // Buildings without an activated PLOT still count.
    expect(await of(c, hours(1))).toEqual({ activatedPlots: 0, buildings: 2 })
  })

  it(`${adapter}: a PLOT sold on stops counting for its activator; candidates are the members with a counted PLOT`, async () => {
    expect(await of(b, hours(1))).toEqual({ activatedPlots: 1, buildings: 0 })
    expect(await env.run(ProgrammeHoldings.use((h) => h.candidatesAt(hours(3))))).toEqual([
      { memberId: a, activatedPlots: 2, buildings: 1 },
      { memberId: b, activatedPlots: 1, buildings: 0 }
    ])
    await env.run(Effect.flatMap(PlotRepository.use((p) => p.nextVersion), (v) => PlotRepository.use((p) => p.savePlots([{ x: 902, y: 900, status: "owned", ownerId: c, minted: false }], v))))
    expect(await of(b, hours(1))).toEqual({ activatedPlots: 0, buildings: 0 })
    // c owns it now but never activated it.
    expect(await of(c, hours(1))).toEqual({ activatedPlots: 0, buildings: 2 })
    expect(await env.run(ProgrammeHoldings.use((h) => h.candidatesAt(hours(3))))).toEqual([{ memberId: a, activatedPlots: 2, buildings: 1 }])
    expect(await env.run(ProgrammeHoldings.use((h) => h.candidatesAt(hours(30))))).toEqual([])
  })

  it(`${adapter}: approved purchases only, newest first, in whole US cents, at their approval`, async () => {
    const product = await env.run(ProductRepository.use((p) => p.create({ kind: "tickets", name: "Founder pack", description: "", translations: {}, tickets: 1n, priceCents: 100_000n, active: true, sort: 0 })))
    const buy = (cents: bigint) =>
      env.run(
        PurchaseRepository.use((r) =>
          r.create({ memberId: a, productId: product.id, productName: { en: "Founder pack" }, quantity: 1, tickets: 1n, currency: "USDT", amount: cents * 10_000n, address: "0xabc", invoiceExpiresAt: hours(1), createdAt: hours(0) })
        )
      )
    const p1 = await buy(100_000n)
    const p2 = await buy(250_050n)
    const p3 = await buy(500_000n)
    // An approved purchase has its hash and its ledger transfer (the database checks both).
    const approve = async (id: number, when: Date) => {
      const { transfer } = await env.run(postTransfer({ code: "openingBalance", reference: { type: "purchase", id: String(id) }, idempotencyKey: `ph-approve:${adapter}:${id}`, legs: [{ from: system("issuance", "tickets"), to: member(a, "tickets"), amount: 1n }] }))
      await env.run(PurchaseRepository.use((r) => r.update(id, { status: "approved", txHash: `0x${String(id).padStart(64, "0")}`, transferId: transfer.id }, when)))
    }
    await approve(p1.id, hours(2))
    await approve(p3.id, hours(5))
    await env.run(PurchaseRepository.use((r) => r.update(p2.id, { status: "rejected" }, hours(6))))
    const rows = await env.run(ProgrammeHoldings.use((h) => h.approvedPurchases(a)))
    expect(rows).toEqual([
      { purchaseId: p3.id, productId: product.id, productName: "Founder pack", cents: 500_000n, at: hours(5) },
      { purchaseId: p1.id, productId: product.id, productName: "Founder pack", cents: 100_000n, at: hours(2) }
    ])
    expect(await env.run(ProgrammeHoldings.use((h) => h.approvedPurchases(b)))).toEqual([])
  })
}

/**
 * The ProgrammeCalendar's contract, for the composition root's calendar and the in-memory one: the phases start at
 * their CST instants (phase 2 at 2022-09-01 08:00:00 CST), a CST day runs from its midnight for 24 hours, `dayOf`
 * names the day an instant lies in, a malformed day has no bounds, and nothing is shifted by default.
 */
export const programmeCalendarPortSuite = (adapter: string, layer: Layer.Layer<ProgrammeCalendar>) => {
  const calendar = Effect.runSync(Effect.provide(ProgrammeCalendar.use((c) => Effect.succeed(c)), layer))

  it(`${adapter}: the phases start at their CST instants, revenue sharing from 2023-01-01, nothing shifted`, () => {
    expect(calendar.phase2Starts.toISOString()).toBe("2022-09-01T14:00:00.000Z")
    expect(calendar.dayOf(new Date(calendar.phase2Starts.getTime() - 1))).toBe("2022-09-01")
    expect(calendar.phase3Starts.toISOString()).toBe("2023-01-01T06:00:00.000Z")
    expect(calendar.phase4Starts.toISOString()).toBe("2024-01-01T06:00:00.000Z")
    expect(calendar.founderPlanEnds.getTime()).toBe(calendar.phase3Starts.getTime())
    expect(calendar.revenueSharingFirstDay).toBe("2023-01-01")
    expect(calendar.boundsOf(calendar.revenueSharingFirstDay)!.from).toEqual(calendar.phase3Starts)
    expect(calendar.shiftDays()).toBe(0)
  })

  it(`${adapter}: a CST day runs 24 hours from its midnight, and dayOf names the day of every instant in it`, () => {
    expect(calendar.boundsOf("2026-11-20")).toEqual({ from: new Date("2026-11-20T06:00:00.000Z"), to: new Date("2026-11-21T06:00:00.000Z") })
    for (const bad of ["", "2026-1-20", "20261120", "2026-11-20T00:00", "tomorrow"]) expect(calendar.boundsOf(bad)).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2022, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
        const instant = new Date(ms)
        const day = calendar.dayOf(instant)
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        const b = calendar.boundsOf(day)!
        expect(b.to.getTime() - b.from.getTime()).toBe(DAY)
        expect(b.from.getTime() <= ms && ms < b.to.getTime()).toBe(true)
        expect(calendar.dayOf(b.from)).toBe(day)
        expect(calendar.dayOf(new Date(b.to.getTime() - 1))).toBe(day)
        expect(calendar.dayOf(b.to) > day).toBe(true)
      }),
      { numRuns: 300 }
    )
  })
}
