import { type FeatureGates, Features, GovernanceRepository, Transactor, type VoteChoice, castVote, defaultGates, showDao } from "@iw/core"
import { Cause, Effect, Exit, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { landLayer, seedPlots } from "../land/in-memory-land"
import { interleaved } from "../support/interleaving"
import { type GovernanceWorld, emptyGovernanceWorld, inMemoryGovernanceRepository } from "./in-memory-governance"

/** One ITW token is 10^8 minor units; each owned PLOT carries at least 2,000 votes (spec §1, §9). Written out here. */
const TOKEN = 100_000_000n
const expectedPower = (itw: bigint, plots: number) => {
  const tokens = itw / TOKEN
  const floor = 2000n * BigInt(plots)
  return tokens > floor ? tokens : floor
}

const NOW = Date.UTC(2026, 5, 1, 12)
const OPEN: { readonly gate: FeatureGates } = { gate: { ...defaultGates, daoLink: "all" } }

/**
 * Units of work that interleave: the in-memory Transactor rolls a failed unit back to the world as it was when the unit
 * began, which would also undo a vote another unit stored meanwhile. A refused vote writes nothing, so here a unit of
 * work is passed through as it is.
 */
const interleavingTransactor = Layer.succeed(Transactor)({ transaction: (effect) => effect })

const run = <A, E>(world: GovernanceWorld, effect: Effect.Effect<A, E, any>, gates = OPEN.gate) =>
  Effect.runPromiseExit(Effect.provide(Effect.provideService(effect, Features, gates), Layer.mergeAll(landLayer(world), interleaved(GovernanceRepository, inMemoryGovernanceRepository(world)), interleavingTransactor)) as Effect.Effect<A, E, never>)

const reason = (exit: Exit.Exit<unknown, unknown>): string | null => {
  if (Exit.isSuccess(exit)) return null
  const e = Cause.squash(exit.cause) as { _tag?: string; reason?: string }
  return e._tag === "VoteRefused" ? (e.reason ?? "defect") : (e._tag ?? "defect")
}

const holding = fc.record({
  itw: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.integer({ min: 0, max: 12_000 }).map((t) => BigInt(t) * TOKEN + BigInt(t % 3) - 1n).map((v) => (v < 0n ? 0n : v))),
  plots: fc.nat({ max: 5 })
})

describe("governance: votes through the use-cases over the in-memory adapters (spec §1, §9)", () => {
  it("a vote carries exactly max(whole ITW, 2000 × PLOTs), and a member votes once per proposal, even with votes cast at once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(holding, { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ member: fc.nat({ max: 4 }), choice: fc.constantFrom<VoteChoice>("yes", "no", "abstain"), together: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        async (holders, attempts) => {
          const world = emptyGovernanceWorld(NOW)
          let x = 0
          holders.forEach((h, i) => {
            const memberId = i + 1
            if (h.itw > 0n) world.ledger.accounts[`member:${memberId}:itw:main`] = h.itw
            for (let p = 0; p < h.plots; p++) seedPlots(world, [{ x: x++, y: 0, ownerId: memberId, status: "owned" }])
          })
          world.governance.proposals.push({ id: 1, title: "Park", body: "Trees", opensAt: new Date(NOW - 3_600_000), closesAt: new Date(NOW + 3_600_000), createdBy: 1, createdAt: new Date(NOW - 3_600_000), cancelledAt: null })

          // Each attempt alone, or (together) twice at the same moment.
          const outcomes: Array<{ memberId: number; choice: VoteChoice; reason: string | null }> = []
          for (const a of attempts) {
            const memberId = (a.member % holders.length) + 1
            const cast = castVote(memberId, 1, a.choice)
            const exits = a.together ? (await run(world, Effect.all([Effect.exit(cast), Effect.exit(cast)], { concurrency: "unbounded" })).then((e) => (Exit.isSuccess(e) ? e.value : []))) : [await run(world, cast)]
            for (const e of exits) outcomes.push({ memberId, choice: a.choice, reason: reason(e) })
          }

          const votes = world.governance.votes.filter((v) => v.proposalId === 1)
          expect(new Set(votes.map((v) => v.memberId)).size).toBe(votes.length)
          for (const [i, h] of holders.entries()) {
            const memberId = i + 1
            const mine = outcomes.filter((o) => o.memberId === memberId)
            const power = expectedPower(h.itw, h.plots)
            const stored = votes.filter((v) => v.memberId === memberId)
            if (mine.length === 0) expect(stored).toEqual([])
            else if (power === 0n) {
              expect(mine.every((o) => o.reason === "no_power")).toBe(true)
              expect(stored).toEqual([])
            } else {
              // The first attempt is stored with exactly that power; every other is refused as a second vote.
              expect(mine.filter((o) => o.reason === null)).toHaveLength(1)
              expect(mine.filter((o) => o.reason !== null).every((o) => o.reason === "already_voted")).toBe(true)
              expect(stored.map((v) => [v.power, v.choice])).toEqual([[power, mine.find((o) => o.reason === null)!.choice]])
            }
          }
          // The page's result adds up the stored votes, each member once.
          const page = await run(world, showDao(1, 1, 10))
          if (Exit.isFailure(page)) throw new Error(String(page.cause))
          const result = page.value.proposals.rows[0]!.result
          const sum = (c: VoteChoice) => votes.filter((v) => v.choice === c).reduce((n, v) => n + v.power, 0n)
          expect([result.yes, result.no, result.abstain, result.voters]).toEqual([sum("yes"), sum("no"), sum("abstain"), votes.length])
          expect(page.value.power?.power).toBe(expectedPower(holders[0]!.itw, holders[0]!.plots))
        }
      ),
      { numRuns: 200 }
    )
  })

  it("with the DAO link off (the default), nobody votes and nothing is stored", async () => {
    const world = emptyGovernanceWorld(NOW)
    world.ledger.accounts["member:1:itw:main"] = 5000n * TOKEN
    world.governance.proposals.push({ id: 1, title: "Park", body: "Trees", opensAt: new Date(NOW - 1), closesAt: new Date(NOW + 1), createdBy: 1, createdAt: new Date(NOW - 1), cancelledAt: null })
    expect(reason(await run(world, castVote(1, 1, "yes"), defaultGates))).toBe("DaoClosed")
    expect(world.governance.votes).toEqual([])
  })
})
