import {
  ACTIVATION_DAYS,
  CART_LIMIT,
  HELD_STATES,
  PLOT_STATES,
  PLOT_TRANSITIONS,
  type Plot,
  type PlotEvent,
  type PlotView,
  isRefusal,
  transition
} from "@iw/core"
import { decideActivation, hasSideBySidePair } from "../../src/land/domain/activation"
import { addToCart } from "../../src/land/domain/cart"
import { decideMint } from "../../src/land/domain/minting"
import { decidePlotPurchase } from "../../src/land/domain/plot-purchase"
import { FOUNDERS_PHASE_2_STARTS } from "@iw/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const member = fc.integer({ min: 1, max: 5 })
const view: fc.Arbitrary<PlotView> = fc
  .record({ state: fc.constantFrom(...PLOT_STATES), ownerId: member, minted: fc.boolean() })
  .map((v) => (HELD_STATES.includes(v.state) || v.state === "sold_out" ? { ...v, minted: v.state === "minted" ? true : v.minted } : { state: v.state, ownerId: null, minted: false }))
const event: fc.Arbitrary<PlotEvent> = fc.oneof(
  fc.constantFrom<PlotEvent>({ type: "addToCart" }, { type: "removeFromCart" }, { type: "suspend" }, { type: "resume" }, { type: "withdraw" }, { type: "release" }, { type: "reserve" }, { type: "unreserve" }),
  fc.record({ type: fc.constant("soldToOther" as const), buyerId: member }),
  fc.record({ type: fc.constantFrom("buy" as const, "activate" as const, "mint" as const, "stake" as const, "unstake" as const, "place" as const, "removeBuilding" as const), memberId: member })
)

const plotArb = (over: Partial<Plot> = {}): fc.Arbitrary<Plot> =>
  fc
    .record({ x: fc.integer({ min: 0, max: 20 }), y: fc.integer({ min: 0, max: 20 }), level: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>, price: fc.bigInt({ min: 0n, max: 10n ** 12n }), status: fc.constantFrom("available", "sold", "owned", "minted", "reserved", "unavailable", "temporarily_unavailable") as fc.Arbitrary<Plot["status"]>, ownerId: fc.option(member, { nil: null }), minted: fc.boolean() })
    .map((r) => ({ districtId: null, kind: "land" as const, size: 1, name: null, image: null, purchasedAt: null, version: 0, ...r, ...over }))

describe("the PLOT state machine (spec §4)", () => {
  it("only moves along the transition table; every other event is refused with a typed reason", () => {
    fc.assert(
      fc.property(view, event, (v, e) => {
        const r = transition(v, e)
        if (!isRefusal(r)) expect(PLOT_TRANSITIONS[e.type]).toContain(v.state)
        else if (r._tag === "NotAllowed") expect(PLOT_TRANSITIONS[e.type]).not.toContain(v.state)
      })
    )
  })

  it("a held plot always has an owner, a plot for sale never has one, and only the owner acts on a held plot", () => {
    fc.assert(
      fc.property(view, fc.array(event, { maxLength: 12 }), (start, events) => {
        let v = start
        for (const e of events) {
          const r = transition(v, e)
          if (!isRefusal(r) && v.state === "sold_out") expect(v.ownerId).not.toBeNull()
          if ("memberId" in e && e.type !== "buy" && HELD_STATES.includes(v.state) && v.ownerId !== e.memberId) expect(isRefusal(r) && r._tag).toBe("NotOwner")
          if (isRefusal(r)) continue
          v = r
          if (HELD_STATES.includes(v.state)) expect(v.ownerId).not.toBeNull()
          if (v.state === "available") expect(v.ownerId).toBeNull()
        }
      }),
      { numRuns: 2000 }
    )
  })

  it("a plot is minted at most once: after mint, every later mint is refused as AlreadyMinted", () => {
    fc.assert(
      fc.property(member, fc.array(event, { maxLength: 10 }), (owner, events) => {
        let v: PlotView = { state: "sold", ownerId: owner, minted: false }
        let mints = 0
        for (const e of [{ type: "mint", memberId: owner } as PlotEvent, ...events, { type: "mint", memberId: owner } as PlotEvent]) {
          const r = transition(v, e)
          if (!isRefusal(r)) {
            if (e.type === "mint") mints++
            v = r
          }
        }
        expect(mints).toBe(1)
      })
    )
  })
})

