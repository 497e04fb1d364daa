import { NAME_MAX_LENGTH, normalizeName } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

describe("member name (spec §5: truncated to 64 characters)", () => {
  it("is at most 64 characters, a prefix of the trimmed input, and unchanged when already short", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), (raw) => {
        const name = normalizeName(raw)
        const trimmed = Array.from(raw.trim())
        expect(Array.from(name).length).toBeLessThanOrEqual(NAME_MAX_LENGTH)
        expect(raw.trim().startsWith(name)).toBe(true)
        if (trimmed.length <= NAME_MAX_LENGTH) expect(name).toBe(raw.trim())
        expect(normalizeName(name)).toBe(name.trim())
      })
    )
  })
})
