import {
  AD_CREDIT_CODES,
  ADNET_PACKAGES,
  type AdCreditCode,
  DISPLAY_MINIMUM_CREDITS,
  DEFAULT_PRICES,
  type HeldPackage,
  LATE_AFTER_DAYS,
  PAYOUT_MINIMUM_DAILY_CENTS,
  dayOutcome,
  adFieldErrors,
  balanceOf,
  capCharges,
  createRefusal,
  cstDayEndOf,
  cstDayOf,
  dateRange,
  dayCharges,
  deductible,
  displayable,
  entryOf,
  isAdCreditCode,
  limitingPackage,
  mayDeleteAd,
  payoutPoolCents,
  refundable,
  splitPayoutPool
} from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const code = fc.constantFrom(...AD_CREDIT_CODES)
const amount = fc.bigInt({ min: 1n, max: 10_000_000n })
const day = fc.date({ min: new Date("2022-03-10T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
const NOW = new Date("2026-11-26T12:00:00Z")
const packageCodes = fc.constantFrom(...ADNET_PACKAGES.map((p) => p.code))
const held = fc.array(
  fc.record({ code: packageCodes, refunded: fc.boolean(), expiresAt: fc.option(fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true }), { nil: null }) }),
  { maxLength: 6 }
) as fc.Arbitrary<ReadonlyArray<HeldPackage>>

describe("ad credits (spec §4 ad credit transaction codes)", () => {
  it("every movement carries one of the spec's codes, and a balance is the sum of its movements", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(code, amount), { maxLength: 40 }), (moves) => {
        const entries = moves.map(([c, a]) => entryOf(c, a))
        for (const e of entries) expect(isAdCreditCode(e.code)).toBe(true)
        expect(balanceOf(entries)).toBe(entries.reduce((s, e) => s + e.amount, 0n))
      }),
      { numRuns: 200 }
    )
    expect(isAdCreditCode("openingBalance")).toBe(false)
    expect(AD_CREDIT_CODES).toHaveLength(11)
  })

  it("a deduction never takes the balance below zero", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000n }), fc.array(fc.tuple(code, amount), { maxLength: 30 }), (start, wanted) => {
        let balance = start
        for (const [, w] of wanted) {
          const take = deductible(balance, w)
          expect(take >= 0n && take <= w).toBe(true)
          balance -= take
          expect(balance >= 0n).toBe(true)
        }
      }),
      { numRuns: 200 }
    )
  })

  it("a day's charges, capped by the balance, never overdraw it", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000n }), fc.nat({ max: 100_000 }), fc.nat({ max: 10_000 }), fc.nat({ max: 1000 }), (balance, impressions, views, clicks) => {
        const capped = capCharges(balance, dayCharges(DEFAULT_PRICES, 1, { impressions, views, clicks }))
        const total = capped.reduce((s, [, a]) => s + a, 0n)
        expect(total <= balance).toBe(true)
        for (const [, a] of capped) expect(a >= 0n).toBe(true)
      }),
      { numRuns: 200 }
    )
  })

  it("a refund cancels at most what was bought, and never more than is held", () => {
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 10_000_000n }), fc.bigInt({ min: 0n, max: 20_000_000n }), (bought, refundedRaw, held) => {
        const refunded = refundedRaw > bought ? bought : refundedRaw
        const take = refundable({ bought, refunded, held })
        expect(take >= 0n).toBe(true)
        expect(take <= bought - refunded).toBe(true)
        expect(take <= held).toBe(true)
      }),
      { numRuns: 200 }
    )
  })

  it("under 100 credits a member's ads are not displayed", () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 1_000_000n }), (b) => {
      expect(displayable(b)).toBe(b >= DISPLAY_MINIMUM_CREDITS)
    }), { numRuns: 100 })
    expect(displayable(9_999n)).toBe(false)
    expect(displayable(10_000n)).toBe(true)
  })
})

