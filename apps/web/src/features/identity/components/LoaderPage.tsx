import { isLangCode } from "@iw/contracts/i18n"
import { Notice, Spinner, errorMessage } from "@iw/ui"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { completeLogin } from "../../../lib/auth"
import { memberSession } from "../../../lib/session"
import { to, useLang } from "../../../lib/lang"

/**
 * `/{lang}/loader?otp=…&member_id=…&lang=…` (spec §2): clears local storage, signs the member in with the
 * one-time code, and opens the site in the requested language (default en).
 */
const LoaderPage = () => {
  const { t } = useTranslation()
  const pageLang = useLang()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const otp = params.get("otp") ?? ""
    const memberId = Number(params.get("member_id"))
    const requested = params.get("lang") ?? "en"
    const lang = isLangCode(requested) ? requested : "en"
    // Through the session store first, so nothing still holds the previous member in memory, then the rest of the
    // member site's storage. The back-office shares the origin: its keys (iw.staff.*) stay, so staff who open a
    // member-auth link are not signed out of the back-office.
    memberSession.clear()
    for (const key of Object.keys(window.localStorage)) if (!key.startsWith("iw.staff.")) window.localStorage.removeItem(key)
    if (!otp || !Number.isInteger(memberId) || memberId <= 0) {
      setError(t("login.loaderInvalid"))
      return
    }
    api.identity
      .loginByOtp({ query: { otp, member_id: memberId, from: "loader" } })
      .then((r) => completeLogin(r.accessToken, r.expiresIn))
      .then(() => navigate(to(lang), { replace: true }))
      .catch((e) => setError(errorMessage(e, t)))
  }, [params, navigate, t])

  return (
    <div className="iw-page iw-page--narrow iw-auth">
      <div className="iw-card">
        <h1>{t("login.loaderTitle")}</h1>
        {error ? (
          <>
            <Notice tone="error">{error}</Notice>
            <Link className="iw-btn iw-btn--primary" to={to(pageLang, "login")}>
              {t("login.goToLogin")}
            </Link>
          </>
        ) : (
          <Spinner label={t("login.loaderBusy")} />
        )}
      </div>
    </div>
  )
}

export default LoaderPage
