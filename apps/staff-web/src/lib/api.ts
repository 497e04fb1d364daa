import { api as contract } from "@iw/contracts"
import { type ApiError, makeClient } from "@iw/contracts/client"
import { currentLang } from "./i18n"
import { redirectOf } from "@iw/ui"
import { staffSession } from "./session"

let navigate: (path: string) => void = (path) => window.location.assign(`/staff${path === "/" ? "" : path}`)

/** The router registers itself so the one error path can move without a reload. Paths are router paths. */
export const setNavigator = (fn: (path: string) => void) => {
  navigate = fn
}

/** Answers of these endpoints are about the form, not the session: a 401 there must not log anyone out. */
const PUBLIC_401 = new Set(["staff.login"])

/**
 * The one error path of the back-office (spec §8 Staff area): 401 clears the session and goes to /staff,
 * which sends a signed-out visitor to /staff/login; 503 goes to /staff. 422 and the rest reach the caller,
 * which shows field errors or the error dialog.
 */
const onError = (error: ApiError) => {
  const to = redirectOf("staff", error.status)
  if (to === "signIn" && !PUBLIC_401.has(error.endpointId)) {
    staffSession.clear()
    navigate("/")
  } else if (to === "home") {
    navigate("/")
  }
}

/** Statuses the error path has already dealt with; pages do not report them again. */
export const isHandled = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && ((error as ApiError).status === 401 || (error as ApiError).status === 503)

/** The typed client, derived from the contract, with the staff token and the staff UI language. */
export const api = makeClient(contract, {
  baseUrl: "",
  token: () => staffSession.get()?.token,
  lang: currentLang,
  onError
})