describe("packages and the ad rules (spec §5, §6)", () => {
  it("never lets the ad count pass the active package's limit, and refuses without an active package", () => {
    fc.assert(
      fc.property(held, fc.nat({ max: 30 }), fc.bigInt({ min: 0n, max: 1_000_000n }), (h, adCount, balance) => {
        const r = createRefusal({ disabled: false, held: h, now: NOW, balance, minCredits: 10_000n, adCount })
        const limiting = limitingPackage(h, NOW)
        if (limiting === null) expect(r).toEqual({ _tag: "noPackage" })
        else if (balance < 10_000n) expect(r?._tag).toBe("notEnoughCredits")
        else if (adCount >= limiting.adLimit) expect(r).toEqual({ _tag: "limitReached", items: limiting.adLimit, amount: limiting.bvUsd })
        else expect(r).toBeNull()
      }),
      { numRuns: 300 }
    )
  })

  it("creation disabled by configuration wins over everything", () => {
    fc.assert(fc.property(held, fc.nat({ max: 30 }), (h, n) => {
      expect(createRefusal({ disabled: true, held: h, now: NOW, balance: 0n, minCredits: 0n, adCount: n })).toEqual({ _tag: "disabled" })
    }), { numRuns: 50 })
  })

  it("the last ad cannot be deleted", () => {
    fc.assert(fc.property(fc.nat({ max: 100 }), (n) => {
      expect(mayDeleteAd(n)).toBe(n > 1)
    }), { numRuns: 50 })
  })

  it("siteUrl is http or https only, categories are 1 to 16, title and image are required", () => {
    const kinds = () => "image" as const
    const base = { title: "Ad", imageId: 1, categoryId: 1, description: "", siteUrl: null, mediaUrl: null, mediaId: null }
    fc.assert(
      fc.property(fc.webUrl(), fc.integer({ min: -5, max: 30 }), (url, cat) => {
        expect(adFieldErrors({ ...base, siteUrl: url, categoryId: cat }, kinds).siteUrl).toBeUndefined()
        expect(adFieldErrors({ ...base, categoryId: cat }, kinds).categoryId === undefined).toBe(cat >= 1 && cat <= 16)
      }),
      { numRuns: 30 }
    )
    for (const bad of ["javascript:alert(1)", "ftp://x.example", "data:text/html,hi", "//evil.example", "https://"]) expect(adFieldErrors({ ...base, siteUrl: bad }, kinds).siteUrl?.[0]?.code).toBe("ads.site_url")
    expect(adFieldErrors({ ...base, title: "  ", imageId: 0 }, kinds)).toMatchObject({ title: [{ code: "validation.required" }], imageId: [{ code: "validation.required" }] })
  })
})

describe("ad date ranges (spec §5: UTC−6, ending 23:59:59)", () => {
  it("always end at 23:59:59 CST of the last day and start at 00:00 CST of the first", () => {
    fc.assert(
      fc.property(day, fc.nat({ max: 365 }), (from, len) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + len * 86_400_000).toISOString().slice(0, 10)
        const r = dateRange(from, to)
        if ("problem" in r) throw new Error(r.problem)
        const end = new Date(r.endsAt.getTime() - 6 * 3_600_000)
        expect([end.getUTCHours(), end.getUTCMinutes(), end.getUTCSeconds()]).toEqual([23, 59, 59])
        expect(cstDayOf(r.endsAt)).toBe(to)
        expect(cstDayOf(r.startsAt)).toBe(from)
        expect(cstDayOf(new Date(r.endsAt.getTime() + 1000))).not.toBe(to)
        expect(cstDayEndOf(to).getTime()).toBe(r.endsAt.getTime())
      }),
      { numRuns: 200 }
    )
    expect("problem" in dateRange("2026-02-30", "2026-03-01")).toBe(true)
    expect(dateRange("2026-03-02", "2026-03-01")).toEqual({ problem: "order" })
  })
})

describe("display status and skip reasons (spec §4)", () => {
  it("plans future days, skips with the first reason that applies, and shows today as displaying", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.integer({ min: -3, max: 6 }), (buildingPresent, adLive, gatewayUp, daysLate) => {
        const today = "2026-11-26"
        const dayOf = new Date(Date.parse(`${today}T00:00:00Z`) - daysLate * 86_400_000).toISOString().slice(0, 10)
        const o = dayOutcome({ buildingPresent, adLive, gatewayUp, day: dayOf, today, daysLate })
        if (daysLate < 0) expect(o).toEqual({ status: "planned" })
        else if (daysLate > LATE_AFTER_DAYS) expect(o).toEqual({ status: "skipped", reason: "internalError" })
        else if (!buildingPresent) expect(o).toEqual({ status: "skipped", reason: "buildingRemoved" })
        else if (!adLive) expect(o).toEqual({ status: "skipped", reason: "adRemoved" })
        else if (!gatewayUp) expect(o).toEqual({ status: "skipped", reason: "gatewayUnavailable" })
        else expect(o).toEqual({ status: daysLate === 0 ? "displaying" : "displayed" })
      }),
      { numRuns: 200 }
    )
  })
})

describe("AdNet payout (spec §9)", () => {
  it("pays 20% of the day's package BV from a $1.00 day, split to the cent", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000n }), fc.array(fc.record({ ownerId: fc.nat({ max: 1000 }), weight: fc.integer({ min: 1, max: 50 }) }), { maxLength: 10 }), (bv, shares) => {
        const pool = payoutPoolCents(bv)
        expect(pool).toBe(bv < PAYOUT_MINIMUM_DAILY_CENTS ? 0n : (bv * 20n) / 100n)
        const split = splitPayoutPool(pool, shares)
        if (shares.length > 0 && pool > 0n) expect(split.reduce((s, x) => s + x.cents, 0n)).toBe(pool)
      }),
      { numRuns: 200 }
    )
  })
})

const _codes: ReadonlyArray<AdCreditCode> = AD_CREDIT_CODES
void _codes
