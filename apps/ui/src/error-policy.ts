/**
 * Spec §8 "The error catalogue", as one table the member site and the back-office both apply.
 *
 * By status (each area's one error path, before any page sees the error): 401 clears the session and goes to the
 * area's sign-in (the member site's log-in, or /staff), 503 goes to the area's home; 422 becomes field codes.
 * Generic handler (what a page does with an error that reaches it): the first row of {@link ERROR_RULES} that
 * matches the status and the code (or the server's message) decides: no dialog (rethrown, field errors, only
 * logged), its own text, a failure dialog with the server's message, or the server's message ('Server Error' reads
 * as 'something went wrong').
 */

/** An error as the rules read it: the client's `ApiError` or anything of that shape. */
export interface ErrorFacts {
  readonly status: number
  readonly code?: string | null
  readonly message?: string | null
}

export type ErrorHandling =
  /** No dialog: the area's error path dealt with it (401, 503), or the caller does (400). */
  | { readonly kind: "rethrow" }
  /** 422: per-field codes and parameters, shown on the form. */
  | { readonly kind: "fields" }
  /** Only logged, never shown. */
  | { readonly kind: "log" }
  /** Its own text: a catalogue key. */
  | { readonly kind: "text"; readonly key: string }
  /** A failure dialog with the server's message. */
  | { readonly kind: "failure" }
  /** The server's message; 'Server Error' (and any 5xx) reads as 'something went wrong'. */
  | { readonly kind: "server" }

export interface ErrorRule {
  readonly status: number | null
  /** The error's code, or the server's message for the rows the spec names by message ('Price not found'). */
  readonly match?: { readonly code: string } | { readonly message: string }
  readonly handling: ErrorHandling
}

const rethrow: ErrorHandling = { kind: "rethrow" }
const log: ErrorHandling = { kind: "log" }
const failure: ErrorHandling = { kind: "failure" }
const text = (key: string): ErrorHandling => ({ kind: "text", key })

/** The generic handler's rows, in order; the first that matches decides. */
export const ERROR_RULES: ReadonlyArray<ErrorRule> = [
  { status: 401, handling: rethrow },
  { status: 503, handling: rethrow },
  { status: 400, handling: rethrow },
  { status: 422, match: { code: "LAND_ACTIVATION_REQUIREMENT" }, handling: text("land.activation_requirement") },
  { status: 422, handling: { kind: "fields" } },
  { status: 406, match: { code: "BALANCE_NOT_AVAILABLE" }, handling: log },
  { status: 406, match: { code: "2D_APPLICATION_ERROR" }, handling: log },
  { status: 406, match: { code: "UNABLE_TO_CALCULATE_PRICE" }, handling: log },
  { status: 429, match: { code: "SCRAPING_LIMIT_REACHED" }, handling: text("errors.SCRAPING_LIMIT_REACHED") },
  { status: 429, handling: text("errors.TOO_MANY_ATTEMPTS") },
  { status: 404, match: { code: "AD_NOT_FOUND" }, handling: log },
  { status: 404, match: { message: "Price not found" }, handling: log },
  { status: 403, match: { code: "CANT_DELETE_LAST_AD" }, handling: text("errors.CANT_DELETE_LAST_AD") },
  { status: 403, match: { code: "BUILDING_PLACED" }, handling: log },
  { status: 403, match: { code: "ASSET_SHARED_NOW" }, handling: failure },
  { status: 403, match: { code: "SKIN_NOT_SHARABLE" }, handling: failure },
  { status: 403, match: { code: "ASSET_RENTED" }, handling: failure },
  { status: 403, match: { code: "NOT_ASSET_OWNER" }, handling: failure },
  { status: 403, match: { code: "SAME_MEMBER_LIMIT" }, handling: text("errors.SAME_MEMBER_LIMIT") },
  { status: null, handling: { kind: "server" } }
]

const matches = (rule: ErrorRule, e: ErrorFacts): boolean => {
  if (rule.status !== null && rule.status !== e.status) return false
  if (!rule.match) return true
  return "code" in rule.match ? rule.match.code === e.code : rule.match.message === e.message
}

/** What the generic handler does with an error (spec §8): the first matching row of {@link ERROR_RULES}. */
export const errorHandling = (e: ErrorFacts): ErrorHandling => ERROR_RULES.find((r) => matches(r, e))!.handling

/** Where each area's one error path sends the member or staff member (spec §8 By status), or null. */
export type Area = "member" | "staff"
export const SESSION_REDIRECTS: Readonly<Record<Area, Readonly<Partial<Record<number, "signIn" | "home">>>>> = {
  member: { 401: "signIn", 503: "home" },
  staff: { 401: "signIn", 503: "home" }
}
export const redirectOf = (area: Area, status: number): "signIn" | "home" | null => SESSION_REDIRECTS[area][status] ?? null
