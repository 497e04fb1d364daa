import type { CountryEntry } from "@iw/contracts"
import { ApiError } from "@iw/contracts/client"
import { Button, NewPasswordFields, SelectField, Spinner, TextField, errorMessage, fieldMessages, translateCode } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router"
import { api } from "../../../lib/api"
import { completeLogin } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { CodeBoxes, type CodeBoxesHandle } from "./CodeBoxes"
import { PhoneInput, isPhoneValid, phoneDigits } from "./PhoneInput"
import { type RegistrationData, backOf, useRegistration } from "../hooks/registration-state"
import { useCountdown } from "../../../lib/use-countdown"
import "../identity.css"

type Errors = Record<string, Array<string>>
type T = ReturnType<typeof useTranslation>["t"]

const HEAR_ABOUT_US = ["", "zoom", "telegram", "twitter", "others"] as const

/** Sends (or re-sends) the code for the chosen destination. Spec §7: the phone call carries lang, and "en" is used for phone. */
const sendCode = (d: RegistrationData) =>
  d.confirmType === "email"
    ? api.identity.sendEmailCode({ query: { email: d.email.trim() } })
    : api.identity.sendPhoneCode({
        query: { phone: phoneDigits(d.phone), phoneCountry: d.phoneCountry.toUpperCase(), lang: "en" }
      })

/** Spec §5: the browser's own validity check for an e-mail field, also for a value restored after a reload. */
const passesEmailCheck = (value: string): boolean => {
  const probe = document.createElement("input")
  probe.type = "email"
  probe.required = true
  probe.value = value.trim()
  return probe.checkValidity()
}

/** Step 1: phone or e-mail. */
const StartStep = ({ data, update, t }: { data: RegistrationData; update: (p: Partial<RegistrationData>) => void; t: T }) => {
  const lang = useLang()
  const [countries, setCountries] = useState<{ list: ReadonlyArray<CountryEntry>; preferred: ReadonlyArray<string> } | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const abort = new AbortController()
    api.identity.countries({}, { signal: abort.signal }).then((c) => setCountries({ list: c.data, preferred: c.preferred }), () => undefined)
    // Spec §7: geolocation is abortable and defaults to cn when it fails.
    if (data.phone === "")
      api.identity
        .geolocation({}, { signal: abort.signal })
        .then((g) => update({ phoneCountry: g.countryCode.toLowerCase() }), () => update({ phoneCountry: "cn" }))
    return () => abort.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang])

  const canSend = data.confirmType === "phone" ? isPhoneValid(data.phone, data.phoneCountry) : data.email.trim() !== "" && passesEmailCheck(data.email)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!canSend) return
    setBusy(true)
    setErrors({})
    try {
      const r = await sendCode(data)
      update({ step: "confirmNumber", sentAt: Date.now(), availableIn: r.availableIn, decaySeconds: r.decaySeconds, email: data.email.trim() })
    } catch (err) {
      const field = data.confirmType
      if (err instanceof ApiError && err.status !== 0 && err.fieldErrors) {
        // Spec §8: phone errors are shown joined with the phone attribute name; e-mail errors under e-mail.
        const fields = fieldMessages(err, t)
        const list = [...(fields[field] ?? []), ...(fields.phoneCountry ?? []), ...(fields.query ?? [])]
        setErrors({ [field]: field === "phone" ? list.map((m) => `${t("signup.phone")}: ${m}`) : list })
      } else if (err instanceof ApiError && err.status === 0) {
        setErrors({ [field]: [t("validation.too_many_attempts")] })
      } else {
        setErrors({ [field]: [errorMessage(err, t)] })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1>{t("signup.startTitle")}</h1>
      <p className="iw-auth__lead">{t("signup.startLead")}</p>
      <div className="iw-tabs" role="radiogroup" aria-label={t("signup.confirmBy")}>
        {(["phone", "email"] as const).map((type) => (
          <label key={type} className={`iw-tabs__tab${data.confirmType === type ? " iw-tabs__tab--active" : ""}`}>
            <input
              type="radio"
              name="confirmType"
              value={type}
              checked={data.confirmType === type}
              onChange={() => {
                setErrors({})
                update({ confirmType: type })
              }}
              data-testid={`confirm-type-${type}`}
            />
            {t(`signup.by.${type}`)}
          </label>
        ))}
      </div>
      {data.confirmType === "phone" ? (
        countries ? (
          <PhoneInput
            countries={countries.list}
            preferred={countries.preferred}
            country={data.phoneCountry}
            phone={data.phone}
            onCountry={(c) => update({ phoneCountry: c })}
            onPhone={(p) => update({ phone: p })}
            label={t("signup.phone")}
            countryLabel={t("signup.country")}
            preferredLabel={t("signup.preferredCountries")}
            allLabel={t("signup.allCountries")}
            errors={errors.phone}
          />
        ) : (
          <Spinner label={t("common.loading")} />
        )
      ) : (
        <TextField
          label={t("signup.email")}
          type="email"
          autoComplete="email"
          value={data.email}
          onChange={(e) => update({ email: e.target.value })}
          errors={errors.email}
          data-testid="registration-email"
          required
        />
      )}
      <Button type="submit" className="iw-btn--block" disabled={!canSend} loading={busy} data-testid="registration-next">
        {t("common.next")}
      </Button>
      <p className="iw-auth__alt">
        {t("signup.haveAccount")} <Link to={to(lang, "login")}>{t("signup.logIn")}</Link>
      </p>
    </form>
  )
}

