import { ApiError } from "@iw/contracts/client"
import { translate } from "@iw/contracts/i18n"
import { describe, expect, it } from "vitest"
import { ERROR_RULES, type ErrorHandling, errorHandling, errorToShow, redirectOf } from "../src/index"

/**
 * Spec §8's error catalogue, row by row, as the member site and the back-office apply it. The expectations are
 * written from the spec here, apart from the table they check; each row of the table is also walked, so a row
 * that another row shadows, or a row without its expectation, fails.
 */
const t = (key: string, params?: Record<string, unknown>) => translate("en", key, params as Record<string, string | number>)
const err = (status: number, code: string, message = "The server's own words") => new ApiError({ status, code, message, endpointId: "x" })

type Kind = ErrorHandling["kind"]
const SPEC: ReadonlyArray<{ readonly status: number; readonly code?: string; readonly message?: string; readonly kind: Kind; readonly shows?: string }> = [
  { status: 401, code: "UNAUTHENTICATED", kind: "rethrow" },
  { status: 503, code: "SERVICE_UNAVAILABLE", kind: "rethrow" },
  { status: 400, code: "BAD_REQUEST", kind: "rethrow" },
  { status: 422, code: "LAND_ACTIVATION_REQUIREMENT", kind: "text", shows: t("land.activation_requirement") },
  { status: 422, code: "VALIDATION_FAILED", kind: "fields" },
  { status: 406, code: "BALANCE_NOT_AVAILABLE", kind: "log" },
  { status: 406, code: "2D_APPLICATION_ERROR", kind: "log" },
  { status: 406, code: "UNABLE_TO_CALCULATE_PRICE", kind: "log" },
  { status: 406, code: "SOMETHING_ELSE", kind: "server", shows: "The server's own words" },
  { status: 429, code: "SCRAPING_LIMIT_REACHED", kind: "text", shows: "You have made too many attempts. You can made up to 1 request per minute." },
  { status: 429, code: "TOO_MANY_ATTEMPTS", kind: "text", shows: t("errors.TOO_MANY_ATTEMPTS") },
  { status: 404, code: "AD_NOT_FOUND", kind: "log" },
  { status: 404, code: "NOT_FOUND", message: "Price not found", kind: "log" },
  { status: 403, code: "CANT_DELETE_LAST_AD", kind: "text", shows: t("errors.CANT_DELETE_LAST_AD") },
  { status: 403, code: "BUILDING_PLACED", kind: "log" },
  { status: 403, code: "ASSET_SHARED_NOW", kind: "failure", shows: "The server's own words" },
  { status: 403, code: "SKIN_NOT_SHARABLE", kind: "failure", shows: "The server's own words" },
  { status: 403, code: "ASSET_RENTED", kind: "failure", shows: "The server's own words" },
  { status: 403, code: "NOT_ASSET_OWNER", kind: "failure", shows: "The server's own words" },
  { status: 403, code: "SAME_MEMBER_LIMIT", kind: "text", shows: t("errors.SAME_MEMBER_LIMIT") },
  { status: 500, code: "SOME_FAILURE", message: "Server Error", kind: "server", shows: "Sorry. Something went wrong." },
  { status: 409, code: "CONFLICTING", message: "Server Error", kind: "server", shows: "Sorry. Something went wrong." }
]

describe("spec §8 error catalogue (member site and back-office)", () => {
  for (const row of SPEC) {
    it(`${row.status} ${row.message ?? row.code}: ${row.kind}${row.shows ? ` "${row.shows}"` : ""}`, () => {
      const e = err(row.status, row.code ?? "", row.message)
      expect(errorHandling(e).kind).toBe(row.kind)
      const logged: Array<string> = []
      const shown = errorToShow(e, t, (m) => logged.push(m))
      expect(shown).toBe(row.shows ?? null)
      expect(logged.length).toBe(row.kind === "log" ? 1 : 0)
    })
  }

  it("every row of the table is reached by an error of its own and has its line above", () => {
    for (const [i, rule] of ERROR_RULES.entries()) {
      const status = rule.status ?? 418
      const code = rule.match && "code" in rule.match ? rule.match.code : "ANY_CODE"
      const message = rule.match && "message" in rule.match ? rule.match.message : "any"
      expect({ i, handling: errorHandling({ status, code, message }) }).toEqual({ i, handling: rule.handling })
      if (rule.status !== null) expect(SPEC.some((s) => s.status === status && (s.kind === rule.handling.kind))).toBe(true)
    }
  })

  it("by status: 401 goes to the area's sign-in and 503 home, for members and staff alike; nothing else moves", () => {
    for (const area of ["member", "staff"] as const) {
      expect(redirectOf(area, 401)).toBe("signIn")
      expect(redirectOf(area, 503)).toBe("home")
      for (const other of [400, 403, 404, 406, 422, 429, 500]) expect(redirectOf(area, other)).toBeNull()
    }
  })
})
