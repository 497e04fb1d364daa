import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const chars = fc.constantFrom(..."aZ9!é Ж漢_-.#xY0 ".split(""))

describe("password policy (spec §5)", () => {
  it("accepts a password exactly when it has an upper and a lower case letter, a number, a symbol and a sane length", () => {
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 20 }).map((a) => a.join("")), (password) => {
        const length = Array.from(password).length
        const ok =
          length >= PASSWORD_MIN_LENGTH &&
          length <= PASSWORD_MAX_LENGTH &&
          /\p{Lu}/u.test(password) &&
          /\p{Ll}/u.test(password) &&
          /\p{N}/u.test(password) &&
          /[\p{P}\p{S}\p{Z}]/u.test(password)
        expect(passwordProblems(password, password).password === undefined).toBe(ok)
      })
    )
  })

  it("flags the confirmation exactly when it differs", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(passwordProblems(a, b).password_confirmation !== undefined).toBe(a !== b)
      })
    )
  })
})