/** Step 2: the four-digit code, with a resend link when the countdown reaches zero. */
const ConfirmStep = ({ data, update, t }: { data: RegistrationData; update: (p: Partial<RegistrationData>) => void; t: T }) => {
  const lang = useLang()
  const [code, setCode] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const boxes = useRef<CodeBoxesHandle>(null)
  const left = useCountdown(data.sentAt + data.availableIn * 1000).seconds
  const destination = data.confirmType === "email" ? data.email : `+${phoneDigits(data.phone)}`

  const check = async (value: string) => {
    if (busy || !/^\d{4}$/.test(value)) return
    setBusy(true)
    setError(null)
    try {
      const r =
        data.confirmType === "email"
          ? await api.identity.checkEmailCode({ query: { email: data.email, code: value } })
          : await api.identity.checkPhoneCode({ query: { phone: phoneDigits(data.phone), phoneCountry: data.phoneCountry.toUpperCase(), code: value } })
      update({ step: "createForm", token: r.token })
    } catch (err) {
      // Spec §8: boxes cleared, focus to the first box, message key code.{server code}.
      const first = err instanceof ApiError ? err.fieldErrors?.code?.[0] ?? Object.values(err.fieldErrors ?? {})[0]?.[0] : undefined
      setError(first ? translateCode(t, first.code, first.params) : errorMessage(err, t))
      boxes.current?.clearAndFocus()
    } finally {
      setBusy(false)
    }
  }

  const resend = () => {
    // Spec §8: a failed resend is ignored silently.
    sendCode(data).then(
      (r) => update({ sentAt: Date.now(), availableIn: r.availableIn, decaySeconds: r.decaySeconds }),
      () => undefined
    )
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void check(code)
      }}
      noValidate
    >
      <h1>{t("signup.confirmTitle")}</h1>
      <p className="iw-auth__lead">{t("signup.confirmLead", { destination })}</p>
      <CodeBoxes
        ref={boxes}
        value={code}
        length={4}
        onChange={setCode}
        onComplete={(v) => void check(v)}
        label={(i) => t("signup.digit", { n: i + 1, total: 4 })}
        invalid={error !== null}
        describedBy={error ? "code-error" : undefined}
        disabled={busy}
      />
      {error && (
        <p id="code-error" className="iw-field__errors" role="alert" data-testid="code-error">
          {error}
        </p>
      )}
      <Button type="submit" className="iw-btn--block" disabled={code.length !== 4} loading={busy} data-testid="code-confirm">
        {t("common.confirm")}
      </Button>
      <p className="iw-auth__alt" aria-live="polite">
        {left > 0 ? (
          t("signup.resendIn", { seconds: left })
        ) : (
          <button type="button" className="iw-btn iw-btn--link" onClick={resend} data-testid="code-resend">
            {t("signup.resend")}
          </button>
        )}
      </p>
    </form>
  )
}

