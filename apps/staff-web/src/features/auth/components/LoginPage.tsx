import { Button, Notice, PasswordField, TextField, useSession } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Navigate, useNavigate } from "react-router"
import { LanguageSwitcher } from "../../../components/LanguageSwitcher"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { api } from "../../../lib/api"
import { completeLogin } from "../../../lib/auth"
import { homeOf, routerPath } from "../../../lib/roles"
import { staffSession } from "../../../lib/session"

/** `/staff/login` (spec §2, §6): e-mail and password; the server's answer names the staff member's home screen. */
const LoginPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession(staffSession)
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(["email", "password"])

  useEffect(() => {
    document.title = t("backoffice.documentTitle", { title: t("backoffice.login.title") })
  }, [t])

  if (session?.profile && !busy) return <Navigate to={homeOf(session.profile)} replace />

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (email.trim() === "") local.email = [t("validation.required")]
    if (password === "") local.password = [t("validation.required")]
    reset(local)
    if (Object.keys(local).length > 0) {
      document.getElementById(local.email ? "staff-login-email" : "staff-login-password")?.querySelector("input")?.focus()
      return
    }
    setBusy(true)
    try {
      const answer = await api.staff.login({ body: { email: email.trim(), password } })
      completeLogin(answer)
      navigate(routerPath(answer.home), { replace: true })
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }

  return (
    <div className="sw-auth">
      <header className="sw-auth__top">
        <div className="sw-brand sw-brand--static">
          <span className="sw-brand__mark" aria-hidden="true">
            IW
          </span>
          <span className="sw-brand__text">
            <span className="sw-brand__name">{t("common.appName")}</span>
            <span className="sw-brand__tag">{t("backoffice.brand.tag")}</span>
          </span>
        </div>
        <LanguageSwitcher />
      </header>
      <main id="main" className="sw-auth__main">
        <div className="sw-auth__card iw-card">
          <h1>{t("backoffice.login.title")}</h1>
          <p className="sw-auth__lead">{t("backoffice.login.lead")}</p>
          {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
          <form onSubmit={submit} noValidate aria-label={t("backoffice.login.title")}>
            <div id="staff-login-email">
              <TextField
                label={t("backoffice.login.email")}
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                errors={errors.email}
                data-testid="staff-email"
                autoFocus
                maxLength={254}
              />
            </div>
            <div id="staff-login-password">
              <PasswordField
                label={t("backoffice.login.password")}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                errors={errors.password}
                data-testid="staff-password"
              />
            </div>
            <Button type="submit" className="iw-btn--block" loading={busy} data-testid="staff-login-submit">
              {t("backoffice.login.submit")}
            </Button>
          </form>
          <p className="sw-auth__note">{t("backoffice.login.note")}</p>
        </div>
      </main>
    </div>
  )
}

export default LoginPage
