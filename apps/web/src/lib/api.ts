import type { api as Contract } from "@iw/contracts"
import type { ApiError } from "@iw/contracts/api-error"
import { lazyClient } from "@iw/contracts/lazy-client"
import { type LangCode, isLangCode } from "@iw/contracts/i18n"
import { redirectOf } from "@iw/ui"
import { memberSession, rememberTarget } from "./session"

const currentLang = (): LangCode => {
  const seg = window.location.pathname.split("/")[1]
  return isLangCode(seg) ? seg : "en"
}

let navigate: (path: string) => void = (path) => window.location.assign(path)
/** The router registers itself so the one error path can navigate without a reload. */
export const setNavigator = (fn: (path: string) => void) => {
  navigate = fn
}

const PUBLIC_401 = new Set(["identity.login", "identity.loginByOtp"])

/**
 * The one error path of the member site (spec §8): 401 clears the session and goes to login (not on the
 * loader page), 503 goes home. 422 and the rest reach the caller, which shows field errors or the error modal.
 */
const onError = (error: ApiError) => {
  const lang = currentLang()
  const to = redirectOf("member", error.status)
  if (to === "signIn" && !PUBLIC_401.has(error.endpointId)) {
    const onLoader = window.location.pathname.startsWith(`/${lang}/loader`)
    if (onLoader) return
    memberSession.clear()
    rememberTarget(window.location.pathname + window.location.search)
    navigate(`/${lang}/login`)
  } else if (to === "home") {
    navigate(`/${lang}`)
  }
}

/**
 * The typed client, derived from the contract. No page writes its own fetch. The contract's schemas load with the
 * first call (./api-client), so the landing paints without them (issue 18 §8).
 */
export const api = lazyClient<typeof Contract>(() =>
  import("./api-client").then((m) => m.clientOf({ baseUrl: "", token: () => memberSession.get()?.token, lang: currentLang, onError }))
)
