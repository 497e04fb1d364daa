import { type Listing, type MarketCategory, browseListings, browseListingsUntil } from "@iw/core"
import { Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyMarketWorld, runMarket } from "./in-memory-market"

const NOW = Date.UTC(2026, 5, 1)
const CATEGORIES: ReadonlyArray<MarketCategory> = ["minerals", "wood", "pets"]

const listingArb = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  state: fc.constantFrom("active", "active", "active", "sold", "expired", "cancelled") as fc.Arbitrary<Listing["state"]>,
  // Expiries around now: some past, some soon, some far.
  expiresIn: fc.integer({ min: -5_000, max: 60_000 }),
  unitPrice: fc.bigInt({ min: 1n, max: 1_000n })
})

const ok = async <A>(exit: Promise<Exit.Exit<A, unknown>>) => {
  const e = await exit
  if (!Exit.isSuccess(e)) throw new Error(String(e))
  return e.value
}

describe("a shelf read with the instant it holds until (issue 13 §4: what the shelves cache keeps a page by)", () => {
  it("answers the same page at every instant before its bound, and the bound is the first instant the page could change by time alone", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingArb, { maxLength: 30 }),
        fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 59_999 }),
        async (rows, category, perPage, laterBy) => {
          const w = emptyMarketWorld(NOW)
          w.market.listings = rows.map((r, i) => ({
            id: i + 1,
            ownerId: 100001,
            category: r.category,
            item: { kind: "resource", resource: "mineral_1" },
            amount: 1,
            quantity: 1,
            unitPrice: r.unitPrice,
            feeBasisPoints: 500,
            state: r.state,
            expiresAt: new Date(NOW + r.expiresIn),
            createdAt: new Date(NOW - 1000)
          })) as never
          const req = { page: 1, perPage, ...(category === undefined ? {} : { category }) }
          const { page, liveUntil } = await ok(runMarket(w, browseListingsUntil(req)))
          // Time alone (no change to the listings): any instant before the bound reads the same page and total.
          const later = NOW + laterBy
          w.now = later
          const again = await ok(runMarket(w, browseListings(req)))
          if (liveUntil === null || later < liveUntil.getTime()) expect(again).toEqual(page)
          // And the bound is tight: at it, a listing of the shelf has just left.
          if (liveUntil !== null) {
            expect(liveUntil.getTime()).toBeGreaterThan(NOW)
            w.now = liveUntil.getTime()
            const at = await ok(runMarket(w, browseListings(req)))
            expect(at.meta.total).toBeLessThan(page.meta.total)
          }
        }
      ),
      { numRuns: 200 }
    )
  })
})
