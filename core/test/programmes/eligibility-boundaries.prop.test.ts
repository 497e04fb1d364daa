import { Features, type Purchase, defaultGates, showCitizenProgramme, showFoundersPlan } from "@iw/core"
import { Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { seedPlots } from "../land/in-memory-land"
import { type ProgrammesWorld, emptyProgrammesWorld, runProgrammes } from "./in-memory-programmes"

/**
 * The programmes' boundaries, written out in UTC so the test does not borrow the code's CST arithmetic (CST is UTC−6):
 * phase 1 ends 2022-09-01 07:59:59 CST and phase 2 starts at 08:00:00 CST; phase 3 starts 2023-01-01 00:00 CST, phase
 * 4 on 2024-01-01 00:00 CST; the founders plan counts purchases before phase 3.
 */
const PHASE_2 = Date.parse("2022-09-01T14:00:00.000Z")
const PHASE_3 = Date.parse("2023-01-01T06:00:00.000Z")
const PHASE_4 = Date.parse("2024-01-01T06:00:00.000Z")
const FOUNDERS_END = PHASE_3
const phaseOf = (ms: number) => (ms >= PHASE_4 ? 4 : ms >= PHASE_3 ? 3 : ms >= PHASE_2 ? 2 : 1)
const plotsNeeded = (ms: number) => [0, 1, 1, 2, 3][phaseOf(ms)]!

/** An instant within a few seconds of one of the boundaries (or exactly on it, or a millisecond either side). */
const nearBoundary = fc
  .tuple(fc.constantFrom(PHASE_2, PHASE_3, PHASE_4), fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -3000, max: 3000 })))
  .map(([b, d]) => b + d)

const run = <A, E>(world: ProgrammesWorld, effect: Effect.Effect<A, E, any>, gates = defaultGates) => runProgrammes(world, Effect.provideService(effect, Features, gates))

const ok = async <A, E>(p: Promise<Exit.Exit<A, E>>): Promise<A> => {
  const exit = await p
  if (Exit.isFailure(exit)) throw new Error(`the use-case failed: ${String(exit.cause)}`)
  return exit.value
}

describe("programmes: eligibility and founders on every phase boundary, through the use-cases (spec §6, §9)", () => {
  it("a member is eligible exactly when they hold the phase's activated owned PLOTs and a building, off the hide-for list, on either side of each boundary", async () => {
    await fc.assert(
      fc.asyncProperty(
        nearBoundary,
        fc.array(fc.oneof(fc.constant(10 ** 9), fc.integer({ min: -2000, max: 2000 })), { maxLength: 4 }),
        fc.nat({ max: 2 }),
        fc.boolean(),
        async (now, plotEnds, buildings, hidden) => {
          const world = emptyProgrammesWorld(now)
          plotEnds.forEach((ends, x) => {
            seedPlots(world, [{ x, y: 0, ownerId: 1, status: "owned" }])
            world.land.activations.push({ x, y: 0, memberId: 1, activatedAt: new Date(now - 86_400_000), expiresAt: new Date(now + ends), transferId: 0 })
          })
          for (let b = 0; b < buildings; b++) world.buildings.buildings.push({ id: b + 1, memberId: 1, templateId: 1, size: "1x1", direction: "horizontal", area: null, minted: false, purchasedAt: new Date(now - 1) })
          const page = await ok(run(world, showCitizenProgramme(1), { ...defaultGates, hideFor: hidden ? [1] : "none" }))
          // A PLOT counts while its activation runs: it ends after now.
          const active = plotEnds.filter((e) => e > 0).length
          expect(page.holdings).toEqual({ activatedPlots: active, buildings })
          expect(page.eligibility.phase).toBe(phaseOf(now))
          expect(page.eligibility.requiredPlots).toBe(plotsNeeded(now))
          expect(page.eligibility.eligible).toBe(!hidden && active >= plotsNeeded(now) && buildings >= 1)
          expect(page.visible).toBe(!hidden)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("a founder bought one of products 1–4 before the plan's end; their phase is the one the purchase was approved in; the plan shows with the gate, off the hide-for list", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ productId: fc.integer({ min: 0, max: 6 }), at: fc.oneof(nearBoundary, fc.integer({ min: FOUNDERS_END - 5000, max: FOUNDERS_END + 5000 })) }), { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        async (bought, gate, hidden) => {
          const world = emptyProgrammesWorld(PHASE_4 + 86_400_000)
          bought.forEach((b, i) => world.purchases.push(approved(i + 1, b.productId, b.at)))
          const plan = await ok(run(world, showFoundersPlan(1), { ...defaultGates, founderPlan: gate ? "all" : "none", hideFor: hidden ? [1] : "none" }))
          const counted = bought.filter((b) => [1, 2, 3, 4].includes(b.productId) && b.at < FOUNDERS_END)
          const first = Math.min(...counted.map((b) => b.at))
          expect(plan.standing.founder).toBe(counted.length > 0)
          expect(plan.standing.since?.getTime() ?? null).toBe(counted.length > 0 ? first : null)
          expect(plan.standing.phase).toBe(counted.length > 0 ? phaseOf(first) : null)
          expect(plan.standing.purchases.map((p) => p.phase).sort()).toEqual(counted.map((b) => phaseOf(b.at)).sort())
          expect(plan.visible).toBe(gate && !hidden && counted.length > 0)
          expect(plan.phaseNow).toBe(4)
        }
      ),
      { numRuns: 300 }
    )
  })
})

/** An approved purchase of a product, as the purchases area leaves it. */
const approved = (id: number, productId: number, at: number): Purchase => ({
  id,
  memberId: 1,
  productId,
  productName: { en: `Product ${productId}` },
  quantity: 1,
  tickets: 1n,
  currency: "USDT",
  amount: 100_000_000n,
  address: "0xabc",
  status: "approved",
  issue: null,
  txHash: `0x${id}`,
  invoiceExpiresAt: new Date(at),
  createdAt: new Date(at - 60_000),
  updatedAt: new Date(at),
  reviewNote: null,
  transferId: id,
  refundTransferId: null
})
