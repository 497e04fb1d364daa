import { Button, TextField, errorMessage, fieldMessages } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { completeLogin } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { takeTarget } from "../../../lib/session"
import "../identity.css"

/** `/{lang}/login-by-otp`: log in with a one-time code (from the desktop client or support staff). */
const LoginByOtpPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [memberId, setMemberId] = useState(params.get("member_id") ?? "")
  const [otp, setOtp] = useState(params.get("otp") ?? "")
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (!/^\d+$/.test(memberId.trim())) local.member_id = [t("validation.required")]
    if (otp.trim() === "") local.otp = [t("validation.required")]
    setErrors(local)
    setFailure(null)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const r = await api.identity.loginByOtp({ query: { otp: otp.trim(), member_id: Number(memberId.trim()), from: "web" } })
      await completeLogin(r.accessToken, r.expiresIn)
      navigate(takeTarget() ?? to(lang), { replace: true })
    } catch (err) {
      const fields = fieldMessages(err, t)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setFailure(errorMessage(err, t))
      setBusy(false)
    }
  }

  return (
    <div className="iw-page iw-page--narrow iw-auth">
      <div className="iw-card">
        <h1>{t("login.otpTitle")}</h1>
        <p className="iw-auth__lead">{t("login.otpLead")}</p>
        {failure && <p className="iw-field__errors" role="alert">{failure}</p>}
        <form onSubmit={submit} noValidate>
          <TextField label={t("login.memberId")} inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value)} errors={errors.member_id} autoComplete="username" />
          <TextField label={t("login.otpCode")} value={otp} onChange={(e) => setOtp(e.target.value)} errors={errors.otp} autoComplete="one-time-code" />
          <Button type="submit" className="iw-btn--block" loading={busy}>
            {t("login.submit")}
          </Button>
        </form>
        <p className="iw-auth__alt">
          <Link to={to(lang, "login")}>{t("login.withPassword")}</Link>
        </p>
      </div>
    </div>
  )
}

export default LoginByOtpPage
