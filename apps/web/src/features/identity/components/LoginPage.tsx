import { Button, PasswordField, TextField, errorToShow, fieldMessages, useErrors, useSession } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useNavigate } from "react-router"
import { api } from "../../../lib/api"
import { completeLogin } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { memberSession, takeTarget } from "../../../lib/session"
import { useTakenOver } from "../../../lib/taken-over"
import "../identity.css"

/** `/{lang}/login` (spec §2, §5): member ID and password; logged-in members are sent home. */
const LoginPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const session = useSession(memberSession)
  const { report } = useErrors()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [busy, setBusy] = useState(false)
  // Prerendered (issue 18 §8), the form shows before the app: it cannot send until the app has taken over (a plain HTML
  // form would put the password in the URL), so its button is busy until then; what was typed stays (hydration).
  const ready = useTakenOver()

  if (session?.profile?.id && !busy) return <Navigate to={to(lang)} replace />

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (username.trim() === "") local.username = [t("validation.required")]
    if (password === "") local.password = [t("validation.required")]
    setErrors(local)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const r = await api.identity.login({ body: { username: username.trim(), password, from: "web" } })
      await completeLogin(r.accessToken, r.expiresIn)
      navigate(takeTarget() ?? to(lang), { replace: true })
    } catch (err) {
      const fields = fieldMessages(err, t)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else {
        const shown = errorToShow(err, t)
        if (shown !== null) report(shown)
      }
      setBusy(false)
    }
  }

  return (
    <div className="iw-page iw-page--narrow iw-auth">
      <div className="iw-card">
        <h1>{t("login.title")}</h1>
        <p className="iw-auth__lead">{t("login.lead")}</p>
        <form onSubmit={submit} noValidate aria-describedby="login-help">
          <TextField
            label={t("login.memberId")}
            name="username"
            autoComplete="username"
            inputMode="numeric"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            errors={errors.username}
            data-testid="login-username"
            autoFocus
          />
          <PasswordField
            label={t("login.password")}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={errors.password}
            data-testid="login-password"
          />
          <Button type="submit" className="iw-btn--block" loading={busy || !ready} data-testid="login-submit">
            {t("login.submit")}
          </Button>
        </form>
        <p id="login-help" className="iw-auth__alt">
          {t("login.noAccount")} <Link to={to(lang, "registration")}>{t("login.signUp")}</Link>
        </p>
      </div>
    </div>
  )
}

export default LoginPage