/** Step 3: name, referrer, e-mail (phone sign-up), password, confirmation, how heard. */
const CreateStep = ({ data, t, onDone }: { data: RegistrationData; t: T; onDone: (memberId: number) => void }) => {
  const lang = useLang()
  const [form, setForm] = useState({ name: "", referrerId: "", email: "", password: "", password_confirmation: "", hearAboutUs: "" })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Errors = {}
    if (form.name.trim() === "") local.name = [t("validation.required")]
    if (form.referrerId.trim() !== "" && !/^\d{1,15}$/.test(form.referrerId.trim())) local.referrerId = [t("validation.integer")]
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
      <TextField label={t("signup.name")} value={form.name} onChange={set("name")} errors={errors.name} maxLength={200} autoComplete="name" data-testid="reg-name" hint={t("signup.nameHint")} />
      <TextField label={t("signup.referrerId")} value={form.referrerId} onChange={set("referrerId")} errors={errors.referrerId} inputMode="numeric" hint={t("signup.optional")} data-testid="reg-referrer" />
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

/** Step 4: congratulations with the member id; Done goes to login. There is no back arrow here. */
const FinishStep = ({ data, t }: { data: RegistrationData; t: T }) => {
  const lang = useLang()
  const navigate = useNavigate()
  return (
    <div className="iw-finish">
      <div className="iw-finish__badge" aria-hidden="true">
        ✓
      </div>
      <h1>{t("signup.finishTitle")}</h1>
      <p>{t("signup.finishMemberId")}</p>
      <p className="iw-finish__id" data-testid="registered-member-id">
        {data.memberId}
      </p>
      <p className="iw-auth__lead">{t(data.confirmType === "email" ? "signup.passwordSentEmail" : "signup.passwordSentSms")}</p>
      <Button className="iw-btn--block" onClick={() => navigate(to(lang, "login"))} data-testid="registration-done">
        {t("common.done")}
      </Button>
    </div>
  )
}

/** `/{lang}/registration`: the four-step sign-up of spec §2. */
const RegistrationPage = () => {
  const { t } = useTranslation()
  const { data, update, finish } = useRegistration()
  const back = backOf(data.step)
  const steps = ["start", "confirmNumber", "createForm", "finish"] as const
  const index = steps.indexOf(data.step)
  return (
    <div className="iw-page iw-page--narrow iw-auth">
      <div className="iw-card">
        <div className="iw-auth__top">
          {back ? (
            <button type="button" className="iw-back" onClick={() => update({ step: back })} aria-label={t("common.back")} data-testid="registration-back">
              ←
            </button>
          ) : (
            <span />
          )}
          <ol className="iw-steps" aria-label={t("signup.progress", { step: index + 1, total: 4 })}>
            {steps.map((s, i) => (
              <li key={s} className={i <= index ? "iw-steps__done" : undefined} aria-current={i === index ? "step" : undefined}>
                <span className="iw-visually-hidden">{t(`signup.step.${s}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        {data.step === "start" && <StartStep data={data} update={update} t={t} />}
        {data.step === "confirmNumber" && <ConfirmStep data={data} update={update} t={t} />}
        {data.step === "createForm" && <CreateStep data={data} t={t} onDone={(id) => finish(id, data.confirmType)} />}
        {data.step === "finish" && <FinishStep data={data} t={t} />}
      </div>
    </div>
  )
}

export default RegistrationPage
