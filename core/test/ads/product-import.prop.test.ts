import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostAllowed, productUrlOnHost, scrapeWaitSeconds } from "../../src/ads/domain/product-import"

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/)

describe("the Amazon import's rules (spec §8 SCRAPER_NOT_FOUND, §9 1 scrape a minute)", () => {
  it("accepts the host and its subdomains only, never a look-alike that merely ends with its name", () => {
    fc.assert(
      fc.property(label, label, fc.constantFrom("http", "https"), (sub, other, scheme) => {
        expect(productUrlOnHost(`${scheme}://${sub}.amazon.com/dp/X`, "www.amazon.com")).not.toBeNull()
        expect(productUrlOnHost(`${scheme}://${sub}amazon.com/dp/X`, "www.amazon.com") === null || sub === "").toBe(true)
        expect(productUrlOnHost(`${scheme}://amazon.com.${other}.net/dp/X`, "www.amazon.com")).toBeNull()
        expect(productUrlOnHost(`javascript://${sub}.amazon.com/%0aalert(1)`, "www.amazon.com")).toBeNull()
      }),
      { numRuns: 100 }
    )
    expect(hostAllowed("WWW.AMAZON.COM.", "www.amazon.com")).toBe(true)
  })

  it("allows one scrape per window: the wait is positive exactly while the window runs, and never longer than it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -1000, max: 200_000 }), (t0, dt) => {
        const wait = scrapeWaitSeconds(new Date(t0), new Date(t0 + dt), 60)
        expect(wait > 0).toBe(dt < 60_000)
        expect(wait).toBeLessThanOrEqual(61)
      }),
      { numRuns: 200 }
    )
  })
})
