import { PhoneNumbers } from "@iw/core"
import { PhoneNumbersLibphonenumber } from "@iw/phone-libphonenumber"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"

const phones = Effect.runSync(Effect.provide(Effect.service(PhoneNumbers), PhoneNumbersLibphonenumber))

describe("phone numbers through libphonenumber-js", () => {
  it.each([
    ["13812345678", "CN", "8613812345678"],
    ["8613812345678", "CN", "8613812345678"],
    ["2025550123", "US", "12025550123"],
    ["91234567", "HK", "85291234567"],
    ["9161234567", "RU", "79161234567"],
    ["09012345678", "JP", "819012345678"],
    ["01012345678", "KR", "821012345678"]
  ])("%s in %s is %s", (phone, country, e164) => {
    expect(Effect.runSync(phones.normalize(phone, country))).toBe(e164)
  })

  it.each([
    ["123", "CN"],
    ["13812345678", "US"],
    ["1381234567890123", "CN"],
    ["13812345678", "XX"],
    ["", "CN"]
  ])("refuses %s in %s", (phone, country) => {
    expect(Effect.runSync(phones.normalize(phone, country))).toBeNull()
  })

  it("lists every country with name, iso2, dial code, priority and area codes, named in the language", () => {
    const en = Effect.runSync(phones.countries("en"))
    const jp = Effect.runSync(phones.countries("jp"))
    expect(en.length).toBeGreaterThan(200)
    expect(en.find((c) => c.iso2 === "jp")).toMatchObject({ name: "Japan", dialCode: "81", priority: 0, areaCodes: null })
    expect(jp.find((c) => c.iso2 === "jp")?.name).toBe("日本")
    expect(en.find((c) => c.iso2 === "ca")).toMatchObject({ dialCode: "1" })
    expect(en.find((c) => c.iso2 === "ca")!.priority).toBeGreaterThan(0)
    expect(en.find((c) => c.iso2 === "pr")?.areaCodes).toEqual(["787", "939"])
  })
})
