import {
  ABEY_MINOR_PER_COIN,
  COIN_ABEY_MINOR,
  MINERALS,
  MINERAL_COINS,
  MINERAL_UNIT,
  type Mineral,
  type Shovel,
  SHOVEL_DIG_COST,
  SHOVEL_MIN_TO_DIG,
  applyRedeem,
  decideFinish,
  dig,
  durabilityOn,
  isQuote,
  mineralOfRoll,
  newShovel,
  quoteRedeem
} from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

/** A run of days, each with a number of digs the member tries (0 = idle day). */
const daysArb = fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 60 })

describe("shovel durability (spec §9 Shovel)", () => {
  it("never goes below 0 and never digs below 3", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), daysArb, (start, days) => {
        let s: Shovel = { durability: start, activeDay: 0 }
        days.forEach((tries, i) => {
          const day = i + 1
          for (let t = 0; t < tries; t++) {
            const before = durabilityOn(s, day)
            const d = dig(s, day)
            if (d._tag === "Dug") {
              expect(before).toBeGreaterThanOrEqual(SHOVEL_MIN_TO_DIG)
              expect(d.shovel.durability).toBe(before - SHOVEL_DIG_COST)
              s = d.shovel
            } else expect(before).toBeLessThan(SHOVEL_MIN_TO_DIG)
            expect(durabilityOn(s, day)).toBeGreaterThanOrEqual(0)
          }
          expect(durabilityOn(s, day)).toBeGreaterThanOrEqual(0)
        })
      })
    )
  })

  it("rusts exactly 1 per idle CST day, and not on the day it worked or today", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 1000 }), fc.nat({ max: 400 }), (durability, activeDay, gap) => {
        const s: Shovel = { durability, activeDay }
        const idle = Math.max(0, gap - 1)
        expect(durabilityOn(s, activeDay + gap)).toBe(Math.max(0, durability - idle))
        expect(durabilityOn(s, activeDay)).toBe(durability)
      })
    )
  })

  it("a new shovel digs until it is below 3", () => {
    let s = newShovel(10)
    let digs = 0
    for (;;) {
      const d = dig(s, 10)
      if (d._tag === "TooWorn") break
      s = d.shovel
      digs++
    }
    expect(durabilityOn(s, 10)).toBeLessThan(SHOVEL_MIN_TO_DIG)
    expect(digs).toBe(Math.floor((100 - SHOVEL_MIN_TO_DIG) / SHOVEL_DIG_COST) + 1)
  })
})

describe("mining (spec §4)", () => {
  it("every roll gives a mineral 1..5, all five reachable", () => {
    const seen = new Set<number>()
    for (let r = 0; r < 100; r++) seen.add(mineralOfRoll(r))
    expect([...seen].sort()).toEqual([...MINERALS])
  })

  it("finishing the same session twice credits once", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.array(fc.nat({ max: 600 }), { minLength: 1, maxLength: 20 }), (startSec, tries) => {
        const startedAt = new Date(1_800_000_000_000 + startSec * 1000)
        let session = { readyAt: new Date(startedAt.getTime() + 60_000), finishedAt: null as Date | null }
        let credits = 0
        for (const t of tries.sort((a, b) => a - b)) {
          const now = new Date(startedAt.getTime() + t * 1000)
          const d = decideFinish(session, now)
          if (d._tag === "Finish") {
            credits++
            session = { ...session, finishedAt: now }
          }
        }
        expect(credits).toBeLessThanOrEqual(1)
        if (tries.some((t) => t >= 60)) expect(credits).toBe(1)
      })
    )
  })
})

describe("redeem (spec §9 Coin: 1 coin = 0.01 ABEY)", () => {
  const reqArb = fc.record({ 1: fc.nat({ max: 50 }), 2: fc.nat({ max: 50 }), 3: fc.nat({ max: 50 }), 4: fc.nat({ max: 50 }), 5: fc.nat({ max: 50 }) })
  const balArb = fc.record({ 1: fc.nat({ max: 60 }), 2: fc.nat({ max: 60 }), 3: fc.nat({ max: 60 }), 4: fc.nat({ max: 60 }), 5: fc.nat({ max: 60 }) })

  it("uses the ledger's coin rate", () => expect(COIN_ABEY_MINOR).toBe(ABEY_MINOR_PER_COIN))

  it("conserves minerals and coins, and never overdraws", () => {
    fc.assert(
      fc.property(reqArb, balArb, (req, bal) => {
        const q = quoteRedeem(req)
        const total = MINERALS.reduce((s, m) => s + req[m], 0)
        if (!isQuote(q)) {
          expect(total).toBe(0)
          return
        }
        const minerals = Object.fromEntries(MINERALS.map((m) => [m, BigInt(bal[m]) * MINERAL_UNIT])) as Record<Mineral, bigint>
        const out = applyRedeem({ minerals, abeyMinor: 0n }, q)
        const short = MINERALS.find((m) => req[m] > bal[m])
        if (short !== undefined) {
          expect(out._tag).toBe("NotEnough")
          return
        }
        if (out._tag !== "Redeemed") throw new Error("expected a redeem")
        const coins = MINERALS.reduce((s, m) => s + BigInt(req[m] * MINERAL_COINS[m]), 0n)
        expect(q.coins).toBe(coins)
        expect(out.abeyMinor).toBe(coins * ABEY_MINOR_PER_COIN)
        for (const m of MINERALS) {
          expect(out.minerals[m]).toBe(minerals[m] - BigInt(req[m]) * MINERAL_UNIT)
          expect(out.minerals[m] >= 0n).toBe(true)
        }
      })
    )
  })

  it("refuses fractions and negatives", () => {
    expect(isQuote(quoteRedeem({ 1: 1.5 }))).toBe(false)
    expect(isQuote(quoteRedeem({ 2: -1 }))).toBe(false)
    expect(isQuote(quoteRedeem({}))).toBe(false)
  })
})
