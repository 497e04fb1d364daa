import { LANGS, translate } from "@iw/contracts/i18n"
import { describe, expect, it } from "vitest"
import { memoMessage, referenceMessage } from "../../src/features/ads/utils/credit-entry"

describe("a credit movement's memo in the member's credit history (issue 15 §5)", () => {
  it("renders a staff grant's or refund's reason through the ledger's memo codes, in every language", () => {
    // The shape staff-credits.use-case writes: memoOf("staffNote", { text: reason }).
    const memo = { code: "staffNote", params: { text: "Goodwill after the outage" } }
    for (const lang of LANGS) expect(translate(lang, ...memoMessage(memo))).toBe("Goodwill after the outage")
  })

  it("says what a movement concerns in words, never the staff member's id or a raw type", () => {
    expect(referenceMessage("staff-grant", "7")).toEqual(["adsPages.credits.references.staff", {}])
    expect(translate("jp", ...(referenceMessage("adnet-purchase", "12") ?? ["", {}]))).toBe("購入 #12")
    expect(referenceMessage("ad-day", "3:2026-11-26")).toEqual(["adsPages.credits.references.adDay", { adId: "3", day: "2026-11-26" }])
    expect(referenceMessage("ad-day", "garbled")).toBeNull()
    for (const lang of LANGS) expect(translate(lang, "adsPages.credits.references.staff")).not.toBe("adsPages.credits.references.staff")
  })
})
