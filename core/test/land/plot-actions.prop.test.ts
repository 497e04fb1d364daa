import { ACTIVATION_DAYS, HELD_STATES, type Plot, STORED_PLOT_STATES, activationFee, heldCount, isHeld, plotActions } from "@iw/core"
import { decideActivation } from "../../src/land/domain/activation"
import { decideMint } from "../../src/land/domain/minting"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

/**
 * The facts a member's plot answers carry (`canActivate`, `canMint`, the activation offer) are the rules the
 * use-cases decide with, so a client that shows them never disagrees with what the server then does.
 */
const member = fc.integer({ min: 1, max: 4 })
const plotArb: fc.Arbitrary<Plot> = fc
  .record({
    status: fc.constantFrom(...STORED_PLOT_STATES),
    kind: fc.constantFrom("land" as const, "land" as const, "road" as const, "plaza" as const),
    owner: member,
    minted: fc.boolean(),
    level: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    price: fc.bigInt({ min: 0n, max: 10n ** 14n })
  })
  .map((r) => ({
    x: 3,
    y: 4,
    districtId: null,
    kind: r.kind,
    level: r.level,
    size: 1,
    price: r.price,
    status: r.status,
    // Only a held plot has an owner; only a held plot can be minted.
    ownerId: isHeld(r.status) ? r.owner : null,
    minted: isHeld(r.status) && (r.status === "minted" || r.minted),
    name: null,
    image: null,
    purchasedAt: null,
    version: 1
  }))
const now = fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms))

describe("what a member may do with a plot", () => {
  it("canMint is exactly whether minting (checkbox ticked, wallet confirmed) would go ahead", () => {
    fc.assert(
      fc.property(plotArb, member, now, (plot, memberId, at) => {
        const decided = decideMint({ plot, memberId, checkbox: true, wallet: "confirmed" })
        expect(plotActions(plot, memberId, at).canMint).toBe(decided._tag === "Mint")
      })
    )
  })

  it("canActivate is exactly whether activation refuses neither for the owner nor for the kind of plot", () => {
    fc.assert(
      fc.property(plotArb, member, now, (plot, memberId, at) => {
        // Everything else open: no running activation, the open date passed, before phase 2.
        const decided = decideActivation({ plot, memberId, openDate: new Date(0), now: at, current: null, activeElsewhere: [], phase2Starts: new Date(Date.UTC(2099, 0, 1)) })
        expect(plotActions(plot, memberId, at).canActivate).toBe(decided._tag === "Activate")
      })
    )
  })

  it("the offer is the fee activation charges and the window it would run, from now", () => {
    fc.assert(
      fc.property(plotArb, fc.option(member, { nil: null }), now, (plot, memberId, at) => {
        const { activationOffer } = plotActions(plot, memberId, at)
        expect(activationOffer.fee).toBe(activationFee(plot))
        expect(activationOffer.days).toBe(ACTIVATION_DAYS)
        expect(activationOffer.endsAt.getTime() - at.getTime()).toBe(ACTIVATION_DAYS * 86_400_000)
        // A visitor, or another member, may do neither.
        if (memberId === null || plot.ownerId !== memberId) expect(plotActions(plot, memberId, at)).toMatchObject({ canActivate: false, canMint: false })
      })
    )
  })

  it("counts as held exactly the states members hold", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...STORED_PLOT_STATES), fc.nat({ max: 1000 })), (byStatus) => {
        expect(heldCount(byStatus)).toBe(HELD_STATES.reduce((n, s) => n + (byStatus[s] ?? 0), 0))
      })
    )
  })
})
