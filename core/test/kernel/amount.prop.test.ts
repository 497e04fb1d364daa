import { balanceValue, parseAmount } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

describe("exact amounts", () => {
  it("a balance's decimal parses back to the same minor units, at every scale", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n - 1n), max: 2n ** 63n - 1n }), fc.integer({ min: 0, max: 8 }), (minor, scale) => {
        const v = balanceValue(minor, scale)
        expect(parseAmount(v.decimal, scale)).toBe(minor)
      })
    )
  })

  it("integerPart and fractionalPart compose the decimal, with no trailing zeros", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }), (minor, scale) => {
        const v = balanceValue(minor, scale)
        expect(v.decimal).toBe(v.fractionalPart === "" ? v.integerPart : `${v.integerPart}.${v.fractionalPart}`)
        expect(v.fractionalPart).not.toMatch(/0$/)
        expect(v.integerPart).toMatch(/^(0|[1-9]\d*)$/)
      })
    )
  })

  it("refuses text more precise than the scale, or not a number", () => {
    expect(parseAmount("1.001", 2)).toBeNull()
    expect(parseAmount("1.10", 1)).toBe(11n)
    expect(parseAmount("1e5", 2)).toBeNull()
    expect(parseAmount("", 2)).toBeNull()
  })
})
