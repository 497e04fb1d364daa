import { addressFromSeed, normalizeAddress, toChecksumAddress } from "@iw/chain-sim"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

describe("ABEY (EVM) address validation, EIP-55", () => {
  it.each([
    // The test vectors of EIP-55.
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"
  ])("accepts the checksummed %s", (a) => {
    expect(normalizeAddress(a)).toBe(a)
    expect(normalizeAddress(a.toLowerCase())).toBe(a)
  })

  it("refuses a wrong checksum, wrong length, non-hex and the zero address", () => {
    expect(normalizeAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBeNull()
    expect(normalizeAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA")).toBeNull()
    expect(normalizeAddress("5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBeNull()
    expect(normalizeAddress("0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBeNull()
    expect(normalizeAddress("0x0000000000000000000000000000000000000000")).toBeNull()
  })

  it("any flip of one letter's case in a checksummed address breaks it (when it changes the text)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.nat(39), (seed, i) => {
        const a = addressFromSeed(seed)
        const c = a[i + 2]
        fc.pre(/[a-fA-F]/.test(c))
        const body = a.slice(0, i + 2) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + a.slice(i + 3)
        fc.pre(body.slice(2) !== body.slice(2).toLowerCase() && body.slice(2) !== body.slice(2).toUpperCase())
        const flipped = a.slice(0, i + 2) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + a.slice(i + 3)
        expect(normalizeAddress(flipped)).toBeNull()
        expect(toChecksumAddress(flipped.slice(2))).toBe(a)
      })
    )
  })
})
