import type { WireFieldErrors } from "@iw/contracts"
import { ApiError } from "@iw/contracts/client"
import { resources } from "@iw/contracts/i18n"
import { errorMessage } from "@iw/ui"
import { describe, expect, it } from "vitest"

/** English words by key, as i18next would answer them (parameters left as they are). */
const t = (key: string) => {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources.en)
  return typeof value === "string" ? value : key
}

describe("the member site's generic error handler (spec §8)", () => {
  it("shows the land activation message for a 422 LAND_ACTIVATION_REQUIREMENT, whatever fields it names", () => {
    const land = t("land.activation_requirement")
    expect(land).toMatch(/^Land activation requirement/)
    const cases: ReadonlyArray<WireFieldErrors | undefined> = [undefined, {}, { other: [{ code: "validation.invalid" }] }, { plot: [{ code: "land.activation_requirement" }] }]
    for (const fieldErrors of cases) {
      const e = new ApiError({ status: 422, code: "LAND_ACTIVATION_REQUIREMENT", message: "Unprocessable", endpointId: "land.activate", fieldErrors })
      expect(errorMessage(e, t)).toBe(land)
    }
  })

  it("keeps showing a 422's first field error otherwise", () => {
    const e = new ApiError({ status: 422, code: "VALIDATION_FAILED", message: "x", endpointId: "land.activate", fieldErrors: { plot: [{ code: "land.not_enough_balance_to_activate" }] } })
    expect(errorMessage(e, t)).toBe("Not enough balance to activate")
  })
})
