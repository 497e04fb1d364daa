import { ApiError } from "@iw/contracts/client"
import { Button, NewPasswordFields, SelectField, TextField, errorMessage, fieldMessages } from "@iw/ui"
import { NAME_MAX_LENGTH } from "@iw/core/domain"
import { type FormEvent, useState } from "react"
import { api } from "../../../lib/api"
import { completeLogin } from "../../../lib/auth"
import { useLang } from "../../../lib/lang"
import { phoneDigits } from "./PhoneInput"
import { type RegistrationData } from "../hooks/registration-state"

import { type Errors, HEAR_ABOUT_US, type T } from "../api/registration"

/** Step 3: name, referrer, e-mail (phone sign-up), password, confirmation, how heard. */
export const CreateStep = ({ data, t, onDone }: { data: RegistrationData; t: T; onDone: (memberId: number) => void }) => {
  const lang = useLang()
  const [form, setForm] = useState({ name: "", referrerId: "", email: "", password: "", password_confirmation: "", hearAboutUs: "" })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }))
  // Spec §5, §9: the name is cut at 64 characters (code points, as the server counts them), so what is typed is what is kept.
  const setName = (e: { target: { value: string } }) => setForm((f) => ({ ...f, name: Array.from(e.target.value).slice(0, NAME_MAX_LENGTH).join("") }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Errors = {}
    if (form.name.trim() === "") local.name = [t("validation.required")]
    if (form.referrerId.trim() !== "" && !/^\d{1,15}$/.test(form.referrerId.trim())) local.referrerId = [t("validation.integer")]
    if (form.password === "") local.password = [t("validation.required")]
    if (form.password !== form.password_confirmation) local.password_confirmation = [t("validation.confirmed")]
    setErrors(local)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const r = await api.identity.register({
        body: {
          token: data.token,
          lang,
          name: form.name,
          password: form.password,
          password_confirmation: form.password_confirmation,
          hearAboutUs: form.hearAboutUs as (typeof HEAR_ABOUT_US)[number],
          referrerId: form.referrerId.trim() === "" ? null : Number(form.referrerId.trim()),
          ...(data.confirmType === "phone"
            ? { phone: phoneDigits(data.phone), phoneCountry: data.phoneCountry.toUpperCase(), ...(form.email.trim() ? { email: form.email.trim() } : {}) }
            : { email: data.email })
        }
      })
      await completeLogin(r.accessToken, r.expiresIn)
      onDone(r.memberId)
    } catch (err) {
      // Spec §8: HTTP 500 shows 'something went wrong'; other failures show the server's field errors.
      if (err instanceof ApiError && err.status === 422) setErrors(fieldMessages(err, t))
      else setErrors({ form: [errorMessage(err, t)] })
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1>{t("signup.createTitle")}</h1>
      <p className="iw-auth__lead">{t("signup.createLead")}</p>
      {(errors.form || errors.token) && (
        <p className="iw-field__errors" role="alert">
          {[...(errors.form ?? []), ...(errors.token ?? [])].join(" ")}
        </p>
      )}
      <TextField label={t("signup.name")} value={form.name} onChange={setName} errors={errors.name} autoComplete="name" data-testid="reg-name" hint={t("signup.nameHint")} />
      <TextField
        label={t("signup.referrerId")}
        value={form.referrerId}
        onChange={set("referrerId")}
        errors={errors.referrerId}
        inputMode="numeric"
        hint={t("signup.optional")}
        data-testid="reg-referrer"
      />
      {data.confirmType === "phone" && (
        <TextField label={t("signup.email")} type="email" value={form.email} onChange={set("email")} errors={errors.email} autoComplete="email" hint={t("signup.optional")} data-testid="reg-email" />
      )}
      <NewPasswordFields
        password={form.password}
        confirmation={form.password_confirmation}
        onPassword={(password) => setForm((f) => ({ ...f, password }))}
        onConfirmation={(password_confirmation) => setForm((f) => ({ ...f, password_confirmation }))}
        errors={{ password: errors.password, confirmation: errors.password_confirmation }}
        labels={{ password: t("signup.password"), confirmation: t("signup.passwordConfirmation"), hint: t("signup.passwordHint") }}
        testIds={{ password: "reg-password", confirmation: "reg-password-confirmation" }}
      />
      <SelectField
        label={t("signup.hearAboutUs")}
        value={form.hearAboutUs}
        onChange={set("hearAboutUs")}
        errors={errors.hearAboutUs}
        options={HEAR_ABOUT_US.map((v) => ({ value: v, label: t(`signup.hear.${v || "empty"}`) }))}
        data-testid="reg-hear"
      />
      <Button type="submit" className="iw-btn--block" loading={busy} data-testid="reg-submit">
        {t("signup.submit")}
      </Button>
    </form>
  )
}