describe("cart and purchase (spec §5, §8)", () => {
  it("a cart never holds more than the limit, and only available land", () => {
    fc.assert(
      fc.property(fc.array(plotArb(), { maxLength: 60 }), (plots) => {
        let cart: ReadonlyArray<{ x: number; y: number }> = []
        for (const p of plots) {
          const r = addToCart(cart, p)
          if ("_tag" in r) {
            if (r._tag === "CartFull") expect(cart.length).toBe(CART_LIMIT)
            else expect(p.status).not.toBe("available")
          } else cart = r
        }
        expect(cart.length).toBeLessThanOrEqual(CART_LIMIT)
      })
    )
  })

  it("buys all or nothing: a decision to buy means every requested plot is available land, and the total is their sum", () => {
    fc.assert(
      fc.property(fc.uniqueArray(plotArb(), { selector: (p) => `${p.x},${p.y}`, minLength: 1, maxLength: 40 }), fc.nat(), (plots, pick) => {
        const wanted = plots.slice(0, 1 + (pick % plots.length))
        const d = decidePlotPurchase(wanted, plots)
        if (wanted.length > CART_LIMIT) {
          expect(d._tag).toBe("CartFull")
          return
        }
        const anyGone = wanted.some((p) => p.status !== "available")
        if (d._tag === "Buy") {
          expect(anyGone).toBe(false)
          expect(d.plots).toHaveLength(wanted.length)
          expect(d.total).toBe(wanted.reduce((s, p) => s + p.price, 0n))
        } else {
          expect(d._tag).toBe("Unavailable")
          expect(anyGone).toBe(true)
        }
      })
    )
  })
})

describe("activation (spec §5, §9)", () => {
  const now = new Date("2026-06-01T00:00:00Z")
  it("refuses a level 4 plot in phase 2 exactly when the member has no two side-by-side activated plots", () => {
    const phase2 = FOUNDERS_PHASE_2_STARTS.getTime()
    fc.assert(
      fc.property(
        plotArb({ level: 4, ownerId: 1, status: "sold" }),
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 6 }), y: fc.integer({ min: 0, max: 6 }) }), { maxLength: 8 }),
        fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        (plot, active, offset) => {
          const at = new Date(phase2 + offset)
          const d = decideActivation({ plot, memberId: 1, openDate: new Date(0), now: at, current: null, activeElsewhere: active, phase2Starts: FOUNDERS_PHASE_2_STARTS })
          const others = active.filter((c) => c.x !== plot.x || c.y !== plot.y)
          expect(d._tag === "Requirement").toBe(at >= FOUNDERS_PHASE_2_STARTS && !hasSideBySidePair(others))
        }
      )
    )
  })

  it("never activates before the open date, nor while the last 360-day window runs, and a new window lasts 360 days", () => {
    fc.assert(
      fc.property(plotArb({ level: 1, ownerId: 1 }), fc.integer({ min: -400, max: 400 }), fc.integer({ min: -10, max: 10 }), (plot, lastDaysAgo, openInDays) => {
        const day = 86_400_000
        const current = { x: plot.x, y: plot.y, memberId: 1, activatedAt: new Date(now.getTime() - lastDaysAgo * day), expiresAt: new Date(now.getTime() - lastDaysAgo * day + ACTIVATION_DAYS * day) }
        const d = decideActivation({ plot, memberId: 1, openDate: new Date(now.getTime() + openInDays * day), now, current, activeElsewhere: [], phase2Starts: FOUNDERS_PHASE_2_STARTS })
        if (openInDays > 0) expect(d._tag).toBe("NotOpen")
        else if (current.expiresAt > now) expect(d._tag).toBe("StillActive")
        else expect(d._tag).toBe("Activate")
        if (d._tag === "Activate") expect(d.expiresAt.getTime() - now.getTime()).toBe(ACTIVATION_DAYS * day)
      })
    )
  })
})

describe("minting (spec §5)", () => {
  it("mints only with the checkbox, a confirmed wallet, by the owner, and never an already-minted plot", () => {
    fc.assert(
      fc.property(plotArb(), member, fc.boolean(), fc.constantFrom("absent" as const, "added" as const, "confirmed" as const), (plot, me, checkbox, wallet) => {
        const d = decideMint({ plot, memberId: me, checkbox, wallet })
        if (d._tag === "Mint") {
          expect(checkbox).toBe(true)
          expect(wallet).toBe("confirmed")
          expect(plot.ownerId).toBe(me)
          expect(plot.minted).toBe(false)
        }
        if (checkbox && plot.ownerId === me && plot.minted) expect(d._tag).toBe("AlreadyMinted")
        if (checkbox && plot.ownerId === me && !plot.minted && wallet !== "confirmed") expect(d._tag).toBe("WalletNotLinked")
      })
    )
  })
})
