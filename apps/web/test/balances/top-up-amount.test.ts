import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clampDigits, groupDigits, readAmountEdit } from "../../src/features/balances/utils/top-up-amount"

/** Spec §5 Top-up amount: digits only, no decimals, comma-grouped, clamped to maxAvailable. */
describe("the top-up field", () => {
  it("refuses a decimal instead of reading its digits: '1.50' never becomes 150", () => {
    expect(readAmountEdit("1.50")).toEqual({ ok: false, reason: "decimal" })
    expect(readAmountEdit("1,250.5")).toEqual({ ok: false, reason: "decimal" })
    expect(readAmountEdit("12．5")).toEqual({ ok: false, reason: "decimal" })
    expect(readAmountEdit(".")).toEqual({ ok: false, reason: "decimal" })
    expect(readAmountEdit("1,250")).toEqual({ ok: true, digits: "1250" })
    expect(readAmountEdit("007")).toEqual({ ok: true, digits: "7" })
    expect(readAmountEdit("")).toEqual({ ok: true, digits: "" })
    expect(readAmountEdit("1e3")).toEqual({ ok: false, reason: "notDigits" })
  })

  it("any text with a decimal point is refused; text of digits, commas and spaces is read as exactly its digits", () => {
    const digitsCommas = fc.array(fc.constantFrom(..."0123456789, "), { maxLength: 14 }).map((cs) => cs.join(""))
    fc.assert(
      fc.property(digitsCommas, digitsCommas, (a, b) => {
        expect(readAmountEdit(`${a}.${b}`)).toEqual({ ok: false, reason: "decimal" })
        const r = readAmountEdit(a)
        expect(r.ok).toBe(true)
        if (r.ok) expect(BigInt(r.digits || "0")).toBe(BigInt(a.replace(/[^\d]/g, "") || "0"))
      })
    )
  })

  it("what the field holds is never more than maxAvailable, and groups with commas", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,14}$/), fc.integer({ min: 0, max: 10_000_000 }), (typed, max) => {
        const r = readAmountEdit(typed)
        if (!r.ok) return
        const held = clampDigits(r.digits, max)
        if (held !== "") expect(Number(held)).toBeLessThanOrEqual(max)
        expect(groupDigits(held).replace(/,/g, "")).toBe(held)
      })
    )
  })
})
