import { LANGS, translate } from "@iw/contracts/i18n"
import { describe, expect, it } from "vitest"
import { memoMessage } from "../../src/features/ads/utils/memo"

describe("a credit movement's memo in the member's credit history (issue 15 §5)", () => {
  it("renders a staff grant's or refund's reason through the ledger's memo codes, in every language", () => {
    // The shape staff-credits.use-case writes: memoOf("staffNote", { text: reason }).
    const memo = { code: "staffNote", params: { text: "Goodwill after the outage" } }
    for (const lang of LANGS) expect(translate(lang, ...memoMessage(memo))).toBe("Goodwill after the outage")
  })
})
